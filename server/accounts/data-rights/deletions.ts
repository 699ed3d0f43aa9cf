import { randomUUID } from "node:crypto";
import type { Role } from "../../../contract/accounts";
import type { Db } from "../../platform/database";

/** One line of the users list's history: `deletedBy` is null when the owner deleted the account themselves. */
export type AccountDeletion = { deletedAt: string; role: Role; accountCreatedAt: string; deletedBy: string | null };

/** Written in the deletion's transaction; keeps no name, email or id of the account. */
export async function recordDeletion(trx: Db, account: { role: Role; createdAt: string }, deletedBy: string | null = null) {
  await trx
    .insertInto("account_deletions")
    .values({
      id: randomUUID(),
      deleted_at: new Date().toISOString(),
      role: account.role,
      account_created_at: account.createdAt,
      deleted_by: deletedBy,
    })
    .execute();
}

/** The newest deletions first, for the admin console. */
export async function recentDeletions(db: Db, limit = 50): Promise<AccountDeletion[]> {
  const rows = await db.selectFrom("account_deletions").selectAll().orderBy("deleted_at", "desc").limit(limit).execute();
  return rows.map((r) => ({ deletedAt: r.deleted_at, role: r.role, accountCreatedAt: r.account_created_at, deletedBy: r.deleted_by }));
}
