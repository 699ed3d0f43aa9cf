/** Table shapes as Kysely sees them; timestamps are ISO-8601 UTC strings in both dialects. */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  role: string;
  created_at: string;
  last_login_at: string | null;
}

export interface Database {
  users: UsersTable;
}
