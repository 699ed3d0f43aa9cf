import type { Db } from "../../platform/database";
import { setPasswordHash } from "../users";
import { hashIsOutdated, hashPassword } from "./passwords";

/**
 * Made again with today's work factors, now that the password is at hand and checked (a sign-in, or a sensitive
 * change asking for it again). A full hashing queue or a caller gone leaves the old hash for the next time.
 */
export async function renewOutdatedHash(db: Db, user: { id: string; password_hash: string }, password: string, callerLeft?: AbortSignal) {
  if (!hashIsOutdated(user.password_hash)) return;
  await hashPassword(password, callerLeft).then(
    (hash) => setPasswordHash(db, user.id, hash),
    () => undefined,
  );
}
