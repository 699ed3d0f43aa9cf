import * as z from "zod";
import { PASSWORD_MAX, sessionResponseSchema } from "./accounts";
import { twoFactorMessages } from "./messages/accounts";

/** The short-lived cookie naming a sign-in that waits for its second step; one constant, so a prefix can be added in one place. */
export const TWO_FACTOR_PENDING_COOKIE = "login_pending";

export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string({ error: twoFactorMessages.codeNeeded })
  .trim()
  .regex(/^\d{6}$/, twoFactorMessages.codeNeeded);
const recoveryCode = z.string({ error: twoFactorMessages.codeWrong }).trim().min(1, twoFactorMessages.codeWrong).max(40, twoFactorMessages.codeWrong);

/**
 * POST /api/login answers accounts without two-step sign-in exactly as spec 01 says (sessionResponseSchema).
 * With it, the password only opens a pending step: no session, no user, until POST /api/login/two-factor.
 */
const loginPendingSchema = z.object({ success: z.literal(true), twoFactorRequired: z.literal(true), message: z.string() });
/** An admin without two-step sign-in is signed in but sent to set it up; /api/admin refuses until then. */
export const loginResponseSchema = z.union([loginPendingSchema, sessionResponseSchema.extend({ twoFactorSetupRequired: z.literal(true).optional() })]);

/** The second step: a code from the app, or one of the recovery codes instead. */
export const twoFactorLoginSchema = z.union([z.object({ code }), z.object({ recoveryCode })]);
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

export const twoFactorStatusSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});

/** A new secret waiting for its first code: the QR code as an SVG data URI, and the same key to type by hand. */
export const twoFactorSetupSchema = z.object({ success: z.literal(true), secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Changing how the account signs in asks for the password again (ASVS 7.5.1); replacing an app, for a code too. */
export const twoFactorSetupRequestSchema = z.object({
  password: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(PASSWORD_MAX),
  /** A code from the current app or a recovery code; needed only while two-step sign-in is on. */
  code: z.string().trim().max(40, twoFactorMessages.currentCodeNeeded).optional(),
});

export const twoFactorEnableSchema = z.object({ code });
/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ success: z.literal(true), message: z.string(), recoveryCodes: z.array(z.string()) });

export const twoFactorDisableSchema = z.object({
  password: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(PASSWORD_MAX),
  code: z.string({ error: twoFactorMessages.codeNeeded }).trim().min(1, twoFactorMessages.codeNeeded).max(40, twoFactorMessages.codeNeeded),
});
