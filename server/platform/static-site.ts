import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzip, gzipSync } from "node:zlib";
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { appScreenPaths } from "../../content/public-paths";
import type { FastPath } from "./fast-path";
import { group } from "./regex-group";
import { withWebAssembly } from "./security-headers";

// `compress` marks a file rewritten for another PUBLIC_URL: its first request compresses it quickly, and once the
// server listens every such file is compressed again at the build's best levels, one at a time, off the event loop.
// `wire` holds, per encoding, the exact headers Fastify sent for this file's first 200: later hits repeat them.
// A file is read, and its `etag` and `csp` worked out, at its first answer, not at start-up: reading and hashing every
// file there (33 MB, most of it the signed-in screens' viewers) held up every start for what most files never need.
type Encoding = "br" | "gzip" | "identity";
type Asset = {
  /** Where the file is, until it is read: with `.br` and `.gz` beside it when it was precompressed. */
  unread?: { file: string; precompressed: boolean };
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  compress?: boolean;
  rewritten?: boolean;
  type: string;
  etag?: string;
  cache: string;
  /** A page's policy before its inline scripts and styles are allowed by hash; `csp` is the whole policy, once made. */
  basePolicy?: string;
  csp?: string;
  referrer?: string;
  wire: Partial<Record<Encoding, OutgoingHttpHeaders>>;
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".data": "text/x-script; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};
// Addresses the fast path may answer: no query, no escapes, nothing a browser or Fastify would rewrite first.
const PLAIN_PATH = /^\/[\w\-./]*$/;
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|data|webmanifest|wasm)$/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/g;
// The reset link's token is in the address: no page it links to, and no asset it loads, may learn it.
const NO_REFERRER_PAGES = new Set(["/auth/reset-password/index.html", "/auth/invitation/index.html"]);

/** Paths that are app screens: they get the SPA shell, which renders them after sign-in checks. */
const APP_SCREENS = new Set(appScreenPaths);
/** A project's own page: its id is checked by the API, which answers 404 for a project the reader may not see. */
const PROJECT_PAGE = /^\/projects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A project's documents screens: the register, a document, a transmittal (decision 039). */
const DOCUMENT_PAGE = new RegExp(`^/projects/${UUID}/(documents|documents/${UUID}|transmittals/${UUID})$`);
/** The 3D model viewer: the one page whose policy lets it compile WebAssembly. */
const MODEL_VIEWER_PAGE = new RegExp(`^/projects/${UUID}/documents/${UUID}/model$`);
const MODEL_VIEWER_SHELL = "/__model-viewer.html";
const NOT_FOUND = "/__not-found";
const SPA_SHELL = "/__spa-fallback.html";
const brotliBest = promisify(brotliCompress);
const gzipBest = promisify(gzip);
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const NOT_FOUND_IN: Record<string, string> = { "/services/": "/services/__not-found", "/blog/": "/blog/__not-found", "/legal/": "/legal/__not-found" };

export type SiteOptions = {
  buildDir: string;
  publicUrl: string;
  redirects?: Record<string, string>;
  baseCsp: string;
  /** The signed-in screens' policy, when they reach more than the public pages (a bucket's downloads). */
  appShellCsp?: string;
};

