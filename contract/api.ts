import * as z from "zod";

/** The machine-readable reason of every /api error; the browser acts on it, people read `message`. */
const errorCode = z.enum([
  "validation",
  "unauthorized",
  "forbidden",
  "account_disabled",
  "csrf_invalid",
  "not_found",
  "method_not_allowed",
  "conflict",
  "too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
  "two_factor_setup_required",
]);
export type ErrorCode = z.infer<typeof errorCode>;

/** Every /api error body. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: errorCode,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
