import type { Generated, Insertable, Selectable } from "kysely";
import type { Role } from "../../contract/accounts";
import type { Flag } from "../platform/flag";

/** Accounts' tables; timestamps are ISO-8601 UTC strings in both dialects. */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  role: Generated<Role>;
  created_at: string;
  last_login_at: string | null;
  disabled_at: string | null;
  /** Set by the registration link, an email change's confirmation or a mailed password link; null until then. */
  email_verified_at: string | null;
}

interface SessionsTable {
  id: string;
  user_id: string;
  persistent: Flag;
  created_at: string;
  /** Absolute end: sign-in + 12 hours, or + 30 days when remembered; never moved. */
  expires_at: string;
  /** What the browser and the profile's session list call this session; the id above never leaves the server. */
  public_id: string;
  last_seen_at: string;
  /** "Chrome on Windows", from the user agent at sign-in. */
  device: string | null;
  ip: string | null;
}

interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface EmailChangesTable {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  confirm_hash: string;
  undo_hash: string;
  created_at: string;
  confirm_expires_at: string;
  undo_expires_at: string;
  confirmed_at: string | null;
  /** Undone, or replaced by a newer request: the confirmation link works no more. */
  closed_at: string | null;
  /** This change, or an earlier one of its chain, was undone: the undo link is spent. */
  undone_at: string | null;
}

/** Two-step sign-in: `secret` in use once enabled, `pending_secret` while a new app is being set up (both sealed). */
interface TwoFactorTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  pending_created_at: string | null;
  enabled_at: string | null;
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  last_step: Generated<number>;
}

interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

interface LoginPendingTable {
  id: string;
  user_id: string;
  persistent: Flag;
  attempts: Generated<number>;
  expires_at: string;
}

/** An account+address that failed too often waits until `until` (ISO); `key` is "username|ip". */
interface LoginDelaysTable {
  key: string;
  until: string;
}

/** The users list's history of deleted accounts; `deleted_by` is an admin's username, null for self-service. */
interface AccountDeletionsTable {
  id: string;
  deleted_at: string;
  role: Role;
  account_created_at: string;
  deleted_by: string | null;
}

interface EmailVerificationsTable {
  id: string;
  user_id: string;
  /** The address the link was sent to: a later email change voids it. */
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Accounts per role, kept by triggers on `users` in the writing transaction; PostgreSQL spreads a role over a few slots. */
interface UserRoleCountsTable {
  role: string;
  slot: number;
  users: number | string;
}

/** Which mails a person receives (contract/mail-preferences.ts); no row means each kind's default. */
interface MailPreferencesTable {
  user_id: string;
  new_message: Flag;
  deliverable_issued: Flag;
  milestone_done: Flag;
  weekly_digest: Flag;
  lead_digest: Flag;
  /** The person's own zone for digests; null follows their company's, or the site's. */
  time_zone: string | null;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_pending: LoginPendingTable;
  login_delays: LoginDelaysTable;
  account_deletions: AccountDeletionsTable;
  email_verifications: EmailVerificationsTable;
  user_role_counts: UserRoleCountsTable;
  mail_preferences: MailPreferencesTable;
}

declare module "../platform/schema" {
  interface Database extends AccountTables {}
}
