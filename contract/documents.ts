import * as z from "zod";
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE, SINGLE_LINE } from "./text";

/**
 * Documents and models: ISO 19650 information containers, their revisions, transmittals and reviews
 * (decisions 037 and 038). What the server answers and the screens show.
 */
export const documentMessages = {
  created: "Document created.",
  revisionAdded: "Revision {revision} added.",
  stateChanged: "{revision} is now {state}.",
  transmittalSent: "Transmittal {number} sent to {count}.",
  acknowledged: "Transmittal {number} acknowledged.",
  reviewed: "Review recorded.",
  rulesSaved: "Naming rules saved.",
  settingsSaved: "Document settings saved.",
  notFound: "Document not found.",
  revisionNotFound: "Revision not found.",
  noThumbnail: "This revision has no thumbnail.",
  transmittalNotFound: "Transmittal not found.",
  uploadNotFound: "This upload is unknown, incomplete or already used. Upload the file again.",
  nameTaken: "A document with this name already exists on the project.",
  typeRefused: "This kind of file is not accepted. Upload IFC, PDF, DWG, RVT, NWD/NWC, XLSX, DOCX, ZIP, BCF or an image.",
  extensionMismatch: "The file's content does not match its name: {name} holds {kind}.",
  tooLarge: "A file may be at most {limit}.",
  formTooLarge: "Files over 100 MB go through the resumable upload.",
  quotaExceeded: "This project's storage quota ({quota}) would be exceeded. Remove old uploads or ask an admin to raise it.",
  fileMissing: "Attach the file in the field 'file'.",
  transitionRefused: "A revision in {from} cannot become {to}.",
  codeRefused: "{code} is not a status code for {state}.",
  notShared: "Only shared or published revisions can be sent or reviewed.",
  superseded: "{revision} is superseded by a later revision.",
  projectDeleted: "Project {code} deleted. Its files are removed after {days} days.",
  alreadyReviewed: "You have already reviewed {revision}.",
  commentRequired: "Say what needs to change: codes B and C need a comment.",
  notRecipient: "Only the people it was sent to can acknowledge a transmittal.",
  unknownRecipient: "Choose recipients from the client's people on this project.",
  namingRefused: "The document's name does not follow the project's naming rules.",
  statusCodeRequired: "Choose a status code for {state}.",
  statusCodeMissing: "Choose a status code",
} as const;

/** The largest file the resumable upload takes, and the largest sent with the form itself. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
export const FORM_UPLOAD_BYTES = 100 * 1024 ** 2;
/** A resumable upload not finished in this time is removed with its bytes. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How long a download link works once handed out. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** The tus endpoint for a project's resumable uploads (POST to create, then PATCH/HEAD on the Location it answers). */
export const uploadsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/uploads`;
/** Thumbnails are about this wide (WebP); the screens show them in a box of this size so nothing shifts as they load. */
export const THUMBNAIL_WIDTH = 320;
/** A revision's thumbnail (an image the browser loads by itself, so a plain address rather than a JSON call). */
export const thumbnailPath = (documentId: string, revisionId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/thumbnail?revision=${encodeURIComponent(revisionId)}`;
/** Where a mail's link opens a document or transmittal in the portal. */
export const documentLink = (projectId: string, documentId: string) => `/projects/${projectId}?document=${documentId}`;
export const transmittalLink = (projectId: string, transmittalId: string) => `/projects/${projectId}?transmittal=${transmittalId}`;

/** The files a common data environment takes, each recognized by its bytes (decision 037). */
export const fileKinds = ["ifc", "pdf", "dwg", "rvt", "nwd", "xlsx", "docx", "zip", "bcf", "image"] as const;
export type FileKind = (typeof fileKinds)[number];
export const fileKindLabels: Record<FileKind, string> = {
  ifc: "IFC model",
  pdf: "PDF",
  dwg: "DWG drawing",
  rvt: "Revit model",
  nwd: "Navisworks model",
  xlsx: "Excel workbook",
  docx: "Word document",
  zip: "ZIP archive",
  bcf: "BCF issues",
  image: "Image",
};

