import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { documentMessages, FORM_UPLOAD_BYTES } from "../../../contract/documents";
import { currentUser } from "../../accounts/sessions/guards";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import { grantedProject } from "../../portal/project-access";
import { documentSettings, quotaBytes } from "../settings";
import { FileRefused, recognize } from "../../storage/file-kinds";
import { storeRecognizedFile } from "../../storage/recognized-file";
import { bytesInUse, recordFinishedUpload } from "./uploads";

const tooLarge = () => new HttpError(413, documentMessages.formTooLarge, { errors: { file: documentMessages.formTooLarge } });

/**
 * A file of up to 100 MB sent in the same multipart/form-data request as its document's fields (field `file`):
 * streamed to storage as it arrives, recognized by its first bytes and hashed on the way, then handed to the route
 * as a finished upload, so the JSON body and the form share one validation and one handler.
 */
export function formUpload(app: FastifyInstance, db: Db) {
  const store = (file: MultipartFile, projectId: string, userId: string) =>
    storeRecognizedFile(app.storage, file, {
      recognize: (head, name) =>
        recognize(head, name).catch((error: unknown) => {
          throw error instanceof FileRefused ? new HttpError(415, error.message, { errors: { file: error.message } }) : error;
        }),
      tooLarge,
      keep: async ({ key, name, bytes, sha256, kind }) => {
        await recordFinishedUpload(db, { id: key, projectId, userId, fileName: name, size: bytes, ...kind, sha256 });
        return key;
      },
    });

  return async function formFile(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const projectId = grantedProject(request).project.id;
    const quota = quotaBytes(await documentSettings(db));
    const declared = Number(request.headers["content-length"] ?? 0);
    if ((await bytesInUse(db, projectId)) + Math.min(declared, FORM_UPLOAD_BYTES) > quota) {
      throw new HttpError(413, documentMessages.quotaExceeded.replace("{quota}", `${Math.round(quota / 1024 ** 3)} GB`));
    }
    const fields: Record<string, string> = {};
    let uploadId: string | undefined;
    const parts = request.parts({ limits: { fileSize: FORM_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 21 } });
    for await (const part of parts) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else if (part.fieldname === "file" && !uploadId) uploadId = await store(part, projectId, currentUser(request).id);
      else part.file.resume();
    }
    if (!uploadId) throw new HttpError(400, documentMessages.fileMissing, { errors: { file: documentMessages.fileMissing } });
    request.body = { ...fields, uploadId };
  };
}
