import { accountMessages } from "../../../contract/messages/accounts";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import { verifyPassword } from "./passwords";
import { findById, type UserRow } from "../users";

/** A sensitive change asks for the account's password again; a wrong one is refused next to the form's field. */
export async function confirmPassword(db: Db, userId: string, password: string, field: "password" | "currentPassword"): Promise<UserRow> {
  const row = await findById(db, userId);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, accountMessages.currentPasswordWrong, { errors: { [field]: accountMessages.currentPasswordWrong } });
  }
  return row;
}
