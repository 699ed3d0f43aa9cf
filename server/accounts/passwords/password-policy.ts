import { accountMessages } from "../../../contract/messages/accounts";
import { HttpError } from "../../platform/errors";
import { isCommonPassword } from "./common-passwords";

/** Why a new password is refused, or null: the shipped common list first, then zxcvbn with the account's own words. */
export async function weakPasswordReason(password: string, personal: { username?: string; email?: string }): Promise<string | null> {
  if (isCommonPassword(password)) return accountMessages.commonPassword;
  // The estimator's dictionaries take a fifth of a second to load: paid at the first new password, not at every start-up.
  const { MIN_PASSWORD_SCORE, passwordStrength } = await import("../../../contract/password-strength");
  const strength = passwordStrength(password, personal);
  if (strength.score >= MIN_PASSWORD_SCORE) return null;
  return strength.personal ? accountMessages.personalPassword : accountMessages.weakPassword;
}

/** Refuses a weak new password with its message next to `field`. */
export async function refuseWeakPassword(password: string, field: string, personal: { username?: string; email?: string }) {
  const reason = await weakPasswordReason(password, personal);
  if (reason) throw new HttpError(400, reason, { errors: { [field]: reason } });
}
