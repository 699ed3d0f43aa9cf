import * as z from "zod";
import { messageResponse } from "../api";
import { serviceListResponse } from "../service-summary";
import { defineEndpoint } from "../endpoint";
import { pageViewSchema, securityHeadersResponseSchema, siteSettingsResponseSchema } from "../widgets";

export const SERVICES_MAX_LIMIT = 50;

const serviceListQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "limit must be at least 1").max(SERVICES_MAX_LIMIT, `limit must be at most ${SERVICES_MAX_LIMIT}`))
    .optional(),
  featured: z
    .enum(["true", "false"], { message: "featured must be true or false" })
    .transform((v) => v === "true")
    .optional(),
});

const status = z.object({ success: z.literal(true), status: z.string() });
/** What the diagnostic pages send: anything under `test`, and which of the burst this is. */
const probe = z.object({ test: z.unknown().optional(), requestNumber: z.number().int().min(1).max(50).optional() }).strict();

/** The public site's endpoints: the services list, widgets, health and the diagnostic probes. */
export const siteEndpoints = {
  services: defineEndpoint({ method: "GET", path: "/api/services", query: serviceListQuery, responses: { 200: serviceListResponse } }),
  siteSettings: defineEndpoint({ method: "GET", path: "/api/site-settings", responses: { 200: siteSettingsResponseSchema } }),
  pageView: defineEndpoint({ method: "POST", path: "/api/events", body: pageViewSchema, responses: {} }),
  health: defineEndpoint({ method: "GET", path: "/api/health", responses: { 200: status } }),
  ready: defineEndpoint({ method: "GET", path: "/api/ready", responses: { 200: status } }),
  csrfTest: defineEndpoint({ method: "POST", path: "/api/csrf-test", body: probe, responses: { 200: messageResponse } }),
  rateLimitTest: defineEndpoint({
    method: "POST",
    path: "/api/rate-limit-test",
    body: probe,
    responses: { 200: messageResponse.extend({ requestNumber: z.number().nullable() }) },
  }),
  securityHeaders: defineEndpoint({ method: "GET", path: "/api/security-headers", responses: { 200: securityHeadersResponseSchema } }),
} as const;
