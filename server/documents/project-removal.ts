import type { Db } from "../platform/database";

/**
 * Deletes a project and everything of it, in the caller's transaction: its files are handed to file_purges to go
 * once the retention has passed, then its documents (with revisions, reviews, audit), transmittals and the project
 * (with milestones and conversations). Answers the unfinished uploads, whose bytes go at once.
 */
export async function removeProject(trx: Db, projectId: string, retentionDays: number, now = new Date()) {
  const purgeAfter = new Date(now.getTime() + retentionDays * 24 * 60 * 60_000).toISOString();
  const files = await trx
    .selectFrom("document_revisions")
    .innerJoin("documents", "documents.id", "document_revisions.document_id")
    .select(["document_revisions.storage_key", "document_revisions.thumbnail_key"])
    .where("documents.project_id", "=", projectId)
    .execute();
  const keys = files.flatMap((file) => (file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key]));
  for (const storage_key of keys) {
    await trx
      .insertInto("file_purges")
      .values({ storage_key, purge_after: purgeAfter, reason: `project ${projectId} deleted`, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("storage_key").doNothing())
      .execute();
  }
  const uploads = await trx.selectFrom("document_uploads").select("id").where("project_id", "=", projectId).execute();
  await trx.deleteFrom("transmittals").where("project_id", "=", projectId).execute();
  await trx.deleteFrom("documents").where("project_id", "=", projectId).execute();
  await trx.deleteFrom("document_uploads").where("project_id", "=", projectId).execute();
  await trx.deleteFrom("projects").where("id", "=", projectId).execute();
  return { files: files.length, uploads: uploads.map((u) => u.id) };
}
