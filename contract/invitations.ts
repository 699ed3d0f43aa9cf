import * as z from "zod";

/** What the invitation page and its two endpoints say; the portal's messages include these. */
export const invitationMessages = {
  invitationInvalid: "This invitation is invalid or has expired. Ask your project manager for a new one.",
  invitationAccepted: "Welcome aboard. You can now sign in with your email address.",
  invitationLinked: "Your existing account is now linked to {company}. Sign in with your usual password.",
} as const;

export const invitationToken = z.object({ token: z.string().min(20).max(200) });
export const acceptInvitationInput = invitationToken.extend({
  password: z.string().min(8, "Password must be at least 8 characters").max(128, "Password must be at most 128 characters").optional(),
});

export const invitationLookupResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  fullName: z.string(),
  company: z.string(),
  /** An account with this verified address exists: accepting links it, no new password. */
  existingAccount: z.boolean(),
  /** The company asks its people for two-step sign-in: the page says so, and the dashboard sets it up first. */
  twoFactorRequired: z.boolean(),
});
