import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { LINK_LIFETIME } from "../../contract/constants";
import type { NewsletterSource } from "../../contract/leads";
import type { Database } from "../platform/schema";

/** created: a confirmation mail is due (a new address, a return after unsubscribing, or a pending one asked again after an hour). */
export type SubscribeOutcome = { created: boolean };

/** A pending address is mailed its confirmation again at most this often, so a stranger's address is no mail cannon. */
const RESEND_AFTER_MS = 60 * 60_000;

/**
 * Records a request to subscribe; the address is mailed nothing but a confirmation link until its owner opens it
 * (double opt-in). `confirmed` is for a signed-in person's own verified address, which needs no link.
 */
export async function subscribe(
  db: Kysely<Database>,
  input: { email: string; source: NewsletterSource; ip: string | null; confirmed?: boolean },
): Promise<SubscribeOutcome> {
  const email = input.email.toLowerCase();
  const now = new Date().toISOString();
  const confirmedAt = input.confirmed ? now : null;
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({
      id: randomUUID(),
      email,
      source: input.source,
      consented_at: now,
      unsubscribed_at: null,
      confirmed_at: confirmedAt,
      ip: input.ip,
      created_at: now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { created: true };
  const renewed = await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: null, consented_at: now, source: input.source, ip: input.ip, confirmed_at: confirmedAt })
    .where("email", "=", email)
    .where((eb) =>
      eb.or([
        eb("unsubscribed_at", "is not", null),
        eb.and([eb("confirmed_at", "is", null), eb("consented_at", "<", new Date(Date.now() - RESEND_AFTER_MS).toISOString())]),
        ...(input.confirmed ? [eb("confirmed_at", "is", null)] : []),
      ]),
    )
    .executeTakeFirst();
  return { created: Number(renewed.numUpdatedRows) === 1 };
}

/** The owner opened the confirmation link: true only the first time, so the welcome is sent once. */
export async function confirmSubscription(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: new Date().toISOString() })
    .where("email", "=", email.toLowerCase())
    .where("confirmed_at", "is", null)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The privacy policy keeps only the address after an unsubscribe, so it is never mailed again; the consent's IP goes. */
export async function unsubscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: new Date().toISOString(), ip: null })
    .where("email", "=", email.toLowerCase())
    .where("unsubscribed_at", "is", null)
    .execute();
}

export type SubscriptionState = "subscribed" | "pending" | "none";

/** Where one address stands, for the person's own Preferences. */
export async function subscriptionOf(db: Kysely<Database>, email: string): Promise<SubscriptionState> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["confirmed_at", "unsubscribed_at"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row || row.unsubscribed_at) return "none";
  return row.confirmed_at ? "subscribed" : "pending";
}

/**
 * Signed newsletter links: the address and its HMAC, one purpose each. An unsubscribe link works forever and only
 * for its address; a confirmation link works for 7 days.
 */
export function newsletterLinks(secret: string, publicUrl: string) {
  const sign = (purpose: string, text: string) => createHmac("sha256", secret).update(`${purpose}:${text.toLowerCase()}`).digest("base64url");
  const same = (token: string, expected: string) => {
    const a = Buffer.from(token);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    link: (email: string) => `${publicUrl}/api/newsletter/unsubscribe?email=${encodeURIComponent(email.toLowerCase())}&token=${sign("unsubscribe", email)}`,
    verify: (email: string, token: string) => same(token, sign("unsubscribe", email)),
    confirmLink(email: string, now = Date.now()) {
      return `${publicUrl}/api/newsletter/confirm?email=${encodeURIComponent(email.toLowerCase())}&at=${now}&token=${sign("confirm", `${email}:${now}`)}`;
    },
    verifyConfirm(email: string, at: string, token: string, now = Date.now()) {
      const issued = Number(at);
      return /^\d{13}$/.test(at) && now - issued <= CONFIRM_LIFETIME_MS && issued - now < 60_000 && same(token, sign("confirm", `${email}:${at}`));
    },
  };
}

const CONFIRM_LIFETIME_MS = LINK_LIFETIME.newsletterConfirmMs;

/** A GDPR erasure: the address leaves the list altogether; answers how many rows went. */
export async function eraseSubscriber(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("newsletter_subscribers").where("email", "=", email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
