import type { FastifyPluginAsync } from "fastify";
import { attachment } from "./attachment";
import { HttpError } from "../platform/errors";
import { FILE_LINK_PATH } from "./local-storage";
import type { OpenedStorage } from "./storage";

const LINK_EXPIRED = "This download link has expired. Download the file again from the portal.";

/**
 * Serves a signed link's file from the local disk as S3 serves a presigned GET: no session needed, ranges and
 * conditional requests answered, always an attachment with its own type, and a sandbox in case a browser renders it.
 */
export const fileLinkRoutes: FastifyPluginAsync<OpenedStorage> = async (app, { local }) => {
  if (!local) return;
  // A wildcard, as a token is longer than the router's limit for one parameter.
  app.get<{ Params: { "*": string } }>(`${FILE_LINK_PATH}*`, async (request, reply) => {
    const link = local.links.open(request.params["*"]);
    if (!link) throw new HttpError(404, LINK_EXPIRED);
    // Loaded at the first link followed: a start-up cost otherwise paid by every start of a site whose files are on S3 or rarely fetched.
    const { default: send } = await import("@fastify/send");
    const file = await send(request.raw, `/${link.key}`, { root: local.directory, dotfiles: "deny", etag: true, lastModified: true, cacheControl: false });
    if (file.type !== "file") throw new HttpError(404, LINK_EXPIRED);
    reply.code(file.statusCode);
    for (const [name, value] of Object.entries(file.headers)) reply.header(name, value);
    reply
      .header("content-type", link.contentType)
      .header("content-disposition", attachment(link.name))
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox");
    return reply.send(file.stream);
  });
};
