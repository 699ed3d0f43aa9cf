import { accountMessages } from "../../../contract/messages/accounts";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import { renewOutdatedHash } from "./hash-renewal";
import { verifyPassword } from "./passwords";
import { findById, type UserRow } from "../users";

/**
 * A sensitive change asks for the account's password again; a wrong one is refused next to the form's field.
 * `renew: false` where the password is about to be replaced or the account deleted: a new hash of it would be wasted.
 */
export async function confirmPassword(
  db: Db,
  userId: string,
  password: string,
  field: "password" | "currentPassword",
  { renew = true } = {},
): Promise<UserRow> {
  const row = await findById(db, userId);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, accountMessages.currentPasswordWrong, { errors: { [field]: accountMessages.currentPasswordWrong } });
  }
  // A session can outlast the sign-in that would have renewed an old hash (remember me keeps one 30 days).
  if (renew) await renewOutdatedHash(db, row, password);
  return row;
}
