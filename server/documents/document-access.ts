import type { FastifyRequest } from "fastify";
import { isFirmStaff } from "../../contract/policies";
import { currentUser } from "../accounts/sessions/guards";
import type { Db } from "../platform/database";
import type { Viewer } from "./document-views";
import { visibleToClients } from "./document-views";
import { findDocument } from "./documents";

/**
 * The project guard's resolver for /api/documents/:id: the document's project, or none (a 404) when the document
 * does not exist or the asker is a client and the document is only work in progress.
 */
export const documentProjectOf = (db: Db) => async (request: FastifyRequest) => {
  const id = (request.params as { id?: string }).id;
  const document = id ? await findDocument(db, id) : undefined;
  if (!document) return undefined;
  if (!isFirmStaff(currentUser(request).role) && !(await visibleToClients(db, document.id))) return undefined;
  return document.project_id;
};

export const viewerOf = (request: FastifyRequest): Viewer => ({ firm: isFirmStaff(currentUser(request).role) });
