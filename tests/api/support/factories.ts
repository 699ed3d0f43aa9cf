import { randomBytes, randomUUID } from "node:crypto";
import type { Role } from "../../../contract/accounts";
import type { LeadStatus } from "../../../contract/leads";
import type { Db } from "../../../server/platform/database";
import { hashPassword } from "../../../server/accounts/passwords/passwords";
import { SESSION } from "../../../contract/constants";
import { hashToken } from "../../../server/accounts/sessions/sessions";
import { createUser } from "../../../server/accounts/users";
import { type TestSite, Visitor } from "../harness";
import { totpCode } from "./totp";

export const FACTORY_PASSWORD = "Granite-Falcon-81";
// scrypt at full strength is slow on purpose; one hash serves every factory user of a test file.
let sharedHash: Promise<string> | null = null;
let serial = 0;

/** A user row straight in the database, as registration would leave it. */
export async function makeUser(site: Pick<TestSite, "db">, options: { role?: Role; disabled?: boolean; username?: string } = {}) {
  serial += 1;
  sharedHash ??= hashPassword(FACTORY_PASSWORD);
  const id = `${Date.now().toString(36)}${serial}`;
  const user = await createUser(site.db, {
    username: options.username ?? `member_${id}`,
    email: `member.${id}@example.com`,
    passwordHash: await sharedHash,
    role: options.role ?? "user",
  });
  if (options.disabled) await site.db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", user.id).execute();
  return { ...user, password: FACTORY_PASSWORD };
}

/** A visitor already signed in as a new user (or admin), with a session row as a login would create. */
export async function signedInVisitor(site: Pick<TestSite, "app" | "db">, options: { role?: Role; disabled?: boolean; twoFactor?: boolean } = {}) {
  const user = await makeUser(site, options);
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await site.db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      public_id: randomUUID(),
      user_id: user.id,
      persistent: 0,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION.shortMs).toISOString(),
      device: "Test agent",
      ip: "198.19.0.1",
    })
    .execute();
  serial += 1;
  const visitor = new Visitor(site.app, `198.19.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`);
  visitor.setCookie("sid", token);
  // The firm's people reach /api/admin only with two-step sign-in, so they enrol as a person would, over HTTP.
  const totpSecret = (options.twoFactor ?? user.role !== "user") ? await enrolTwoFactor(visitor) : undefined;
  return { visitor, user, totpSecret };
}

/** Sets up two-step sign-in for the visitor's account with a computed code; returns the secret and the recovery codes. */
export async function enrolTwoFactor(visitor: Visitor, password = FACTORY_PASSWORD) {
  const setup = await visitor.post("/api/user/two-factor/setup", { password });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await visitor.post("/api/user/two-factor/enable", { code: totpCode(secret) });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable answered ${enabled.statusCode}: ${enabled.body}`);
  return secret;
}

/** A lead row straight in the database, as the contact form would store it, at any date and status. */
export async function insertLead(db: Db, fields: { fullName?: string; email?: string; message?: string; createdAt?: string; status?: LeadStatus }) {
  const at = fields.createdAt ?? new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      form: "inquiry",
      page: "/contact",
      full_name: fields.fullName ?? "Test Lead",
      email: fields.email ?? "lead@example.com",
      phone: null,
      company: null,
      subject: "Subject",
      service: "bim",
      message: fields.message ?? "A message long enough.",
      privacy_accepted: 0,
      status: fields.status ?? "new",
      spam_reason: null,
      idempotency_key: null,
      fingerprint: id,
      landing_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      ip: null,
      user_agent: null,
      user_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
