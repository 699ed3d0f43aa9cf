import type { DocumentDetail, DocumentState, DocumentSummary, Review, Revision } from "../../contract/documents";
import type { Db } from "../platform/database";

/** What the asker may see: the firm every revision, a client none in progress (so a document only in progress is hidden). */
export type Viewer = { firm: boolean };
const visibleStates = (viewer: Viewer): DocumentState[] => (viewer.firm ? ["wip", "shared", "published", "archived"] : ["shared", "published", "archived"]);

type RevisionRow = Awaited<ReturnType<typeof revisionRows>>[number];
type DocumentRow = NonNullable<Awaited<ReturnType<typeof documentRows>>>[number];

const documentRows = (db: Db, where: { projectId: string } | { id: string }) => {
  const query = db.selectFrom("documents").selectAll();
  return ("id" in where ? query.where("id", "=", where.id) : query.where("project_id", "=", where.projectId)).orderBy("container_name").execute();
};

const revisionRows = (db: Db, documentIds: string[], viewer: Viewer) =>
  documentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("document_revisions")
        .selectAll()
        .where("document_id", "in", documentIds)
        .where("state", "in", visibleStates(viewer))
        .orderBy("sequence", "desc")
        .execute();

async function reviewsOf(db: Db, revisionIds: string[]): Promise<Map<string, Review[]>> {
  const byRevision = new Map<string, Review[]>();
  if (revisionIds.length === 0) return byRevision;
  const rows = await db.selectFrom("document_reviews").selectAll().where("revision_id", "in", revisionIds).orderBy("created_at").execute();
  for (const row of rows) {
    const list = byRevision.get(row.revision_id) ?? [];
    list.push({ id: row.id, code: row.code, comment: row.comment, reviewer: { id: row.reviewer_id, name: row.reviewer_name }, createdAt: row.created_at });
    byRevision.set(row.revision_id, list);
  }
  return byRevision;
}

const revisionView = (row: RevisionRow, reviews: Map<string, Review[]>): Revision => ({
  id: row.id,
  revision: row.revision,
  state: row.state,
  statusCode: row.status_code,
  superseded: row.superseded_at !== null,
  fileName: row.file_name,
  kind: row.kind,
  contentType: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
  thumbnail: row.thumbnail_key !== null,
  uploadedBy: { id: row.uploaded_by, name: row.uploaded_by_name },
  createdAt: row.created_at,
  reviews: reviews.get(row.id) ?? [],
});

/** The revision a person takes as current: the newest not superseded, or failing that the newest. */
const currentOf = (revisions: Revision[]) => revisions.find((r) => !r.superseded) ?? revisions[0];

function detailOf(document: DocumentRow, revisions: Revision[]): DocumentDetail | undefined {
  const current = currentOf(revisions);
  if (!current) return undefined;
  return {
    id: document.id,
    projectId: document.project_id,
    containerName: document.container_name,
    fields: {
      project: document.project_code,
      originator: document.originator,
      volume: document.volume,
      level: document.level,
      type: document.type,
      role: document.role,
      number: document.number,
    },
    title: document.title,
    current,
    updatedAt: document.updated_at,
    revisions,
  };
}

async function details(db: Db, documents: DocumentRow[], viewer: Viewer): Promise<DocumentDetail[]> {
  const revisions = await revisionRows(
    db,
    documents.map((d) => d.id),
    viewer,
  );
  const reviews = await reviewsOf(
    db,
    revisions.map((r) => r.id),
  );
  const byDocument = new Map<string, Revision[]>();
  for (const row of revisions) byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), revisionView(row, reviews)]);
  return documents.flatMap((document) => detailOf(document, byDocument.get(document.id) ?? []) ?? []);
}

/** A project's documents as the asker may see them, by container name; a client's list leaves out work in progress. */
export async function listDocuments(db: Db, projectId: string, viewer: Viewer, state?: DocumentState): Promise<DocumentSummary[]> {
  const all = await details(db, await documentRows(db, { projectId }), viewer);
  return all.filter((d) => !state || d.current.state === state).map(({ revisions: _revisions, ...summary }) => summary);
}

/** One document as the asker may see it; undefined when they may see none of its revisions. */
export async function documentDetail(db: Db, id: string, viewer: Viewer): Promise<DocumentDetail | undefined> {
  const [detail] = await details(db, await documentRows(db, { id }), viewer);
  return detail;
}

/** Whether a client may know the document exists: it has a revision beyond work in progress. */
export async function visibleToClients(db: Db, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("document_revisions")
    .select("id")
    .where("document_id", "=", documentId)
    .where("state", "!=", "wip")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
