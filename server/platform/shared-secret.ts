import { randomBytes } from "node:crypto";
import type { Db } from "./database";

const SESSION_SECRET = "session-secret";

/** The signing key kept in the database: the first instance creates it, every other one (even at the same moment) reads that one. */
export async function sharedSessionSecret(db: Db): Promise<string> {
  await db.insertInto("platform_secrets")
    .values({ name: SESSION_SECRET, value: randomBytes(48).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("platform_secrets").select("value").where("name", "=", SESSION_SECRET).executeTakeFirstOrThrow();
  return row.value;
}
