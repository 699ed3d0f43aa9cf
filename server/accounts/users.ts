import { endSessions } from "./sessions/sessions";
import { randomUUID } from "node:crypto";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { PublicUser, Role } from "../../contract/accounts";
import { beyond, cappedCount, keysetPage, type PagePosition } from "../platform/keyset";
import { isPostgres } from "../platform/database";
import type { Database } from "../platform/schema";
import { ftsContains, likePattern, TRIGRAM } from "../platform/text-search";
import type { NewUser, UserRow } from "./accounts.table";

export type { UserRow };
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

export function findByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(username)`, "=", username.toLowerCase()).executeTakeFirst();
}

export function findByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(email)`, "=", email.toLowerCase()).executeTakeFirst();
}

export function findById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** `emailVerified`: the address is the operator's own (bootstrap, admin command); registrations verify by link. */
export async function createUser(
  db: Db,
  user: { username: string; email: string; passwordHash: string; role?: Role; fullName?: string | null; emailVerified?: boolean },
) {
  const at = now();
  const row = {
    id: randomUUID(),
    username: user.username,
    email: user.email,
    full_name: user.fullName ?? null,
    password_hash: user.passwordHash,
    role: user.role ?? "user",
    created_at: at,
    last_login_at: null,
    disabled_at: null,
    email_verified_at: user.emailVerified ? at : null,
  } satisfies NewUser;
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

/** The mailed link proved the address: an invitation or a reset opened from it. */
export async function markEmailVerified(db: Db, id: string) {
  await db.updateTable("users").set({ email_verified_at: now() }).where("id", "=", id).where("email_verified_at", "is", null).execute();
}

/** A free username from an email's local part, for accounts people sign in to with their email. */
export async function freeUsernameFor(db: Db, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, 40)
    .padEnd(3, "0");
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    if (!(await findByUsername(db, candidate))) return candidate;
  }
}

/** The fields the browser may see: never the hash or the id. */
export function publicUser(user: Pick<SignedInUser, "username" | "email" | "fullName" | "role" | "lastLogin">): PublicUser {
  return { username: user.username, email: user.email, fullName: user.fullName, role: user.role, lastLogin: user.lastLogin };
}

/** The account columns a signed-in request needs: never the password hash. */
export const signedInColumns = ["id", "username", "email", "full_name", "role", "last_login_at", "disabled_at"] as const;

export function signedInUser(row: Pick<UserRow, (typeof signedInColumns)[number]>, sessionId: string, sessionPublicId: string): SignedInUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    lastLogin: row.last_login_at,
    sessionId,
    sessionPublicId,
  };
}

export type UserSearch = {
  search?: string;
  sort: "username" | "email" | "role" | "createdAt" | "lastLogin";
  order: "asc" | "desc";
} & PagePosition;
/** Each sort has an index on it and id; a never-signed-in account sorts as the earliest last login on both databases. */
type SortedRow = Pick<UserRow, "username" | "email" | "role" | "created_at" | "last_login_at">;
const sortKeys = {
  username: { sort: sql.ref("username"), of: (r: SortedRow) => r.username },
  email: { sort: sql.ref("email"), of: (r: SortedRow) => r.email },
  role: { sort: sql.ref("role"), of: (r: SortedRow) => r.role },
  createdAt: { sort: sql.ref("created_at"), of: (r: SortedRow) => r.created_at },
  lastLogin: { sort: sql`coalesce(last_login_at, '')`, of: (r: SortedRow) => r.last_login_at ?? "" },
} as const;
const userColumns = ["id", "username", "email", "full_name", "role", "created_at", "last_login_at", "disabled_at"] as const;
export type ListedUser = {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: string;
  lastLogin: string | null;
  disabledAt: string | null;
};
const listed = (r: Pick<UserRow, (typeof userColumns)[number]>): ListedUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  fullName: r.full_name,
  role: r.role,
  createdAt: r.created_at,
  lastLogin: r.last_login_at,
  disabledAt: r.disabled_at,
});

/** The migration's trigram index covers exactly this expression on PostgreSQL; a search term has no line break, so no match spans two columns. */
const USER_SEARCH_TEXT = sql.raw(`lower(username || chr(10) || email || chr(10) || coalesce(full_name, ''))`);

