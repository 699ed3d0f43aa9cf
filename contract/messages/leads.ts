import { FORM_STAMP, PROMISE } from "../constants";
import { durationInWords } from "../duration-words";
import { CONTROL_CHARACTERS_MESSAGE } from "../text";

const reply = durationInWords(PROMISE.replyMs);

/**
 * Every sentence the leads feature shows a person, in one catalog: the field messages the forms and the API share
 * (spec 01 §5, issue 10), the thank-you screens and toasts, the pages the server writes for native posts and mailed
 * newsletter links, and the review reasons sales reads. A second language or staff editing changes this file only.
 */
export const leadMessages = {
  name: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 3 characters",
  subjectLong: "Subject must be at most 200 characters",
  message: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
  company: "Company must be at most 150 characters",
  phone: "Phone number must be at most 30 characters",
  service: "Please select a service",
  privacy: "Please accept the privacy policy to continue",
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  sent: "Thank you for your message. Our team will contact you shortly.",
  subscribed: "You've been added to our newsletter.",
  confirmSent: "Almost there: check your inbox and confirm your subscription with the link we sent.",
  confirmAsk: "Confirm that this address should receive our engineering newsletter, about once a month.",
  confirmInvalid: "This confirmation link is invalid or has expired. Subscribe again from the footer of any page.",
  unsubscribed: "You have been unsubscribed from our newsletter.",
  unsubscribeInvalid: "This unsubscribe link is invalid.",
  unsubscribeConfirm: "Unsubscribe this address from our newsletter?",
  tooMany: "Too many submissions. Please try again in {wait}.",
  /** The empty first choice of every service select. */
  selectService: "Select a service",
  inquiryLead: `A senior engineer replies within ${reply}.`,
  inquiryThanks: `Your inquiry has been successfully submitted. One of our experts will contact you within ${reply} to discuss your project requirements.`,
  consultationThanks: `Your request has been received. One of our engineers will contact you within ${reply}.`,
  assessmentRequested: `A senior engineer will reply within ${reply}.`,
  /** Stored as the message of an exit-offer lead, which has no text of its own. */
  assessmentLead: "Free cost and schedule assessment requested through the website's exit offer.",
} as const;

/** The pages the server writes for visitors without the site's code (native form posts, mailed newsletter links). */
export const visitorPageMessages = {
  receivedTitle: "Request received",
  receivedHeading: "Thank you, your request is with our engineers",
  receivedText: `One of our engineers will contact you within ${reply} to discuss your project.`,
  referenceBefore: "Your reference is",
  referenceAfter: "Quote it when you write to us or send drawings.",
  exploreServices: "Explore our services",
  backHome: "Back to the home page",
  backToSite: "Back to the website",
  refusedTitle: "Request not sent",
  refusedHeading: "Your request was not sent",
  backToContact: "Back to the contact page",
  correctionTitle: "Please check your request",
  correctionIntro: "Some details need a correction before we can send your request.",
  honeypot: "Leave this field empty",
  send: "Send my request",
  newsletterTitle: "Newsletter",
  confirmTitle: "Confirm your subscription",
  confirmButton: "Confirm subscription",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeButton: "Unsubscribe",
  subscribedTitle: "Subscribed",
  unsubscribedTitle: "Unsubscribed",
} as const;

/** Why the time trap doubted a lead it still delivered, in the words sales reads (mail and console). */
export const reviewReasonLabels: Record<string, string> = {
  "no-stamp": "it came without the form's time stamp (sent before the page's code ran, with scripts off, or by a script)",
  "time-trap": `it was sent less than ${durationInWords(FORM_STAMP.minFillMs)} after the form was shown`,
  "expired-stamp": `the form had been open for more than ${durationInWords(FORM_STAMP.lifetimeMs)}`,
  "spent-stamp": "its form's time stamp had already been used for another request",
};
