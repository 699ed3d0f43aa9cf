import { leadMessages } from "../../contract/messages/leads";
import type { RateRule } from "../platform/rate-limit";

/** The budgets before RATE_LIMIT_FACTOR; docs/security.md lists them. */
export const leadRules = {
  contactPerIp: { name: "contact-ip", max: 10, windowSeconds: 15 * 60, message: leadMessages.tooMany },
  newsletterPerIp: { name: "newsletter-ip", max: 10, windowSeconds: 15 * 60, message: leadMessages.tooMany },
} satisfies Record<string, RateRule>;
