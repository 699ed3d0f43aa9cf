import { adminMessages } from "../../contract/messages/admin";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import { statSync } from "node:fs";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { services } from "../../content/catalogue.server";

const CONTENT_DIR = path.resolve(process.cwd(), "content");
const modified = (file: string) => {
  try {
    return statSync(path.join(CONTENT_DIR, file)).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
};

/** The site's services and articles with their pages and when their source last changed. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, adminEndpoints.content, { config: { policy: "content.read" } }, async () => {
    // The markdown toolchain loads only for this admin screen, not in every server's memory.
    const { allPosts } = await import("../../content/blog.server");
    const items = [
      ...services.map((s) => ({ kind: "service" as const, title: s.title, url: `/services/${s.slug}`, lastModified: modified(`services/${s.slug}.ts`) })),
      ...allPosts().map((p) => ({ kind: "article" as const, title: p.title, url: `/blog/${p.slug}`, lastModified: modified(`blog/${p.slug}.md`) })),
    ];
    return { success: true as const, message: adminMessages.contentLoaded, data: { items } };
  });
};
