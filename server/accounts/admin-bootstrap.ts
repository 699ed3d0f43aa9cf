import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../platform/database";
import { hashPassword } from "./passwords";
import { createUser, findByUsername, setRole } from "./users";

/** ADMIN_USERNAME/EMAIL/PASSWORD: create that admin, or promote the existing user of that name. */
export async function bootstrapAdmin(db: Db, admin: { username: string; email: string; password: string } | undefined, log: FastifyBaseLogger) {
  if (!admin) return;
  const existing = await findByUsername(db, admin.username);
  if (existing) {
    if (existing.role !== "admin") {
      await setRole(db, existing.id, "admin");
      log.info({ username: admin.username }, "promoted to admin");
    }
    return;
  }
  try {
    await createUser(db, { username: admin.username, email: admin.email, passwordHash: await hashPassword(admin.password), role: "admin" });
    log.info({ username: admin.username }, "admin created");
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    const raced = await findByUsername(db, admin.username);
    if (!raced) throw error;
  }
}
