import * as z from "zod";
import { ANALYTICS, PROMO_BANNER } from "./constants";
import { SINGLE_LINE } from "./text";

/**
 * A path on this site as a browser writes it: printable URL characters only (no controls, bidi marks, spaces or
 * backslashes, which browsers read as "/"), and not "//", which names another host.
 */
const SITE_PATH = /^\/(?![/\\])[\w\-.~!$&'()*+,;=:@%/?#]*$/;

/** A page view as the analytics script sends it: nothing personal, every field bounded. */
const widthClasses = ["phone", "tablet", "desktop"] as const;
export const pageViewSchema = z.object({
  path: z.string().max(ANALYTICS.pathMax).regex(SITE_PATH),
  referrer: z.string().max(2048).regex(SINGLE_LINE).optional(),
  width: z.enum(widthClasses),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** The promo banner as an admin sets it; a link is a site path or an https address. */
export const promoBannerSchema = z.object({
  enabled: z.boolean(),
  text: z.string().trim().max(200),
  link: z.union([z.literal(""), z.string().regex(SITE_PATH), z.url({ protocol: /^https$/ })]),
  delayMs: z.number().int().min(0).max(60_000),
});
export type PromoBanner = z.infer<typeof promoBannerSchema>;
export const promoBannerOff: PromoBanner = { enabled: false, text: "", link: "", delayMs: PROMO_BANNER.defaultDelayMs };

/** GET /api/site-settings: only what the visitor widgets need. */
export const siteSettingsResponseSchema = z.object({
  success: z.literal(true),
  promoBanner: promoBannerSchema,
  analytics: z.object({ gaMeasurementId: z.string().nullable() }),
});

/** GET /api/security-headers (spec 02 §7). */
export const securityHeadersResponseSchema = z.object({
  success: z.literal(true),
  headers: z.record(z.string(), z.string()),
  explanations: z.record(z.string(), z.string()),
});
export type SecurityHeadersResponse = z.infer<typeof securityHeadersResponseSchema>;

export type ConsentChoice = "accepted" | "declined";
export type ConsentPreferences = { analytics: boolean; marketing: boolean };
