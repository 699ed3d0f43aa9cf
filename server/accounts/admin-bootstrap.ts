import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { weakPasswordReason } from "./passwords/password-policy";
import { hashPassword } from "./passwords/passwords";
import { createUser, findByEmail, findByUsername } from "./users";

const promoteHint = (username: string) => `if that account is yours, promote it with "npm run admin -- promote ${username}" and unset ADMIN_*`;

/**
 * ADMIN_USERNAME/EMAIL/PASSWORD: create that admin when the name is free. Start-up never promotes an account it did
 * not create: anyone may register the name (even with ADMIN_EMAIL, unverified) before the first start.
 */
export async function bootstrapAdmin(db: Db, admin: { username: string; email: string; password: string } | undefined, log: FastifyBaseLogger) {
  if (!admin) return;
  const weak = await weakPasswordReason(admin.password, admin);
  if (weak) throw new Error(`Invalid environment variable ADMIN_PASSWORD: ${weak}`);
  const existing = await findByUsername(db, admin.username);
  if (existing) return refuseUnlessAdmin(existing, admin.username);
  const emailOwner = await findByEmail(db, admin.email);
  if (emailOwner) {
    throw new Error(`ADMIN_EMAIL is already used by the account "${emailOwner.username}", not by ADMIN_USERNAME "${admin.username}"`);
  }
  try {
    await createUser(db, {
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: "admin",
      emailVerified: true,
    });
    log.info({ username: admin.username }, "admin created");
  } catch (error) {
    // Another instance starting at the same moment may have created it first; a registration in that moment is refused.
    const winner = isUniqueViolation(error) ? await findByUsername(db, admin.username) : undefined;
    if (!winner) throw error;
    refuseUnlessAdmin(winner, admin.username);
  }
}

/** An admin of that name is the one an earlier start created (or an operator promoted); anything else is a conflict. */
function refuseUnlessAdmin(account: { role: string }, username: string) {
  if (account.role === "admin") return;
  throw new Error(
    `ADMIN_USERNAME "${username}" is already a registered account that start-up did not create, so it is not promoted; ${promoteHint(username)}, or choose another ADMIN_USERNAME`,
  );
}