/** Loads the prerendered site and hashed assets into memory and serves them with the right status codes. */
export function staticSite(app: FastifyInstance, options: SiteOptions): FastPath {
  const files = loadSite(options);
  const lookup = (p: string) => files.get(p);
  let closing = false;
  let compressed = Promise.resolve();
  app.decorate("pagesCompressed", () => compressed);
  app.addHook("onClose", async () => {
    closing = true;
  });
  app.addHook("onListen", async () => {
    // The quickly compressed bytes stay in service if this fails; it is logged, never fatal.
    compressed = compressRewrittenFiles().catch((error: unknown) => app.log.error({ err: error }, "recompressing rewritten pages failed"));
  });

  /** The build's compression, restored for files rewritten for this PUBLIC_URL; later hits send the smaller bytes. */
  async function compressRewrittenFiles() {
    let done = 0;
    for (const asset of files.values()) {
      if (closing) break;
      if (!asset.rewritten) continue;
      const body = identity(asset);
      const [br, gzipped] = [await brotliBest(body, BEST_BROTLI), await gzipBest(body, { level: 9 })];
      Object.assign(asset, { body: undefined, br, gzip: gzipped, compress: false, wire: {} });
      done++;
    }
    if (done > 0) app.log.info({ files: done }, "pages rewritten for PUBLIC_URL compressed at the build's levels");
  }
  const served = new WeakMap<FastifyRequest, { asset: Asset; encoding: Encoding }>();

  // The first 200 of each file and encoding goes through every hook (security headers, CSP, logging); its final
  // headers are kept, minus the per-response ones node writes itself, so the fast path repeats them byte for byte.
  app.addHook("onResponse", async (request, reply) => {
    const hit = served.get(request);
    if (!hit || reply.statusCode !== 200 || request.method !== "GET" || reply.hasHeader("set-cookie")) return;
    const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...headers } = reply.getHeaders();
    hit.asset.wire[hit.encoding] = headers as OutgoingHttpHeaders;
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const [url = ""] = request.url.split("?");
      let pathname: string;
      try {
        pathname = decodeURIComponent(url);
      } catch {
        pathname = NOT_FOUND;
      }
      // An unknown API path is the API's 404, answered by the app's one not-found handler.
      if (pathname.startsWith("/api/") || pathname === "/api") return reply.callNotFound();
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      if (pathname.length > 1 && pathname.endsWith("/")) return reply.redirect(localPath(pathname.replace(/\/+$/, "")) + query, 308);
      const target = options.redirects?.[pathname];
      if (target) return reply.redirect(target + query, 301);

      const exact = !pathname.includes("__not-found") && (lookup(pathname) ?? lookup(`${pathname}/index.html`.replace("//", "/")));
      if (exact) return serve(request, reply, exact, 200);
      if (APP_SCREENS.has(pathname) || PROJECT_PAGE.test(pathname) || DOCUMENT_PAGE.test(pathname)) return serve(request, reply, lookup(SPA_SHELL)!, 200);
      if (MODEL_VIEWER_PAGE.test(pathname)) return serve(request, reply, lookup(MODEL_VIEWER_SHELL)!, 200);
      const section = Object.keys(NOT_FOUND_IN).find((prefix) => pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes("/"));
      const notFound = section ? NOT_FOUND_IN[section] : NOT_FOUND;
      // A navigation inside the app asks for the route data: give it the not-found page's, so it renders the same view.
      if (pathname.endsWith(".data")) {
        const data = lookup(`${notFound}.data`);
        return data ? serve(request, reply, data, 200) : reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      }
      return serve(request, reply, lookup(`${notFound}/index.html`) ?? lookup(`${NOT_FOUND}/index.html`)!, 404);
    },
  });

  function serve(request: FastifyRequest, reply: FastifyReply, asset: Asset, status: number) {
    read(asset);
    // The build's gzip bytes, or the file's own: the same on every instance of one build, whenever it is first asked for.
    asset.etag ??= entityTag(asset.gzip ?? identity(asset));
    // A page's plain bytes are unzipped for this once and not kept: nearly every visitor takes br or gzip.
    if (asset.basePolicy) asset.csp ??= pageCsp((asset.body ?? gunzipSync(asset.gzip!)).toString("utf8"), asset.basePolicy);
    reply.header("cache-control", asset.cache).header("etag", asset.etag).header("vary", "accept-encoding");
    if (asset.csp) reply.header("content-security-policy", asset.csp);
    if (asset.referrer) reply.header("referrer-policy", asset.referrer);
    if (status === 200 && request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
    if (asset.compress) {
      asset.br = brotliCompressSync(identity(asset), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      asset.gzip = gzipSync(identity(asset), { level: 6 });
      asset.compress = false;
    }
    reply.code(status).type(asset.type);
    const encoding = encodingFor(asset, request.headers["accept-encoding"]);
    if (status === 200) served.set(request, { asset, encoding });
    if (encoding === "identity") return reply.send(identity(asset));
    return reply.header("content-encoding", encoding).send(asset[encoding]);
  }

  // Only a plain GET of a file already answered once with these headers; anything else (a query, a conditional
  // request, HEAD, debug logging, an address that needs decoding or redirecting) takes the full route.
  return (request, response) => {
    const url = request.url;
    if (request.method !== "GET" || !url || !PLAIN_PATH.test(url) || url.includes("//") || request.headers["if-none-match"]) return false;
    if ((url.length > 1 && url.endsWith("/")) || options.redirects?.[url]) return false;
    if (app.log.level === "debug" || app.log.level === "trace") return false;
    // A proxy reporting plain http may owe the visitor the https redirect, which only the full route gives.
    if (request.headers["x-forwarded-proto"] !== undefined && request.headers["x-forwarded-proto"] !== "https") return false;
    const asset = url.includes("__not-found") ? undefined : (lookup(url) ?? lookup(`${url}/index.html`.replace("//", "/")));
    if (!asset) return false;
    const encoding = encodingFor(asset, request.headers["accept-encoding"]);
    const headers = asset.wire[encoding];
    if (!headers) return false;
    response.writeHead(200, headers);
    response.end(encoding === "identity" ? identity(asset) : asset[encoding]);
    return true;
  };

  function loadSite({ buildDir, publicUrl, baseCsp, appShellCsp }: SiteOptions): Map<string, Asset> {
    const root = path.join(buildDir, "client");
    if (!existsSync(root)) throw new Error(`No built site in ${root}: run "npm run build" first`);
    const manifest = JSON.parse(readFileSync(path.join(buildDir, "site.json"), "utf8")) as { publicUrl: string };
    const map = new Map<string, Asset>();
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      const urlPath = `/${path.relative(root, full).split(path.sep).join("/")}`;
      const ext = path.extname(entry.name);
      // PUBLIC_URL is baked in at build time and can be changed at start-up without a rebuild; only files naming it change.
      const mayName = /\.(html|xml|txt|data|js)$/.test(ext) && manifest.publicUrl !== publicUrl;
      const precompressed = COMPRESSIBLE.test(entry.name) && existsSync(`${full}.br`) && existsSync(`${full}.gz`);
      // Only a file that may name the build's address is read now, to see whether it does.
      const built = mayName ? readFileSync(full) : undefined;
      const rewritten = mayName && (built?.includes(manifest.publicUrl) ?? false);
      const body = rewritten && built ? Buffer.from(built.toString("utf8").replaceAll(manifest.publicUrl, publicUrl)) : undefined;
      const squeeze = body !== undefined && worthCompressing(full, body.length);
      map.set(urlPath, {
        unread: rewritten ? undefined : { file: full, precompressed },
        body,
        compress: squeeze,
        rewritten: squeeze,
        // A rewritten file's bytes are compressed again after start-up: its tag is taken from the bytes it starts with.
        etag: rewritten && body ? entityTag(body) : undefined,
        type: TYPES[ext] ?? "application/octet-stream",
        cache: urlPath.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : ext === ".html" || ext === ".data"
            ? "no-cache"
            : "public, max-age=3600",
        basePolicy: ext === ".html" ? (urlPath === SPA_SHELL && appShellCsp ? appShellCsp : baseCsp) : undefined,
        referrer: NO_REFERRER_PAGES.has(urlPath) ? "no-referrer" : undefined,
        wire: {},
      });
    }
    const shell = map.get(SPA_SHELL);
    if (shell?.basePolicy) map.set(MODEL_VIEWER_SHELL, { ...shell, basePolicy: withWebAssembly(shell.basePolicy), wire: {} });
    return map;
  }
}

