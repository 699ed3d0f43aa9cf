import { messageResponse } from "../api";
import {
  auditResponse,
  documentIdParams,
  documentInput,
  documentListQuery,
  documentResponse,
  documentSavedResponse,
  documentSettingsInput,
  documentSettingsResponse,
  documentSettingsSavedResponse,
  documentsResponse,
  downloadLinkResponse,
  downloadQuery,
  namingRulesResponse,
  namingRulesSavedResponse,
  namingRulesSchema,
  reviewInput,
  reviewQueueResponse,
  revisionInput,
  stateInput,
  thumbnailQuery,
  transmittalInput,
  transmittalResponse,
  transmittalSavedResponse,
  transmittalsResponse,
} from "../documents";
import { defineEndpoint } from "../endpoint";
import { idParams } from "../portal";

/**
 * A project's documents (ISO 19650 information containers). The file itself comes first: a resumable upload to
 * `uploadsPath(projectId)` (tus), or under 100 MB the field `file` of a multipart/form-data post to `create` or
 * `addRevision`; the JSON body then names the finished upload by `uploadId`.
 */
export const documentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/projects/:id/documents",
    params: idParams,
    query: documentListQuery,
    responses: { 200: documentsResponse },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/projects/:id/documents",
    params: idParams,
    body: documentInput,
    responses: { 201: documentSavedResponse },
  }),
  detail: defineEndpoint({ method: "GET", path: "/api/documents/:id", params: documentIdParams, responses: { 200: documentResponse } }),
  addRevision: defineEndpoint({
    method: "POST",
    path: "/api/documents/:id/revisions",
    params: documentIdParams,
    body: revisionInput,
    responses: { 201: documentSavedResponse },
  }),
  /** Redirects (303) to a short-lived link to the file, or with `as=link` answers the link. */
  download: defineEndpoint({
    method: "GET",
    path: "/api/documents/:id/download",
    params: documentIdParams,
    query: downloadQuery,
    responses: { 200: downloadLinkResponse },
  }),
  /** The revision's thumbnail (image/webp), 404 while there is none; see `thumbnailPath`. */
  thumbnail: defineEndpoint({ method: "GET", path: "/api/documents/:id/thumbnail", params: documentIdParams, query: thumbnailQuery, responses: {} }),
  changeState: defineEndpoint({
    method: "POST",
    path: "/api/documents/:id/state",
    params: documentIdParams,
    body: stateInput,
    responses: { 200: documentSavedResponse },
  }),
  review: defineEndpoint({
    method: "POST",
    path: "/api/documents/:id/reviews",
    params: documentIdParams,
    body: reviewInput,
    responses: { 201: documentSavedResponse },
  }),
  audit: defineEndpoint({ method: "GET", path: "/api/documents/:id/audit", params: documentIdParams, responses: { 200: auditResponse } }),
  /** Every event of the document as a CSV download. */
  auditCsv: defineEndpoint({ method: "GET", path: "/api/documents/:id/audit.csv", params: documentIdParams, responses: {} }),
  /** Every event of every document of the project as a CSV download. */
  projectAuditCsv: defineEndpoint({ method: "GET", path: "/api/projects/:id/documents/audit.csv", params: idParams, responses: {} }),
  namingRules: defineEndpoint({ method: "GET", path: "/api/projects/:id/naming-rules", params: idParams, responses: { 200: namingRulesResponse } }),
  saveNamingRules: defineEndpoint({
    method: "PUT",
    path: "/api/projects/:id/naming-rules",
    params: idParams,
    body: namingRulesSchema,
    responses: { 200: namingRulesSavedResponse },
  }),
};

/** Transmittals: staff issue a set of revisions to the client's people, who acknowledge them. */
export const transmittalEndpoints = {
  list: defineEndpoint({ method: "GET", path: "/api/projects/:id/transmittals", params: idParams, responses: { 200: transmittalsResponse } }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/projects/:id/transmittals",
    params: idParams,
    body: transmittalInput,
    responses: { 201: transmittalSavedResponse },
  }),
  detail: defineEndpoint({ method: "GET", path: "/api/transmittals/:id", params: idParams, responses: { 200: transmittalResponse } }),
  acknowledge: defineEndpoint({ method: "POST", path: "/api/transmittals/:id/acknowledge", params: idParams, responses: { 200: messageResponse } }),
};

/** The firm's side: the review queue across projects and the document settings (quota, retention). */
export const documentAdminEndpoints = {
  reviewQueue: defineEndpoint({ method: "GET", path: "/api/admin/reviews", responses: { 200: reviewQueueResponse } }),
  settings: defineEndpoint({ method: "GET", path: "/api/admin/document-settings", responses: { 200: documentSettingsResponse } }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/api/admin/document-settings",
    body: documentSettingsInput,
    responses: { 200: documentSettingsSavedResponse },
  }),
  /** Deletes a project with its documents; their files are removed once the retention has passed. */
  deleteProject: defineEndpoint({ method: "DELETE", path: "/api/admin/projects/:id", params: idParams, responses: { 200: messageResponse } }),
};
