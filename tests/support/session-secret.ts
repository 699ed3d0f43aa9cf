/** The signing key every test site and process on PostgreSQL runs with, as production must set SESSION_SECRET there. */
export const TEST_SESSION_SECRET = "test-session-secret-for-postgres-runs-0123456789";

/** SESSION_SECRET for an environment that names a PostgreSQL database, unless it sets its own. */
export const sessionSecretFor = (env: Record<string, string | undefined>) =>
  env.DATABASE_URL && !env.SESSION_SECRET ? { SESSION_SECRET: TEST_SESSION_SECRET } : {};