/** A file the build did not compress, compressed at its first request: text of a size where it pays. */
const worthCompressing = (file: string, bytes: number) => COMPRESSIBLE.test(file) && bytes > 512;

const entityTag = (bytes: Buffer) => `"${createHash("sha1").update(bytes).digest("base64url")}"`;

/** Reads a file at its first use: a precompressed one as the build's br and gzip bytes, any other as it is. */
function read(asset: Asset) {
  if (!asset.unread) return;
  const { file, precompressed } = asset.unread;
  if (precompressed) Object.assign(asset, { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) });
  else {
    asset.body = readFileSync(file);
    asset.compress = worthCompressing(file, asset.body.length);
  }
  asset.unread = undefined;
}

function identity(asset: Asset): Buffer {
  read(asset);
  // Nearly every client takes br or gzip: the plain bytes of a precompressed file are unzipped if ever asked for.
  asset.body ??= gunzipSync(asset.gzip!);
  return asset.body;
}

function encodingFor(asset: Asset, acceptEncoding: string | undefined): Encoding {
  const accepts = acceptEncoding ?? "";
  if (asset.br && /\bbr\b/.test(accepts)) return "br";
  if (asset.gzip && /\bgzip\b/.test(accepts)) return "gzip";
  return "identity";
}

/** A path that stays on this origin: `//host` and `/\\host` would send the browser elsewhere, raw CR/LF break the header. */
function localPath(pathname: string): string {
  const single = `/${pathname.replace(/^[/\\]+/, "")}`;
  return encodeURI(single).replace(/[?#]/g, encodeURIComponent);
}

/**
 * Allows exactly the inline scripts, style elements and style attributes React wrote into this page, by hash.
 * Style attributes (Radix writes a few while prerendering) can be allowed by hash only with 'unsafe-hashes'
 * (docs/decisions/014-strict-csp-by-hash.md); the page gets it only when it has one.
 */
function pageCsp(html: string, baseCsp: string): string {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const hashes = (pattern: RegExp, read = (text: string) => text) => [...new Set([...html.matchAll(pattern)].map((m) => hash(read(group(m, 1)))))];
  const scripts = hashes(INLINE_SCRIPT);
  const attributes = hashes(STYLE_ATTRIBUTE, decodeEntities);
  const styles = [...hashes(INLINE_STYLE), ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : [])];
  const add = (policy: string, directive: string, sources: string[]) =>
    sources.length === 0 ? policy : policy.replace(new RegExp(`${directive} ([^;]*)`), (_all, own: string) => `${directive} ${own} ${sources.join(" ")}`);
  return add(add(baseCsp, "script-src", scripts), "style-src", styles);
}

// A hash covers the attribute's value as the browser reads it, after character references are decoded.
const decodeEntities = (text: string) =>
  text.replace(
    /&(quot|amp|lt|gt|#39|#x27);/g,
    (entity) => ({ "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#39;": "'", "&#x27;": "'" })[entity] ?? entity,
  );

declare module "fastify" {
  interface FastifyInstance {
    /** Settles once the files rewritten for PUBLIC_URL carry the build's compression again. */
    pagesCompressed: () => Promise<void>;
  }
}
