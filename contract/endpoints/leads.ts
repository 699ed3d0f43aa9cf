import { defineEndpoint } from "../endpoint";
import {
  contactRequestSchema,
  contactResponse,
  formStampResponse,
  newsletterPreferenceBody,
  newsletterPreferenceResponse,
  newsletterRequestSchema,
  newsletterResponse,
} from "../leads";

/** The lead forms and the newsletter; the mailed newsletter links answer with pages and are not endpoints. */
export const leadEndpoints = {
  stamp: defineEndpoint({ method: "GET", path: "/api/contact/stamp", responses: { 200: formStampResponse } }),
  contact: defineEndpoint({ method: "POST", path: "/api/contact", body: contactRequestSchema, responses: { 200: contactResponse } }),
  newsletter: defineEndpoint({ method: "POST", path: "/api/newsletter", body: newsletterRequestSchema, responses: { 200: newsletterResponse } }),
  newsletterPreference: defineEndpoint({ method: "GET", path: "/api/account/newsletter", responses: { 200: newsletterPreferenceResponse } }),
  changeNewsletterPreference: defineEndpoint({
    method: "PUT",
    path: "/api/account/newsletter",
    body: newsletterPreferenceBody,
    responses: { 200: newsletterPreferenceResponse },
  }),
} as const;
