import type { JobTables } from "./jobs.table";
import type { PlatformSecretTables } from "./platform-secrets.table";
import type { RateLimitTables } from "./rate-limits.table";

/**
 * The whole database as Kysely sees it. The platform's tables are named here; each feature adds its own from its
 * `*.table.ts` by declaration merging, so the platform imports no feature.
 */
export interface Database extends JobTables, PlatformSecretTables, RateLimitTables {}
