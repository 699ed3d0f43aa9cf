import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HOURLY } from "../platform/jobs";
import { portalGuards } from "../portal/project-access";
import { CHECKSUM_JOB, checksumJob } from "./checksums";
import { documentAdminRoutes } from "./admin-routes";
import { documentRoutes } from "./document-routes";
import { purgeFiles, removeExpiredUploads } from "./housekeeping";
import { THUMBNAIL_JOB, thumbnailJob } from "./thumbnails/thumbnails";
import { transmittalRoutes } from "./transmittal-routes";
import { resumableUploadRoutes } from "./uploads/resumable-routes";

/** Documents and models: storage-backed information containers, uploads, transmittals, reviews and their audit. */
export const documents: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  const { db } = options;
  const { onProject } = portalGuards(app, db);
  await resumableUploadRoutes(app, { db, canUpload: onProject("project.upload") });
  await app.register(documentRoutes, options);
  await app.register(transmittalRoutes, options);
  await app.register(documentAdminRoutes, { db });
  app.jobs.register(CHECKSUM_JOB, checksumJob(db, app.storage));
  app.jobs.register(THUMBNAIL_JOB, thumbnailJob(db, app.storage, app.log));
  app.jobs.every("documents.uploads.expire", HOURLY, () => removeExpiredUploads(db, app.storage, app.log));
  app.jobs.every("documents.files.purge", HOURLY, () => purgeFiles(db, app.storage));
};
