import { messages } from "../../contract/accounts";
import { MIN_PASSWORD_SCORE, passwordStrength } from "../../contract/password-strength";
import { HttpError } from "../platform/errors";
import { isCommonPassword } from "./common-passwords";

/** Why a new password is refused, or null: the shipped common list first, then zxcvbn with the account's own words. */
export function weakPasswordReason(password: string, personal: { username?: string; email?: string }): string | null {
  if (isCommonPassword(password)) return messages.commonPassword;
  const strength = passwordStrength(password, personal);
  if (strength.score >= MIN_PASSWORD_SCORE) return null;
  return strength.personal ? messages.personalPassword : messages.weakPassword;
}

/** Refuses a weak new password with its message next to `field`. */
export function refuseWeakPassword(password: string, field: string, personal: { username?: string; email?: string }) {
  const reason = weakPasswordReason(password, personal);
  if (reason) throw new HttpError(400, reason, { [field]: reason });
}
