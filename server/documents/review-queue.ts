import type { ReviewQueueItem } from "../../contract/documents";
import type { Db } from "../platform/database";

const ASKING_FOR_REVIEW = ["S3", "S4"];

/**
 * The firm's review queue: current shared or published revisions the client was asked to review (status S3 or S4,
 * or sent in a transmittal for review), those still unanswered first, then the latest answers.
 */
export async function reviewQueue(db: Db, limit = 200): Promise<{ awaiting: ReviewQueueItem[]; answered: ReviewQueueItem[] }> {
  const rows = await db
    .selectFrom("document_revisions")
    .innerJoin("documents", "documents.id", "document_revisions.document_id")
    .innerJoin("projects", "projects.id", "documents.project_id")
    .select([
      "projects.id as projectId",
      "projects.name as projectName",
      "documents.id as documentId",
      "documents.container_name as containerName",
      "documents.title",
      "document_revisions.id as revisionId",
      "document_revisions.revision",
      "document_revisions.status_code as statusCode",
      "document_revisions.shared_at as sharedAt",
    ])
    .where("document_revisions.state", "in", ["shared", "published"])
    .where("document_revisions.superseded_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("document_revisions.status_code", "in", ASKING_FOR_REVIEW),
        eb.exists(
          eb
            .selectFrom("transmittal_items")
            .innerJoin("transmittals", "transmittals.id", "transmittal_items.transmittal_id")
            .select("transmittal_items.revision_id")
            .whereRef("transmittal_items.revision_id", "=", "document_revisions.id")
            .where("transmittals.reason", "=", "review"),
        ),
      ]),
    )
    .orderBy("document_revisions.shared_at", "desc")
    .limit(limit)
    .execute();
  const ids = rows.map((row) => row.revisionId);
  const reviews = ids.length === 0 ? [] : await db.selectFrom("document_reviews").selectAll().where("revision_id", "in", ids).orderBy("created_at").execute();
  const items = rows.map((row) => ({
    ...row,
    sharedAt: row.sharedAt ?? "",
    reviews: reviews
      .filter((review) => review.revision_id === row.revisionId)
      .map((review) => ({
        id: review.id,
        code: review.code,
        comment: review.comment,
        reviewer: { id: review.reviewer_id, name: review.reviewer_name },
        createdAt: review.created_at,
      })),
  }));
  const latest = (item: ReviewQueueItem) => item.reviews.at(-1)?.createdAt ?? "";
  return {
    // Oldest first: the request that has waited longest is answered first.
    awaiting: items.filter((item) => item.reviews.length === 0).reverse(),
    answered: items.filter((item) => item.reviews.length > 0).sort((a, b) => latest(b).localeCompare(latest(a))),
  };
}
