import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod";

const linkSchema = z.object({ k: z.string(), n: z.string(), t: z.string(), e: z.number() });
export type DownloadLink = { key: string; name: string; contentType: string; expiresAt: number };

/**
 * Signed, expiring links to a file on the local disk, the local twin of an S3 presigned URL: whoever holds one may
 * fetch that file, and only until it expires (HMAC-SHA256 under SESSION_SECRET, like the site's other signed links).
 */
export function downloadLinks(secret: string) {
  const sign = (body: string) => createHmac("sha256", secret).update(`file-link:${body}`).digest("base64url");
  return {
    issue(link: DownloadLink): string {
      const body = Buffer.from(JSON.stringify({ k: link.key, n: link.name, t: link.contentType, e: link.expiresAt })).toString("base64url");
      return `${body}.${sign(body)}`;
    },
    /** The link's file, or undefined when it is forged, altered or expired. */
    open(token: string, now = Date.now()): DownloadLink | undefined {
      const [body = "", signature = "", ...rest] = token.split(".");
      if (rest.length > 0 || !body || !signature) return undefined;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const parsed = linkSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
      if (!parsed.success || parsed.data.e <= now) return undefined;
      return { key: parsed.data.k, name: parsed.data.n, contentType: parsed.data.t, expiresAt: parsed.data.e };
    },
  };
}
export type DownloadLinks = ReturnType<typeof downloadLinks>;
