import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { LINK_LIFETIME, PROMISE } from "../../contract/constants";
import { durationInWords } from "../../contract/duration-words";
import { reviewReasonLabels } from "../../contract/messages/leads";
import { inZone, localTime } from "../platform/local-time";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";
import type { LeadRecord } from "./leads";
import { oneLine } from "./one-line";

const Row = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <>
      <Text style={mailStyles.label}>{label}</Text>
      <Text style={{ ...mailStyles.text, margin: 0, whiteSpace: "pre-wrap" }}>{value}</Text>
    </>
  ) : null;

/** To the firm: the whole lead and where the visitor came from; replying answers the visitor. */
export async function leadNotificationMail(lead: LeadRecord, adminUrl: string, timeZone: string) {
  const kind =
    ({ inquiry: "inquiry", "test-page": "test-page message", assessment: "free assessment request" } as Record<string, string>)[lead.form] ??
    "consultation request";
  const from = lead.fullName || lead.email;
  const review = lead.reviewReason ? (reviewReasonLabels[lead.reviewReason] ?? lead.reviewReason) : null;
  const { html, text } = await renderMail(
    <MailLayout preview={`New ${kind} from ${from}${review ? " (to review)" : ""}`}>
      {review && (
        <Text style={{ ...mailStyles.text, fontWeight: 700 }}>
          Flagged for review: {review}. It may be a robot; it may be a quick visitor. Check it before you reply.
        </Text>
      )}
      <Text style={mailStyles.text}>
        A new {kind} arrived through the website. Reply to this message to answer {from} directly.
      </Text>
      <Row label="Reference" value={lead.reference} />
      <Row label="Name" value={lead.fullName} />
      <Row label="Email" value={lead.email} />
      <Row label="Phone" value={lead.phone} />
      <Row label="Company" value={lead.company} />
      <Row label="Service" value={lead.serviceLabel} />
      <Row label="Subject" value={lead.subject} />
      <Row label="Message" value={lead.message} />
      <Row label="Form" value={`${lead.form}${lead.page ? ` on ${lead.page}` : ""}`} />
      <Row label={inZone("Received", timeZone)} value={localTime(lead.createdAt, timeZone)} />
      <Row label="Landing page" value={lead.attribution.landingPage} />
      <Row label="Referrer" value={lead.attribution.referrer} />
      <Row label="UTM source" value={lead.attribution.utmSource} />
      <Row label="UTM medium" value={lead.attribution.utmMedium} />
      <Row label="UTM campaign" value={lead.attribution.utmCampaign} />
      <Row label="UTM term" value={lead.attribution.utmTerm} />
      <Row label="UTM content" value={lead.attribution.utmContent} />
      <Row label="IP address" value={lead.ip} />
      <Row label="Browser" value={lead.userAgent} />
      <Text style={mailStyles.muted}>
        Lead {lead.id} ·{" "}
        <Link href={adminUrl} style={mailStyles.link}>
          Open this lead in the admin console
        </Link>
      </Text>
    </MailLayout>,
  );
  return { subject: oneLine(`New ${kind} from ${from}${lead.form === "assessment" ? "" : ` (${lead.serviceLabel})`}`), html, text };
}

const reply = durationInWords(PROMISE.replyMs);
const assessment = durationInWords(PROMISE.assessmentMs);

/**
 * To the visitor: received, the reference and the response promise. Only the firm's own words, the reference and
 * the service's label: anyone can type any address, so nothing a stranger typed is relayed to it.
 */
export async function leadAcknowledgementMail(lead: Pick<LeadRecord, "reference" | "serviceLabel" | "form">) {
  const reference = lead.reference ? ` ${lead.reference}` : "";
  const about =
    lead.form === "assessment"
      ? `for a free cost and schedule assessment. A senior engineer will contact you within ${reply} to ask about the package, and you will have the written assessment within ${assessment} of sending your drawings or scope`
      : `about ${lead.serviceLabel}, and one of our engineers will contact you within ${reply} to discuss your project`;
  const { html, text } = await renderMail(
    <MailLayout preview={`We received your request and will reply within ${reply}`}>
      <Text style={mailStyles.text}>Hello,</Text>
      <Text style={mailStyles.text}>
        Thank you for contacting {company.name}. We have received your request{reference} {about}.
      </Text>
      <Text style={mailStyles.text}>
        If you have drawings, models or a scope note to share, reply to this message{lead.reference ? " and keep the reference in the subject" : ""}.
      </Text>
      <Text style={mailStyles.muted}>You receive this message because this address was entered in a form on our website. If that was not you, ignore it.</Text>
    </MailLayout>,
  );
  return { subject: oneLine(`We received your request${reference} - ${company.name}`), html, text };
}

/** To an address someone asked to subscribe: nothing is sent to it again unless its owner confirms. */
export async function subscriptionConfirmMail(confirmLink: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Confirm your subscription to our engineering newsletter">
      <Text style={mailStyles.text}>
        Someone, probably you, asked for the {company.name} newsletter at this address: engineering insights, about once a month.
      </Text>
      <Text style={mailStyles.text}>
        <Link href={confirmLink} style={mailStyles.link}>
          Confirm your subscription
        </Link>{" "}
        ({confirmLink}). {`The link works for ${durationInWords(LINK_LIFETIME.newsletterConfirmMs)}.`}
      </Text>
      <Text style={mailStyles.muted}>If that was not you, ignore this message: without your confirmation we send nothing more.</Text>
    </MailLayout>,
  );
  return { subject: oneLine(`Confirm your subscription - ${company.name}`), html, text };
}

/** To a new subscriber: the promise of what comes, and the way out. */
export async function subscriberWelcomeMail(unsubscribeLink: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="You are subscribed to our engineering insights">
      <Text style={mailStyles.text}>You've been added to the {company.name} newsletter: engineering insights, about once a month.</Text>
      <Text style={mailStyles.muted}>
        Not you, or changed your mind?{" "}
        <Link href={unsubscribeLink} style={mailStyles.link}>
          Unsubscribe
        </Link>{" "}
        ({unsubscribeLink}).
      </Text>
    </MailLayout>,
  );
  return { subject: oneLine(`Welcome to the ${company.name} newsletter`), html, text };
}