/** ISO 19650 states of an information container's revision, in the order they move. */
export const documentStates = ["wip", "shared", "published", "archived"] as const;
export type DocumentState = (typeof documentStates)[number];
export const documentStateLabels: Record<DocumentState, string> = {
  wip: "Work in progress",
  shared: "Shared",
  published: "Published",
  archived: "Archived",
};

/** Status codes of the UK National Annex used here, by the state they belong to (decision 038). */
const stageNumbers = ["1", "2", "3", "4", "5", "6", "7"] as const;
export const statusCodesByState = {
  wip: ["S0"],
  shared: ["S1", "S2", "S3", "S4"],
  published: [...stageNumbers.map((n) => `A${n}`), ...stageNumbers.map((n) => `B${n}`), "CR"],
  archived: [],
} as const satisfies Record<DocumentState, readonly string[]>;
const statusCodes = [...statusCodesByState.wip, ...statusCodesByState.shared, ...statusCodesByState.published] as [string, ...string[]];
export const statusCodeSchema = z.enum(statusCodes, { error: "Choose a status code such as S2, A1 or CR." });
export type StatusCode = z.infer<typeof statusCodeSchema>;
const statusWords: Record<string, string> = {
  S0: "Initial status (work in progress)",
  S1: "Suitable for coordination",
  S2: "Suitable for information",
  S3: "Suitable for review and comment",
  S4: "Suitable for stage approval",
  CR: "As constructed record",
};
/** "S3 – Suitable for review and comment", "A2 – Authorized and accepted (stage 2)". */
export function statusCodeLabel(code: string): string {
  const stage = /^([AB])(\d)$/.exec(code);
  if (stage) return `${code} – ${stage[1] === "A" ? "Authorized and accepted" : "Partially authorized, with comments"} (stage ${stage[2]})`;
  return `${code} – ${statusWords[code] ?? code}`;
}
export const isStatusCodeOf = (state: DocumentState, code: string) => (statusCodesByState[state] as readonly string[]).includes(code);

/** A client's answer to a shared revision. */
export const reviewCodes = ["A", "B", "C"] as const;
export type ReviewCode = (typeof reviewCodes)[number];
export const reviewCodeLabels: Record<ReviewCode, string> = {
  A: "A – Accepted",
  B: "B – Accepted with comments",
  C: "C – Rejected, revise and resubmit",
};

export const transmittalReasons = ["information", "review", "construction"] as const;
export type TransmittalReason = (typeof transmittalReasons)[number];
export const transmittalReasonLabels: Record<TransmittalReason, string> = {
  information: "For information",
  review: "For review",
  construction: "For construction",
};

/** The container name's fields, in the order the name is written: PRJ-ORG-VOL-LVL-TYP-ROL-NUMBER. */
export const containerFields = ["project", "originator", "volume", "level", "type", "role", "number"] as const;
export type ContainerField = (typeof containerFields)[number];
export const containerFieldLabels: Record<ContainerField, string> = {
  project: "Project",
  originator: "Originator",
  volume: "Volume / system",
  level: "Level / location",
  type: "Type",
  role: "Role",
  number: "Number",
};
export type ContainerName = Record<ContainerField, string>;
export const containerNameOf = (fields: ContainerName) => containerFields.map((field) => fields[field]).join("-");

