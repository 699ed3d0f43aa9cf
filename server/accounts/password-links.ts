import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../platform/database";
import type { MailQueue } from "../platform/mail";

const RESET_TOKEN_MS = 60 * 60 * 1000;
/** A new account's first link: people open these days later, unlike a reset they just asked for. */
const WELCOME_TOKEN_MS = 72 * 60 * 60 * 1000;
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

type Purpose = "reset" | "welcome";

/**
 * Stores a single-use password link and queues its mail in one transaction; a newer link voids older ones.
 * The reset page redeems both kinds.
 */
export async function sendPasswordLink(db: Db, mail: MailQueue, publicUrl: string, user: { id: string; username: string; email: string }, purpose: Purpose) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const message = {
    to: user.email,
    ...(purpose === "reset"
      ? await (await import("./reset-mail")).resetMail(link, user.username)
      : await (await import("./welcome-mail")).welcomeMail(link, user.username)),
  };
  const validity = purpose === "reset" ? RESET_TOKEN_MS : WELCOME_TOKEN_MS;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("password_resets")
      .values({
        id: randomUUID(),
        user_id: user.id,
        token_hash: sha256(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + validity).toISOString(),
        used_at: null,
      })
      .execute();
    await mail.enqueue(trx, message);
  });
}
