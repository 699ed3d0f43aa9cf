import type { FastifyRequest } from "fastify";
import { accountLimitMessages } from "../../contract/messages/accounts";
import type { RateLimiter, RateRule } from "../platform/rate-limit";

const minutes = (n: number) => n * 60;

/** The budgets before RATE_LIMIT_FACTOR; docs/security.md lists them. */
export const rules = {
  loginPerIp: { name: "login-ip", max: 30, windowSeconds: minutes(15), message: accountLimitMessages.login },
  /** Failed sign-ins for one account from one address: the guesser is refused, the owner elsewhere is not. */
  loginFailuresPerAccountIp: {
    name: "login-fail-account-ip",
    max: 5,
    windowSeconds: minutes(15),
    message: accountLimitMessages.login,
  },
  /** Failed sign-ins for one account from anywhere: past this, one failure is enough to refuse that address for the window. */
  loginFailuresPerAccount: {
    name: "login-fail-account",
    max: 20,
    windowSeconds: minutes(15),
    message: accountLimitMessages.login,
  },
  /** Wrong second-step codes for one account, across pending sign-ins: a new password step does not buy new guesses. */
  twoFactorFailuresPerAccount: {
    name: "2fa-fail-account",
    max: 10,
    windowSeconds: minutes(15),
    message: accountLimitMessages.codes,
  },
  /** Disabling or re-checking two-step sign-in from a signed-in session. */
  twoFactorPerAccount: { name: "2fa-account", max: 10, windowSeconds: minutes(15), message: accountLimitMessages.attempts },
  /** 'Resend' on the verification banner. */
  verifyEmailPerAccount: {
    name: "verify-email-account",
    max: 3,
    windowSeconds: minutes(60),
    message: accountLimitMessages.verifyEmails,
  },
  registerPerIp: {
    name: "register-ip",
    max: 10,
    windowSeconds: minutes(60),
    message: accountLimitMessages.registrations,
  },
  resetPerEmail: {
    name: "reset-email",
    max: 3,
    windowSeconds: minutes(60),
    message: accountLimitMessages.resets,
  },
  resetPerIp: { name: "reset-ip", max: 5, windowSeconds: minutes(60), message: accountLimitMessages.resets },
  passwordPerAccount: { name: "password-account", max: 10, windowSeconds: minutes(15), message: accountLimitMessages.attempts },
} satisfies Record<string, RateRule>;

/** An onRequest hook counting the caller's IP before the body is even read, so malformed attempts count too. */
export const perIp = (limiter: RateLimiter, rule: RateRule) => async (request: FastifyRequest) => limiter.hit(rule, request.ip);