/** Accounts whose username, email or name contains the term in any case, found through the trigram index where one applies (decision 027). */
function matching(db: Db, search?: string) {
  const query = db.selectFrom("users");
  const term = search?.trim();
  if (!term) return query;
  if (isPostgres(db)) return query.where(sql<SqlBool>`${USER_SEARCH_TEXT} like ${likePattern(term)} escape '\\'`);
  if ([...term].length >= TRIGRAM) return query.where(ftsContains("users", "users_search", term));
  return query.where((eb) =>
    eb.or(["username", "email", "full_name"].map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${likePattern(term)} escape '\\'`))),
  );
}

/** One page of accounts for the admin console, by key; the count stops at the cap; never the hash. */
export async function searchUsers(
  db: Db,
  options: UserSearch,
): Promise<{ users: ListedUser[]; total: number; capped: boolean; next: string | null; previous: string | null }> {
  const query = matching(db, options.search);
  const key = sortKeys[options.sort];
  const [page, count] = await Promise.all([keysetPage(query.select(userColumns), { ...options, sort: key.sort, keyOf: key.of }), cappedCount(db, query)]);
  return { users: page.rows.map(listed), ...count, next: page.next, previous: page.previous };
}

/** Every matching account in the chosen order, read by key a batch at a time for the CSV export. */
export async function* eachUser(db: Db, options: Pick<UserSearch, "search" | "sort" | "order">, batch = 500): AsyncGenerator<ListedUser> {
  const key = sortKeys[options.sort];
  const query = matching(db, options.search).select(userColumns).orderBy(key.sort, options.order).orderBy(sql.ref("id"), options.order).limit(batch);
  let last: [string, string] | undefined;
  for (;;) {
    const rows = await (last ? query.where(beyond(key.sort, last, options.order)) : query).execute();
    yield* rows.map(listed);
    const end = rows.at(-1);
    if (!end || rows.length < batch) return;
    last = [key.of(end), end.id];
  }
}

export async function findListedUser(db: Db, id: string): Promise<ListedUser | undefined> {
  const row = await db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
  return row && listed(row);
}

/** What another feature may know of an account it refers to: who it is and how to reach them, never a secret. */
export type AccountCard = { id: string; fullName: string | null; username: string; email: string; role: Role; active: boolean; lastLogin: string | null };

/** The accounts behind these ids in one query; an id whose account is gone is simply missing from the map. */
export async function accountCards(db: Db, ids: readonly string[]): Promise<Map<string, AccountCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "full_name", "username", "email", "role", "disabled_at", "last_login_at"])
    .where("id", "in", unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, fullName: r.full_name, username: r.username, email: r.email, role: r.role, active: !r.disabled_at, lastLogin: r.last_login_at },
    ]),
  );
}

/** All accounts (from the counters the triggers on `users` keep), and those created at or after `since` (an ISO instant), by the date index. */
export async function countUsers(db: Db, since: string): Promise<{ total: number; since: number }> {
  const [total, recent] = await Promise.all([
    db
      .selectFrom("user_role_counts")
      .select((eb) => eb.fn.sum<number | string>("users").as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("users")
      .where("created_at", ">=", since)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n ?? 0), since: Number(recent.n) };
}

export async function recentSignups(db: Db, limit = 5) {
  const rows = await db.selectFrom("users").select(["username", "created_at"]).orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((r) => ({ username: r.username, createdAt: r.created_at }));
}

export class LastAdminError extends Error {}

/**
 * Changes role or disabled state in the caller's transaction; refuses (LastAdminError) when that would leave no
 * enabled admin. The first statement write-locks every admin row, so a concurrent change waits and then counts
 * what this one left.
 */
export async function changeAccess(trx: Db, id: string, change: { role?: Role; disabled?: boolean }): Promise<boolean> {
  await lockAdmins(trx);
  const target = await trx.selectFrom("users").select(["role", "disabled_at"]).where("id", "=", id).executeTakeFirst();
  if (!target) return false;
  const losesAdmin = target.role === "admin" && !target.disabled_at && ((change.role !== undefined && change.role !== "admin") || change.disabled === true);
  if (losesAdmin) await requireAnotherAdmin(trx, id);
  const set: { role?: Role; disabled_at?: string | null } = {};
  if (change.role) set.role = change.role;
  if (change.disabled !== undefined) set.disabled_at = change.disabled ? (target.disabled_at ?? now()) : null;
  await trx.updateTable("users").set(set).where("id", "=", id).execute();
  if (change.disabled) await endSessions(trx, id);
  return true;
}

/** Write-locks every admin row, so concurrent changes that each leave one admin run one after the other. */
async function lockAdmins(trx: Db) {
  await trx.updateTable("users").set({ role: sql`role` }).where("role", "=", "admin").execute();
}

async function requireAnotherAdmin(trx: Db, id: string) {
  const others = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("id", "!=", id)
    .executeTakeFirstOrThrow();
  if (Number(others.n) < 1) throw new LastAdminError();
}

/** Inside a transaction that deletes the account `id`: refuses (LastAdminError) when it is the last enabled admin. */
export async function keepAnotherAdmin(trx: Db, id: string, role: Role) {
  if (role !== "admin") return;
  await lockAdmins(trx);
  await requireAnotherAdmin(trx, id);
}

export type FirmPerson = { id: string; name: string; email: string };

/** The firm's active people (admins and staff), by name: who may own a lead or coordinate a project. */
export async function listFirmPeople(db: Db): Promise<FirmPerson[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "full_name", "username", "email"])
    .where("role", "in", ["admin", "staff"])
    .where("disabled_at", "is", null)
    .orderBy(sql`lower(coalesce(full_name, username))`)
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.full_name ?? r.username, email: r.email }));
}
