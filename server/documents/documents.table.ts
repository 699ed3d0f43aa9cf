import type { ColumnType, Generated } from "kysely";
import type { Flag } from "../platform/flag";
import type { AuditAction, DocumentState, FileKind, ReviewCode, TransmittalReason } from "../../contract/documents";

/** A byte count: bigint on PostgreSQL, which its driver hands back as a string, so it is read through Number(). */
type Bytes = ColumnType<number | string, number, number>;

/** The documents feature's tables (decisions 037, 038); timestamps are ISO-8601 UTC strings in both dialects. */
interface DocumentNamingRulesTable {
  project_id: string;
  /** JSON of NamingRules. */
  rules: string;
  updated_at: string;
}

interface DocumentsTable {
  id: string;
  project_id: string;
  /** PRJ-ORG-VOL-LVL-TYP-ROL-NUMBER, unique in its project. */
  container_name: string;
  project_code: string;
  originator: string;
  volume: string;
  level: string;
  type: string;
  role: string;
  number: string;
  title: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

interface DocumentRevisionsTable {
  id: string;
  document_id: string;
  /** Order of creation in the document, from 1. */
  sequence: number;
  /** P01, P02.1, C01. */
  revision: string;
  state: DocumentState;
  status_code: string;
  /** The file's key in storage; every revision keeps its own file. */
  storage_key: string;
  file_name: string;
  kind: FileKind;
  content_type: string;
  size: Bytes;
  sha256: string | null;
  /** The thumbnail's key in storage (WebP), once the thumbnail job has made one; PDFs and common images only. */
  thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by: string | null;
  uploaded_by_name: string;
  created_at: string;
  /** When it first became visible to the client (shared or published). */
  shared_at: string | null;
  superseded_at: string | null;
}

interface DocumentReviewsTable {
  id: string;
  revision_id: string;
  document_id: string;
  reviewer_id: string | null;
  reviewer_name: string;
  code: ReviewCode;
  comment: string;
  created_at: string;
}

/** Who did what to a document and when; the audit the CSV exports. Names are kept as they were. */
interface DocumentEventsTable {
  id: string;
  document_id: string;
  project_id: string;
  revision_id: string | null;
  revision: string | null;
  actor_id: string | null;
  actor_name: string;
  action: AuditAction;
  detail: string;
  at: string;
}

/** A file on its way in: a resumable upload being received, or a finished one not yet made a revision. */
interface DocumentUploadsTable {
  /** The tus upload id, which is also the file's storage key. */
  id: string;
  project_id: string;
  created_by: string;
  file_name: string;
  /** Declared length. */
  size: Bytes;
  status: "receiving" | "complete";
  kind: FileKind | null;
  content_type: string | null;
  sha256: string | null;
  /** hash-wasm's saved SHA-256 state (base64) after `hashed_bytes`, so a resumed upload's checksum carries on. */
  hash_state: string | null;
  hashed_bytes: Bytes;
  /** The request holding the upload (tus's lock, shared by every instance through the database) and until when. */
  locked_by: string | null;
  locked_until: string | null;
  /** Another request asked for the lock: the holder lets go, as tus asks of a lock. */
  release_requested: Generated<Flag>;
  created_at: string;
  expires_at: string;
}

interface TransmittalsTable {
  id: string;
  project_id: string;
  sequence: number;
  number: string;
  reason: TransmittalReason;
  message: string;
  sent_by: string | null;
  sent_by_name: string;
  sent_at: string;
}

interface TransmittalItemsTable {
  transmittal_id: string;
  revision_id: string;
  document_id: string;
  position: number;
}

interface TransmittalRecipientsTable {
  transmittal_id: string;
  user_id: string;
  name: string;
  email: string;
  acknowledged_at: string | null;
}

/** Files to remove once their retention ends (a deleted project's). */
interface FilePurgesTable {
  storage_key: string;
  purge_after: string;
  reason: string;
  created_at: string;
}

export interface DocumentTables {
  document_naming_rules: DocumentNamingRulesTable;
  documents: DocumentsTable;
  document_revisions: DocumentRevisionsTable;
  document_reviews: DocumentReviewsTable;
  document_events: DocumentEventsTable;
  document_uploads: DocumentUploadsTable;
  transmittals: TransmittalsTable;
  transmittal_items: TransmittalItemsTable;
  transmittal_recipients: TransmittalRecipientsTable;
  file_purges: FilePurgesTable;
}

declare module "../platform/schema" {
  interface Database extends DocumentTables {}
}
