import { z } from "zod";

/** Every /api error body. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const csrfTokenResponse = z.object({ csrfToken: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>;

export const CSRF_HEADER = "x-csrf-token";
