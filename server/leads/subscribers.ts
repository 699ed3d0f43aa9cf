import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../platform/schema";

export type SubscribeOutcome = { created: boolean };

/** Stores an address once; a repeat is a no-op, and a repeat after unsubscribing is a fresh consent. */
export async function subscribe(db: Kysely<Database>, input: { email: string; source: string; ip: string | null }): Promise<SubscribeOutcome> {
  const email = input.email.toLowerCase();
  const now = new Date().toISOString();
  const inserted = await db.insertInto("newsletter_subscribers")
    .values({ id: randomUUID(), email, source: input.source, consented_at: now, unsubscribed_at: null, ip: input.ip, created_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id").executeTakeFirst();
  if (inserted) return { created: true };
  const renewed = await db.updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: null, consented_at: now, source: input.source, ip: input.ip })
    .where("email", "=", email).where("unsubscribed_at", "is not", null).executeTakeFirst();
  return { created: Number(renewed.numUpdatedRows) === 1 };
}

/** The privacy policy keeps only the address after an unsubscribe, so it is never mailed again; the consent's IP goes. */
export async function unsubscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db.updateTable("newsletter_subscribers").set({ unsubscribed_at: new Date().toISOString(), ip: null })
    .where("email", "=", email.toLowerCase()).where("unsubscribed_at", "is", null).execute();
}

/** An unsubscribe link is the address and its HMAC: it works forever, and only for that address. */
export function unsubscribeLinks(secret: string, publicUrl: string) {
  const sign = (email: string) => createHmac("sha256", secret).update(`unsubscribe:${email.toLowerCase()}`).digest("base64url");
  return {
    link: (email: string) =>
      `${publicUrl}/api/newsletter/unsubscribe?email=${encodeURIComponent(email.toLowerCase())}&token=${sign(email)}`,
    verify(email: string, token: string): boolean {
      const expected = Buffer.from(sign(email));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
