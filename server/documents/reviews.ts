import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { type DocumentDetail, documentLink, documentMessages, reviewCodeLabels, type reviewInput } from "../../contract/documents";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { HttpError } from "../platform/errors";
import { otherSide } from "../portal/message-recipients";
import type { ProjectAccess } from "../portal/project-access";
import { type Actor, recordEvent } from "./audit";

/** A client's answer to a shared revision: A, B or C with comments, once per person and revision; the coordinator is told. */
export async function recordReview(
  app: FastifyInstance,
  db: Db,
  config: Config,
  { document, project, input, reviewer }: { document: DocumentDetail; project: ProjectAccess["project"]; input: z.output<typeof reviewInput>; reviewer: Actor },
) {
  const revision = input.revisionId ? document.revisions.find((r) => r.id === input.revisionId) : document.current;
  if (!revision) throw new HttpError(404, documentMessages.revisionNotFound);
  if (revision.state !== "shared" && revision.state !== "published") throw new HttpError(409, documentMessages.notShared);
  if (revision.superseded) throw new HttpError(409, documentMessages.superseded.replace("{revision}", revision.revision));
  const recipients = await otherSide(db, project, null, false, reviewer.id ?? "");
  const { reviewMail } = await import("./document-mails");
  const mail = await reviewMail({
    projectName: project.name,
    containerName: document.containerName,
    revision: revision.revision,
    code: input.code,
    comment: input.comment,
    reviewer: reviewer.name,
    link: `${config.publicUrl}${documentLink(project.id, document.id)}`,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("document_reviews")
        .values({
          id: randomUUID(),
          revision_id: revision.id,
          document_id: document.id,
          reviewer_id: reviewer.id,
          reviewer_name: reviewer.name,
          code: input.code,
          comment: input.comment,
          created_at: new Date().toISOString(),
        })
        .execute();
      const detail = input.comment ? `${reviewCodeLabels[input.code]}: ${input.comment.slice(0, 500)}` : reviewCodeLabels[input.code];
      await recordEvent(trx, { documentId: document.id, projectId: project.id, revision, actor: reviewer, action: "reviewed", detail });
      for (const to of recipients) await app.mail.enqueue(trx, { to, ...mail });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, documentMessages.alreadyReviewed.replace("{revision}", revision.revision));
    throw error;
  }
  if (recipients.length > 0) app.jobs.wake();
}
