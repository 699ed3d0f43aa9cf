import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Server } from "@tus/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { documentMessages, MAX_UPLOAD_BYTES, uploadsPath } from "../../../contract/documents";
import { currentUser } from "../../accounts/sessions/guards";
import type { Db } from "../../platform/database";
import { loadOnce } from "../../platform/load-once";
import { grantedProject } from "../../portal/project-access";
import { STORAGE_KEY } from "../../storage/file-storage";
import { documentSettings, quotaBytes } from "../settings";
import { safeFileName } from "../../storage/file-kinds";
import { bytesInUse, completeUpload, dropUpload, findUpload, startUpload } from "./uploads";

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Asker = { projectId: string; userId: string };
type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]["onUploadCreate"]>>[0];

const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });
const gigabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 3)} GB`;

/**
 * Resumable uploads (the tus protocol, @tus/server) at /api/projects/:id/uploads, inside Fastify: the project guard
 * and CSRF run first, then the request's body streams untouched to the storage backend, so no body limit applies
 * and nothing is held in memory. An upload belongs to its project; another project's path finds nothing.
 */
export async function resumableUploadRoutes(app: FastifyInstance, { db, canUpload }: { db: Db; canUpload: Guard }) {
  const askers = new WeakMap<IncomingMessage, Asker>();
  const askerOf = (req: TusRequest): Asker => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const asker = node && askers.get(node);
    if (!asker) throw refusal(404, "Upload not found");
    return asker;
  };

  // tus, its web-standard request layer and the store's SHA-256 (hash-wasm) load at the first upload, not at every start.
  const tusServer = loadOnce(() =>
    Promise.all([import("@tus/server"), import("./inspecting-store"), import("./database-locker"), app.storage.uploads()]).then(
      ([{ Server }, { InspectingStore }, { DatabaseLocker }, uploads]) =>
        new Server({
          path: "/api/projects/uploads",
          datastore: new InspectingStore(uploads, db),
          // Every instance sees the same lock, so a client may resume on any of them.
          locker: new DatabaseLocker(db),
          maxSize: MAX_UPLOAD_BYTES,
          relativeLocation: true,
          namingFunction: () => randomBytes(16).toString("hex"),
          generateUrl: (req, { id }) => `${uploadsPath(askerOf(req).projectId)}/${id}`,
          getFileIdFromRequest: (req) => {
            const id = new URL(req.url).pathname.split("/").pop() ?? "";
            return STORAGE_KEY.test(id) ? id : undefined;
          },
          onUploadCreate: async (req, upload) => {
            const { projectId, userId } = askerOf(req);
            const size = upload.size ?? 0;
            if (size < 1) throw refusal(400, "The file is empty.");
            const quota = quotaBytes(await documentSettings(db));
            if ((await bytesInUse(db, projectId)) + size > quota) throw refusal(413, documentMessages.quotaExceeded.replace("{quota}", gigabytes(quota)));
            const fileName = safeFileName(upload.metadata?.filename ?? upload.metadata?.name ?? "");
            await startUpload(db, { id: upload.id, projectId, userId, fileName, size });
            return {};
          },
          onUploadFinish: async (_req, upload) => {
            await completeUpload(db, upload.id);
            return {};
          },
          onResponseError: (_req, error) => {
            if ("status_code" in error) return undefined;
            app.log.error({ err: error }, "resumable upload failed");
            return { status_code: 500, body: "The upload could not be stored. Try again.\n" };
          },
        }),
    ),
  );

  /** Hands the raw request to tus once the guards passed; Fastify's hooks set headers on the reply, which are copied. */
  const toTus = async (request: FastifyRequest, reply: FastifyReply) => {
    // Loaded before the reply is taken from Fastify: a failure here is answered 500 by Fastify, not left hanging.
    const server = await tusServer();
    askers.set(request.raw, { projectId: grantedProject(request).project.id, userId: currentUser(request).id });
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    await server.handle(request.raw, reply.raw);
  };

  /** An upload the path names, only while it is this project's and not yet a revision's file. */
  const ownUpload = async (request: FastifyRequest<{ Params: { id: string; uploadId: string } }>, reply: FastifyReply) => {
    await canUpload(request, reply);
    const upload = STORAGE_KEY.test(request.params.uploadId) ? await findUpload(db, request.params.uploadId) : undefined;
    if (!upload || upload.project_id !== grantedProject(request).project.id)
      return reply.code(404).send({ success: false, code: "not_found", message: documentMessages.uploadNotFound });
  };

  await app.register(async (scope) => {
    // The body is tus's to read, as a stream.
    scope.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) => done(null, undefined));
    // A creation may carry the first bytes (tus creation-with-upload).
    scope.post("/api/projects/:id/uploads", { onRequest: canUpload, config: { longUpload: true } }, toTus);
    scope.route<{ Params: { id: string; uploadId: string } }>({
      method: ["HEAD", "PATCH"],
      url: "/api/projects/:id/uploads/:uploadId",
      onRequest: ownUpload,
      config: { longUpload: true },
      handler: toTus,
    });
    scope.delete<{ Params: { id: string; uploadId: string } }>("/api/projects/:id/uploads/:uploadId", { onRequest: ownUpload }, async (request, reply) => {
      await toTus(request, reply);
      if (reply.raw.statusCode === 204) await dropUpload(db, request.params.uploadId);
    });
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The request's body may take longer than the usual 30 s to arrive (a file upload). */
    longUpload?: boolean;
  }
}