const code = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{${min},${max}}$`), `${label}: ${min === max ? min : `${min} to ${max}`} letters or digits`);
const codeList = (label: string, min: number, max: number) =>
  z
    .array(code(label, min, max))
    .min(1, `List at least one ${label.toLowerCase()} code`)
    .max(200)
    .transform((list) => [...new Set(list)]);

/** What a project accepts in each field of a container name (UK National Annex field lengths). */
export const namingRulesSchema = z.object({
  project: code("Project", 2, 6),
  originators: codeList("Originator", 3, 6),
  volumes: codeList("Volume", 1, 2),
  levels: codeList("Level", 1, 3),
  types: codeList("Type", 2, 2),
  roles: codeList("Role", 1, 2),
  numberDigits: z.number().int().min(4).max(6),
});
export type NamingRules = z.infer<typeof namingRulesSchema>;

/** The UK National Annex's information types and roles: a project starts with these and may narrow them. */
export const standardTypes = ["M2", "M3", "DR", "SP", "SH", "RP", "CA", "SC", "MR", "CR", "PP", "VS"] as const;
export const standardRoles = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "K", "L", "M", "P", "Q", "S", "T", "W", "X", "Y", "Z"] as const;

const line = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(min, message).max(max, message);
const id = z.string().min(1).max(64).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
const comment = z.string().regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE).trim().max(5000, "A comment holds at most 5,000 characters");

export const documentIdParams = z.object({ id });
/** Fields of a container name as sent; each is checked against the project's naming rules by the server. */
const containerInput = z.object({
  project: z.string().trim().toUpperCase().max(6),
  originator: z.string().trim().toUpperCase().max(6),
  volume: z.string().trim().toUpperCase().max(2),
  level: z.string().trim().toUpperCase().max(3),
  type: z.string().trim().toUpperCase().max(2),
  role: z.string().trim().toUpperCase().max(2),
  number: z.string().trim().max(6),
});
/** Created in progress (staff only) unless shared at once; the file comes from a finished upload. */
export const documentInput = containerInput.extend({
  title: line(2, 200, "Title must be 2 to 200 characters"),
  uploadId: id,
  state: z.enum(["wip", "shared"]).default("wip"),
  statusCode: statusCodeSchema.optional(),
});
export type DocumentInput = z.input<typeof documentInput>;
export const revisionInput = z.object({
  uploadId: id,
  state: z.enum(["wip", "shared"]).default("wip"),
  statusCode: statusCodeSchema.optional(),
});
export const stateInput = z.object({
  /** The revision to move; the document's newest revision when left out. */
  revisionId: id.optional(),
  state: z.enum(["shared", "published", "archived"]),
  statusCode: statusCodeSchema.optional(),
});
export const downloadQuery = z.object({
  /** An older revision; the newest the asker may see when left out. */
  revision: id.optional(),
  /** `link`: answer the short-lived URL as JSON (for viewers) instead of redirecting to it. */
  as: z.enum(["redirect", "link"]).default("redirect"),
});
export const thumbnailQuery = z.object({
  /** An older revision; the newest the asker may see when left out. */
  revision: id.optional(),
});
export const documentListQuery = z.object({ state: z.enum(documentStates).optional() });
export const transmittalInput = z.object({
  reason: z.enum(transmittalReasons, { error: "Choose why the files are sent" }),
  revisionIds: z.array(id).min(1, "Choose at least one document").max(200),
  recipientIds: z.array(id).min(1, "Choose at least one recipient").max(50),
  message: comment.optional(),
});
export const reviewInput = z
  .object({
    /** The revision answered; the document's newest shared revision when left out. */
    revisionId: id.optional(),
    code: z.enum(reviewCodes, { error: "Choose A, B or C" }),
    comment: comment.default(""),
  })
  .refine((review) => review.code === "A" || review.comment.length > 0, { message: documentMessages.commentRequired, path: ["comment"] });
export const documentSettingsInput = z.object({
  /** Per project, in whole gigabytes. */
  projectQuotaGb: z.number().int().min(1).max(100_000),
  /** How long a deleted project's files are kept before they are removed. */
  retentionDays: z.number().int().min(0).max(3650),
});
export type DocumentSettings = z.infer<typeof documentSettingsInput>;

const person = z.object({ id: z.string().nullable(), name: z.string() });
const reviewSchema = z.object({
  id: z.string(),
  code: z.enum(reviewCodes),
  comment: z.string(),
  reviewer: person,
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
const revisionSchema = z.object({
  id: z.string(),
  /** P01, P02.1 (work in progress), C01. */
  revision: z.string(),
  state: z.enum(documentStates),
  statusCode: z.string(),
  /** A later revision replaced this one; it stays downloadable. */
  superseded: z.boolean(),
  fileName: z.string(),
  kind: z.enum(fileKinds),
  contentType: z.string(),
  size: z.number(),
  /** Hex SHA-256 of the stored bytes; null only while a resumed upload's checksum is being computed. */
  sha256: z.string().nullable(),
  /** A thumbnail was made (PDFs' first page, common images): `thumbnailPath(documentId, id)` serves it. */
  thumbnail: z.boolean(),
  uploadedBy: person,
  createdAt: z.string(),
  reviews: z.array(reviewSchema),
});
export type Revision = z.infer<typeof revisionSchema>;
const documentSummarySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  containerName: z.string(),
  fields: z.object({
    project: z.string(),
    originator: z.string(),
    volume: z.string(),
    level: z.string(),
    type: z.string(),
    role: z.string(),
    number: z.string(),
  }),
  title: z.string(),
  /** The newest revision the asker may see (a client never sees work in progress). */
  current: revisionSchema,
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
const documentDetailSchema = documentSummarySchema.extend({
  /** Every revision the asker may see, newest first. */
  revisions: z.array(revisionSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentsResponse = z.object({ success: z.literal(true), documents: z.array(documentSummarySchema) });
export const documentResponse = z.object({ success: z.literal(true), document: documentDetailSchema });
export const documentSavedResponse = z.object({ success: z.literal(true), message: z.string(), document: documentDetailSchema });
export const downloadLinkResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  expiresAt: z.string(),
});
const namingRulesView = z.object({
  project: z.string(),
  originators: z.array(z.string()),
  volumes: z.array(z.string()),
  levels: z.array(z.string()),
  types: z.array(z.string()),
  roles: z.array(z.string()),
  numberDigits: z.number(),
});
export const namingRulesResponse = z.object({ success: z.literal(true), rules: namingRulesView });
export const namingRulesSavedResponse = namingRulesResponse.extend({ message: z.string() });

const transmittalSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** PRJ-TR-0001: the project's naming code and a number per project. */
  number: z.string(),
  reason: z.enum(transmittalReasons),
  message: z.string(),
  sentBy: person,
  sentAt: z.string(),
  recipients: z.array(person.extend({ acknowledgedAt: z.string().nullable() })),
  items: z.array(
    z.object({
      documentId: z.string(),
      revisionId: z.string(),
      containerName: z.string(),
      title: z.string(),
      revision: z.string(),
      statusCode: z.string(),
      fileName: z.string(),
      size: z.number(),
    }),
  ),
});
export type Transmittal = z.infer<typeof transmittalSchema>;
export const transmittalsResponse = z.object({ success: z.literal(true), transmittals: z.array(transmittalSchema) });
export const transmittalResponse = z.object({ success: z.literal(true), transmittal: transmittalSchema });
export const transmittalSavedResponse = transmittalResponse.extend({ message: z.string() });

const queueItemSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  documentId: z.string(),
  containerName: z.string(),
  title: z.string(),
  revisionId: z.string(),
  revision: z.string(),
  statusCode: z.string(),
  sharedAt: z.string(),
  /** Empty while the client has not answered. */
  reviews: z.array(reviewSchema),
});
export type ReviewQueueItem = z.infer<typeof queueItemSchema>;
/** The firm's review queue: revisions the client was asked to review, unanswered first. */
export const reviewQueueResponse = z.object({ success: z.literal(true), awaiting: z.array(queueItemSchema), answered: z.array(queueItemSchema) });

export const auditActions = ["uploaded", "shared", "published", "archived", "downloaded", "reviewed", "transmitted", "acknowledged"] as const;
export type AuditAction = (typeof auditActions)[number];
const auditEventSchema = z.object({
  at: z.string(),
  actor: person,
  action: z.enum(auditActions),
  revision: z.string().nullable(),
  detail: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditResponse = z.object({ success: z.literal(true), events: z.array(auditEventSchema) });
export const documentSettingsResponse = z.object({ success: z.literal(true), settings: documentSettingsInput });
export const documentSettingsSavedResponse = documentSettingsResponse.extend({ message: z.string() });
