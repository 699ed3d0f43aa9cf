import * as z from "zod";
import { accountMessages as messages } from "./messages/accounts";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE } from "./text";

export const roleSchema = z.enum(["admin", "staff", "user"]);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the API returns it: nothing secret. */
const publicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: roleSchema,
  lastLogin: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export const sessionResponseSchema = userResponseSchema.extend({ message: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const PASSWORD_MAX = 128;

const text = (message: string) => z.string({ error: message });
const email = z.string({ error: messages.email }).trim().max(254, messages.email).pipe(z.email(messages.email));
/** Password lengths count characters as people do (code points), so an emoji is one, everywhere. */
export const passwordLength = (value: string) => [...value].length;
const password = (min: number, message: string) =>
  text(message)
    .refine((v) => passwordLength(v) >= min, message)
    .refine((v) => passwordLength(v) <= PASSWORD_MAX, messages.passwordLong);

export const loginSchema = z.object({
  /** A username, or the account's email address: the firm's clients remember their work address, not a handle. */
  username: text(messages.username)
    .regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(3, messages.username)
    .max(254, messages.usernameLong)
    .refine((v) => v.includes("@") || v.length <= 50, messages.usernameLong),
  password: password(6, messages.password6),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

const username = text(messages.username)
  .trim()
  .min(3, messages.username)
  .max(50, messages.usernameLong)
  .regex(/^[A-Za-z0-9._-]+$/, messages.usernameChars);

/** What POST /api/register accepts: the form's confirmation is dropped before sending; the server's floor is 8 (decision 009). */
export const registerRequestSchema = z.object({ username, email, password: password(8, messages.password8) });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Spec 01 §5 as written: the form asks for 6, so the server's 8 shows next to the field as a server error. */
export const registerFormSchema = z
  .object({ username, email, password: password(6, messages.password6), confirmPassword: password(6, messages.password6) })
  .refine((v) => v.password === v.confirmPassword, { message: messages.registerMismatch, path: ["confirmPassword"] });

export const profileSchema = z.object({
  fullName: z
    .union([z.literal(""), z.string().regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(2, messages.fullName).max(100, messages.fullNameLong)])
    .nullish(),
  email,
  /** Needed only when the email changes; the server says so next to the field. */
  currentPassword: z.string().max(PASSWORD_MAX, messages.passwordLong).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
/** The profile as saved; `pendingEmail` when a new address waits for its confirmation link. */
export const profileResponseSchema = sessionResponseSchema.extend({ pendingEmail: z.string().optional() });

const emailChangeToken = z.string({ error: messages.emailChangeInvalid }).min(1, messages.emailChangeInvalid).max(200, messages.emailChangeInvalid);
export const emailChangeActionSchema = z.enum(["confirm", "undo"]);
export type EmailChangeAction = z.infer<typeof emailChangeActionSchema>;
/** GET: what a link would do (mail scanners open links, so a GET never changes anything); POST does it. */
export const emailChangeLookupSchema = z.object({ token: emailChangeToken, action: emailChangeActionSchema });
export const emailChangeLookupResponseSchema = z.object({ success: z.literal(true), action: emailChangeActionSchema, email: z.string() });
export const emailChangeTokenSchema = z.object({ token: emailChangeToken });

export const changePasswordSchema = z
  .object({
    currentPassword: password(6, messages.password6),
    newPassword: password(8, messages.newPassword8),
    confirmPassword: text(messages.mismatch).refine((v) => passwordLength(v) <= PASSWORD_MAX, messages.passwordLong),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.mismatch, path: ["confirmPassword"] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetPasswordFormSchema = z
  .object({ password: password(8, messages.password8), confirmPassword: password(8, messages.password8) })
  .refine((v) => v.password === v.confirmPassword, { message: messages.mismatch, path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordRequestSchema = z
  .object({
    password: password(8, messages.password8),
    confirmPassword: password(8, messages.password8),
    token: z.string({ error: messages.resetInvalid }).min(1, messages.resetInvalid).max(200, messages.resetInvalid),
    email,
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.mismatch, path: ["confirmPassword"] });

/** One signed-in browser as its owner sees it in /profile; `id` is the session's public id, never its token or hash. */
const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  /** A country from an offline table, 'Local network', or null when unknown. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  remembered: z.boolean(),
  current: z.boolean(),
});
export const sessionListSchema = z.object({ success: z.literal(true), sessions: z.array(accountSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().max(64).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE) });
export const revokeOthersResponseSchema = z.object({ success: z.literal(true), message: z.string(), ended: z.number() });

/** 'Download my data': the account, its sessions, pending email changes, and what other features add (leads, ...). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    username: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    role: roleSchema,
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
  }),
  sessions: z.array(accountSessionSchema.omit({ id: true })),
  emailChanges: z.array(z.object({ oldEmail: z.string(), newEmail: z.string(), requestedAt: z.string(), confirmedAt: z.string().nullable() })),
  /** One entry per feature that keeps data about the account, under the feature's name. */
  other: z.record(z.string(), z.unknown()),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: messages.currentPasswordWrong }).min(1, messages.currentPasswordWrong).max(PASSWORD_MAX, messages.passwordLong),
  confirmation: z.string({ error: "Type your username exactly as shown" }).max(100),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Email verification: the link's token (GET says which address, POST verifies), and the banner's status. */
export const verifyEmailTokenSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailLookupSchema = z.object({ success: z.literal(true), email: z.string() });
export const emailVerificationStatusSchema = z.object({ success: z.literal(true), verified: z.boolean(), email: z.string() });
