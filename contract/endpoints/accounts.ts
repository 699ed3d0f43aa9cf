import {
  accountExportSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeLookupResponseSchema,
  emailChangeLookupSchema,
  emailChangeTokenSchema,
  emailVerificationStatusSchema,
  loginSchema,
  profileResponseSchema,
  profileSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  revokeOthersResponseSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionResponseSchema,
  userResponseSchema,
  verifyEmailLookupSchema,
  verifyEmailTokenSchema,
} from "../accounts";
import { messageResponse } from "../api";
import { defineEndpoint } from "../endpoint";
import {
  loginResponseSchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../two-factor";

/** Spec 01 §7: registration, sign-in and the signed-in person's own account. */
export const accountEndpoints = {
  register: defineEndpoint({ method: "POST", path: "/api/register", body: registerRequestSchema, responses: { 201: sessionResponseSchema } }),
  login: defineEndpoint({ method: "POST", path: "/api/login", body: loginSchema, responses: { 200: loginResponseSchema } }),
  loginTwoFactor: defineEndpoint({ method: "POST", path: "/api/login/two-factor", body: twoFactorLoginSchema, responses: { 200: sessionResponseSchema } }),
  logout: defineEndpoint({ method: "POST", path: "/api/logout", responses: { 200: messageResponse } }),
  user: defineEndpoint({ method: "GET", path: "/api/user", responses: { 200: userResponseSchema } }),
  profile: defineEndpoint({ method: "PUT", path: "/api/user/profile", body: profileSchema, responses: { 200: profileResponseSchema } }),
  password: defineEndpoint({ method: "PUT", path: "/api/user/password", body: changePasswordSchema, responses: { 200: messageResponse } }),
  exportData: defineEndpoint({ method: "GET", path: "/api/user/export", responses: { 200: accountExportSchema } }),
  deleteAccount: defineEndpoint({ method: "DELETE", path: "/api/user", body: deleteAccountSchema, responses: { 200: messageResponse } }),
} as const;

/** /profile's Sessions tab. */
export const sessionEndpoints = {
  list: defineEndpoint({ method: "GET", path: "/api/user/sessions", responses: { 200: sessionListSchema } }),
  end: defineEndpoint({ method: "DELETE", path: "/api/user/sessions/:id", params: sessionIdParamsSchema, responses: { 200: messageResponse } }),
  endOthers: defineEndpoint({ method: "POST", path: "/api/user/sessions/revoke-others", responses: { 200: revokeOthersResponseSchema } }),
} as const;

/** Two-step sign-in of one's own account (decision 016). */
export const twoFactorEndpoints = {
  status: defineEndpoint({ method: "GET", path: "/api/user/two-factor", responses: { 200: twoFactorStatusSchema } }),
  setup: defineEndpoint({ method: "POST", path: "/api/user/two-factor/setup", body: twoFactorSetupRequestSchema, responses: { 200: twoFactorSetupSchema } }),
  enable: defineEndpoint({ method: "POST", path: "/api/user/two-factor/enable", body: twoFactorEnableSchema, responses: { 200: recoveryCodesSchema } }),
  disable: defineEndpoint({ method: "POST", path: "/api/user/two-factor/disable", body: twoFactorDisableSchema, responses: { 200: messageResponse } }),
} as const;

/** The mailed links: email verification, email change and password reset. */
export const emailLinkEndpoints = {
  verifyEmailLookup: defineEndpoint({
    method: "GET",
    path: "/api/auth/verify-email",
    query: verifyEmailTokenSchema,
    responses: { 200: verifyEmailLookupSchema },
  }),
  verifyEmail: defineEndpoint({ method: "POST", path: "/api/auth/verify-email", body: verifyEmailTokenSchema, responses: { 200: messageResponse } }),
  verificationStatus: defineEndpoint({ method: "GET", path: "/api/user/email-verification", responses: { 200: emailVerificationStatusSchema } }),
  resendVerification: defineEndpoint({ method: "POST", path: "/api/user/email-verification/resend", responses: { 200: messageResponse } }),
  emailChangeLookup: defineEndpoint({
    method: "GET",
    path: "/api/auth/email-change",
    query: emailChangeLookupSchema,
    responses: { 200: emailChangeLookupResponseSchema },
  }),
  emailChangeConfirm: defineEndpoint({
    method: "POST",
    path: "/api/auth/email-change/confirm",
    body: emailChangeTokenSchema,
    responses: { 200: messageResponse },
  }),
  emailChangeUndo: defineEndpoint({ method: "POST", path: "/api/auth/email-change/undo", body: emailChangeTokenSchema, responses: { 200: messageResponse } }),
  requestReset: defineEndpoint({ method: "POST", path: "/api/auth/request-reset", body: resetRequestSchema, responses: { 200: messageResponse } }),
  resetPassword: defineEndpoint({ method: "POST", path: "/api/auth/reset-password", body: resetPasswordRequestSchema, responses: { 200: messageResponse } }),
} as const;
