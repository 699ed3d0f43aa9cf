import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { type PublicUser, type Role, roleSchema } from "../../contract/accounts";
import type { Database } from "../platform/schema";
import type { UsersTable } from "./accounts.table";

export type UserRow = UsersTable;
type Db = Kysely<Database>;

/** Who is making a request, as every feature sees it: no hash, no secret. */
export type SignedInUser = {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  role: Role;
  lastLogin: string | null;
  sessionId: string;
  /** The current session's public id, to mark "This device" in the session list. */
  sessionPublicId: string;
};

const now = () => new Date().toISOString();
export const asRole = (value: string): Role => (roleSchema.safeParse(value).data ?? "user");

export function findByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
}

export function findByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(email)`, "=", email.toLowerCase()).executeTakeFirst();
}

export function findById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createUser(db: Db, user: { username: string; email: string; passwordHash: string; role?: Role; fullName?: string | null }) {
  const row: UserRow = {
    id: randomUUID(), username: user.username, email: user.email, full_name: user.fullName ?? null, password_hash: user.passwordHash,
    role: user.role ?? "user", created_at: now(), last_login_at: null, disabled_at: null,
  };
  await db.insertInto("users").values(row).execute();
  return row;
}

export async function setRole(db: Db, id: string, role: Role) {
  await db.updateTable("users").set({ role }).where("id", "=", id).execute();
}

export async function listUsers(db: Db) {
  return db.selectFrom("users").select(["username", "email", "role", "created_at", "last_login_at", "disabled_at"]).orderBy("created_at").execute();
}

export async function touchLastLogin(db: Db, id: string) {
  const at = now();
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", id).execute();
  return at;
}

/** The name only: a new email takes effect through its confirmation link (email-changes.ts). */
export async function updateProfile(db: Db, id: string, profile: { fullName: string | null }) {
  await db.updateTable("users").set({ full_name: profile.fullName }).where("id", "=", id).execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** The fields the browser may see: never the hash or the id. */
export function publicUser(user: Pick<SignedInUser, "username" | "email" | "fullName" | "role" | "lastLogin">): PublicUser {
  return { username: user.username, email: user.email, fullName: user.fullName, role: user.role, lastLogin: user.lastLogin };
}

export function signedInUser(row: UserRow, sessionId: string, sessionPublicId: string): SignedInUser {
  return { id: row.id, username: row.username, email: row.email, fullName: row.full_name, role: asRole(row.role), lastLogin: row.last_login_at, sessionId, sessionPublicId };
}
