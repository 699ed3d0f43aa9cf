import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { weakPasswordReason } from "./password-policy";
import { hashPassword } from "./passwords";
import { createUser, findByEmail, findByUsername, setRole } from "./users";

/**
 * ADMIN_USERNAME/EMAIL/PASSWORD: create that admin when the name is free; promote an existing account of that
 * name only when its email is ADMIN_EMAIL, so registering the name first never makes a stranger admin.
 */
export async function bootstrapAdmin(db: Db, admin: { username: string; email: string; password: string } | undefined, log: FastifyBaseLogger) {
  if (!admin) return;
  const weak = await weakPasswordReason(admin.password, admin);
  if (weak) throw new Error(`Invalid environment variable ADMIN_PASSWORD: ${weak}`);
  const existing = await findByUsername(db, admin.username);
  if (existing) {
    if (existing.email.toLowerCase() !== admin.email.toLowerCase()) {
      throw new Error(`ADMIN_USERNAME "${admin.username}" belongs to an account with a different email than ADMIN_EMAIL; choose another username or promote it with "npm run admin -- promote ${admin.username}"`);
    }
    if (existing.role !== "admin") {
      await setRole(db, existing.id, "admin");
      log.info({ username: admin.username }, "promoted to admin");
    }
    return;
  }
  const emailOwner = await findByEmail(db, admin.email);
  if (emailOwner) {
    throw new Error(`ADMIN_EMAIL is already used by the account "${emailOwner.username}", not by ADMIN_USERNAME "${admin.username}"`);
  }
  try {
    await createUser(db, { username: admin.username, email: admin.email, passwordHash: await hashPassword(admin.password), role: "admin", emailVerified: true });
    log.info({ username: admin.username }, "admin created");
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if (!isUniqueViolation(error) || !(await findByUsername(db, admin.username))) throw error;
  }
}
