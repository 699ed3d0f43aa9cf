import { randomBytes, randomUUID } from "node:crypto";
import type { EmailChangeAction } from "../../../contract/accounts";
import { accountMessages } from "../../../contract/messages/accounts";
import { LINK_LIFETIME } from "../../../contract/constants";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { isUniqueViolation } from "../../platform/db-errors";
import { HttpError } from "../../platform/errors";
import type { MailQueue } from "../../platform/mail";
import { hashToken, endSessions } from "../sessions/sessions";

const CONFIRM_EMAIL_MS = LINK_LIFETIME.emailChangeConfirmMs;
const UNDO_EMAIL_MS = LINK_LIFETIME.emailChangeUndoMs;

const invalid = () => new HttpError(400, accountMessages.emailChangeInvalid);
const emailTaken = () => new HttpError(409, accountMessages.emailTaken, { errors: { email: accountMessages.emailTaken } });
const linkFor = (config: Config, action: EmailChangeAction, token: string) =>
  `${config.publicUrl}/auth/email-change?action=${action}&token=${encodeURIComponent(token)}`;

/**
 * Renders the two mails of an email change, outside any transaction; the returned writer records the request and
 * queues both in the caller's: the new address confirms, the old one can undo, and the account keeps its email
 * until then. A newer request voids the older one's confirmation link, never its undo link. One pending change
 * per account: a request made at the same moment as its twin fails the writer with a unique violation
 * (`isEmailChangeBusy`).
 */
export async function emailChangeRequest(mail: MailQueue, config: Config, user: { id: string; username: string; email: string }, newEmail: string) {
  const confirmToken = randomBytes(32).toString("base64url");
  const undoToken = randomBytes(32).toString("base64url");
  const { confirmEmailMail, emailChangeNoticeMail } = await import("./email-change-mail");
  const confirm = { to: newEmail, ...(await confirmEmailMail(linkFor(config, "confirm", confirmToken), user.username, newEmail)) };
  const notice = { to: user.email, ...(await emailChangeNoticeMail(linkFor(config, "undo", undoToken), user.username, newEmail)) };
  return async (trx: Db) => {
    const now = Date.now();
    await trx
      .updateTable("email_changes")
      .set({ closed_at: new Date(now).toISOString() })
      .where("user_id", "=", user.id)
      .where("confirmed_at", "is", null)
      .where("closed_at", "is", null)
      .execute();
    await trx
      .insertInto("email_changes")
      .values({
        id: randomUUID(),
        user_id: user.id,
        old_email: user.email,
        new_email: newEmail,
        confirm_hash: hashToken(confirmToken),
        undo_hash: hashToken(undoToken),
        created_at: new Date(now).toISOString(),
        confirm_expires_at: new Date(now + CONFIRM_EMAIL_MS).toISOString(),
        undo_expires_at: new Date(now + UNDO_EMAIL_MS).toISOString(),
        confirmed_at: null,
        closed_at: null,
        undone_at: null,
      })
      .execute();
    await mail.enqueue(trx, confirm);
    await mail.enqueue(trx, notice);
  };
}

export const isEmailChangeBusy = isUniqueViolation;

async function liveByConfirm(db: Db, token: string) {
  const row = await db.selectFrom("email_changes").selectAll().where("confirm_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || row.confirmed_at || row.closed_at || row.confirm_expires_at <= new Date().toISOString()) throw invalid();
  return row;
}

async function liveByUndo(db: Db, token: string) {
  const row = await db.selectFrom("email_changes").selectAll().where("undo_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || row.undone_at || row.undo_expires_at <= new Date().toISOString()) throw invalid();
  return row;
}

/** The address a link is about: the new one for a confirmation, the kept one for an undo. */
export async function lookUpEmailChange(db: Db, action: EmailChangeAction, token: string) {
  return action === "confirm" ? (await liveByConfirm(db, token)).new_email : (await liveByUndo(db, token)).old_email;
}

/** The new address takes effect, once, and only if nobody registered it meanwhile; in the caller's transaction. */
export async function confirmEmailChange(trx: Db, token: string) {
  const row = await liveByConfirm(trx, token);
  const at = new Date().toISOString();
  try {
    const claimed = await trx
      .updateTable("email_changes")
      .set({ confirmed_at: at })
      .where("id", "=", row.id)
      .where("confirmed_at", "is", null)
      .where("closed_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
    // Opening the link sent to the new address proves it, as a verification link would.
    await trx.updateTable("users").set({ email: row.new_email, email_verified_at: at }).where("id", "=", row.user_id).execute();
    // A reset link mailed to the old address must not outlive the address.
    await trx.deleteFrom("password_resets").where("user_id", "=", row.user_id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return row.new_email;
}

/**
 * Undoes this change and every later one of the account (a chain: change, confirm, change again): the account gets
 * back the address it had before this change, every pending change is voided, and the later changes' undo links are
 * spent with this one. When any of them had taken effect, every session ends. Runs in the caller's transaction.
 */
export async function undoEmailChange(trx: Db, token: string) {
  const row = await liveByUndo(trx, token);
  const at = new Date().toISOString();
  try {
    const claimed = await trx.updateTable("email_changes").set({ undone_at: at }).where("id", "=", row.id).where("undone_at", "is", null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
    await trx
      .updateTable("email_changes")
      .set({ undone_at: at })
      .where("user_id", "=", row.user_id)
      .where("created_at", ">=", row.created_at)
      .where("undone_at", "is", null)
      .execute();
    // Voided after the claim above, so a confirmation racing this undo either finished first (and is seen) or fails.
    await trx
      .updateTable("email_changes")
      .set({ closed_at: at })
      .where("user_id", "=", row.user_id)
      .where("confirmed_at", "is", null)
      .where("closed_at", "is", null)
      .execute();
    const tookEffect = await trx
      .selectFrom("email_changes")
      .select("id")
      .where("user_id", "=", row.user_id)
      .where("created_at", ">=", row.created_at)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
    if (tookEffect) {
      await trx.updateTable("users").set({ email: row.old_email }).where("id", "=", row.user_id).execute();
      await endSessions(trx, row.user_id);
      await trx.deleteFrom("password_resets").where("user_id", "=", row.user_id).execute();
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return row.old_email;
}
