import { createHash, randomBytes, randomUUID } from "node:crypto";
import { LINK_LIFETIME } from "../../../contract/constants";
import type { Db } from "../../platform/database";
import type { MailQueue } from "../../platform/mail";

const RESET_TOKEN_MS = LINK_LIFETIME.resetMs;
const WELCOME_TOKEN_MS = LINK_LIFETIME.welcomeMs;
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

type Purpose = "reset" | "welcome";

/**
 * Renders a single-use password link's mail, outside any transaction; the returned writer stores the link and
 * queues the mail in the caller's transaction, so it lands with the account or change it belongs to. A newer
 * link voids older ones; the reset page redeems both kinds.
 */
export async function passwordLink(mail: MailQueue, publicUrl: string, user: { username: string; email: string }, purpose: Purpose) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  const message = {
    to: user.email,
    ...(purpose === "reset"
      ? await (await import("./reset-mail")).resetMail(link, user.username)
      : await (await import("../welcome-mail")).welcomeMail(link, user.username)),
  };
  const validity = purpose === "reset" ? RESET_TOKEN_MS : WELCOME_TOKEN_MS;
  return async (trx: Db, userId: string) => {
    await trx.deleteFrom("password_resets").where("user_id", "=", userId).execute();
    await trx
      .insertInto("password_resets")
      .values({
        id: randomUUID(),
        user_id: userId,
        token_hash: sha256(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + validity).toISOString(),
        used_at: null,
      })
      .execute();
    await mail.enqueue(trx, message);
  };
}
