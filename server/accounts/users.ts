import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../platform/database";
import type { UsersTable } from "./accounts.table";

export type UserRow = UsersTable;

const now = () => new Date().toISOString();

export function findByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
}

export function findByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(email)`, "=", email.toLowerCase()).executeTakeFirst();
}

export function findById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createUser(db: Db, user: { username: string; email: string; passwordHash: string; role?: string; fullName?: string | null }) {
  const row: UserRow = {
    id: randomUUID(),
    username: user.username,
    email: user.email,
    full_name: user.fullName ?? null,
    password_hash: user.passwordHash,
    role: user.role ?? "user",
    created_at: now(),
    last_login_at: null,
    disabled_at: null,
  };
  await db.insertInto("users").values(row).execute();
  return row;
}

export async function setRole(db: Db, id: string, role: string) {
  await db.updateTable("users").set({ role }).where("id", "=", id).execute();
}

export async function listUsers(db: Db) {
  return db.selectFrom("users").select(["username", "email", "role", "created_at", "last_login_at"]).orderBy("created_at").execute();
}

export async function touchLastLogin(db: Db, id: string) {
  const at = now();
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", id).execute();
  return at;
}

export async function updateProfile(db: Db, id: string, profile: { fullName: string | null; email: string }) {
  await db.updateTable("users").set({ full_name: profile.fullName, email: profile.email }).where("id", "=", id).execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

/** The fields the browser may see: never the hash or the id. */
export function publicUser(user: UserRow) {
  return { username: user.username, email: user.email, fullName: user.full_name, role: user.role, lastLogin: user.last_login_at };
}

/** A unique-index violation in either dialect (a concurrent registration won the race). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}
