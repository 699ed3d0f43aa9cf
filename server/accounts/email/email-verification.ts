import { accountMessages } from "../../../contract/messages/accounts";
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { LINK_LIFETIME } from "../../../contract/constants";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import type { MailQueue } from "../../platform/mail";
import { hashToken } from "../sessions/sessions";

const VERIFY_EMAIL_MS = LINK_LIFETIME.verifyEmailMs;
const invalid = () => new HttpError(400, accountMessages.verifyInvalid);

/**
 * Renders a new single-use link for the account's address, outside any transaction; the returned writer stores it
 * (older links stop working) and queues its mail in the caller's transaction.
 */
export async function verificationLink(mail: MailQueue, config: Config, user: { username: string; email: string }) {
  const token = randomBytes(32).toString("base64url");
  // The mail templates (react-email, ~40 MB resident) load at the first mail, not at start-up.
  const { verifyEmailMail } = await import("./verify-email-mail");
  const message = { to: user.email, ...(await verifyEmailMail(`${config.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`, user.username)) };
  const now = Date.now();
  return async (trx: Db, userId: string) => {
    await trx.deleteFrom("email_verifications").where("user_id", "=", userId).execute();
    await trx
      .insertInto("email_verifications")
      .values({
        id: randomUUID(),
        user_id: userId,
        email: user.email,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + VERIFY_EMAIL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await mail.enqueue(trx, message);
  };
}

/** The live link's row; the stored hash is compared in constant time as well as looked up, and a changed address voids it. */
async function live(db: Db, token: string) {
  const hash = hashToken(token);
  const row = await db
    .selectFrom("email_verifications")
    .innerJoin("users", "users.id", "email_verifications.user_id")
    .select([
      "email_verifications.id",
      "email_verifications.user_id",
      "email_verifications.email",
      "email_verifications.token_hash",
      "email_verifications.expires_at",
      "email_verifications.used_at",
      "users.email as current",
    ])
    .where("email_verifications.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash))) throw invalid();
  if (row.used_at || row.expires_at <= new Date().toISOString() || row.email.toLowerCase() !== row.current.toLowerCase()) throw invalid();
  return row;
}

export async function lookUpVerification(db: Db, token: string) {
  return (await live(db, token)).email;
}

/** Marks the address verified, once, in the caller's transaction. */
export async function confirmVerification(trx: Db, token: string) {
  const row = await live(trx, token);
  const at = new Date().toISOString();
  const claimed = await trx.updateTable("email_verifications").set({ used_at: at }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
  await trx.updateTable("users").set({ email_verified_at: at }).where("id", "=", row.user_id).execute();
  return row.email;
}

export async function isVerified(db: Db, userId: string) {
  const row = await db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.email_verified_at);
}
