import { platformMessages } from "../contract/messages/platform";
import { describeApi } from "./platform/api-description";
import { zodOnlySchemas } from "./platform/zod-only-schemas";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { redirects } from "../content/redirects";
import { accounts } from "./accounts/plugin";
import { adminConsole } from "./admin/plugin";
import { analytics } from "./analytics/plugin";
import { catalogueRoutes } from "./catalogue/plugin";
import { diagnosticsRoutes } from "./diagnostics/plugin";
import { documents } from "./documents/plugin";
import { healthRoutes } from "./health/plugin";
import { leads } from "./leads/plugin";
import { portal } from "./portal/plugin";
import type { Config, SiteConfig } from "./platform/config";
import { csrfProtection } from "./platform/csrf";
import type { Db, Dialect } from "./platform/database";
import { MALFORMED_URL, malformedUrl, registerErrorHandling, send } from "./platform/errors";
import { createJobRunner, HOURLY, type JobRunner, pruneFinishedJobs } from "./platform/jobs";
import { loadShedding } from "./platform/load-shedding";
import { loggerOptions, requestLogging } from "./platform/logger";
import { createMailer, type Mailer, type MailQueue, mailQueue } from "./platform/mail";
import { createRateLimiter, pruneRateLimits } from "./platform/rate-limit";
import { requestDeadline } from "./platform/request-deadline";
import { contentSecurityPolicy, securityHeaders } from "./platform/security-headers";
import type { FastPath } from "./platform/fast-path";
import { handlersRunning } from "./platform/handlers-running";
import { staticSite } from "./platform/static-site";
import { createWarmUp, type WarmUp } from "./platform/warm-up";
import { siteSettingsRoutes } from "./settings/plugin";
import { fileLinkRoutes } from "./storage/file-link-route";
import { type OpenedStorage, openStorage } from "./storage/storage";

export type AppDeps = {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer?: Mailer;
  storage?: OpenedStorage;
  buildDir?: string;
  logStream?: NodeJS.WritableStream;
};

const BODY_LIMIT = 100 * 1024;
const REQUEST_DEADLINE_MS = 30_000;
const UPLOAD_REQUEST_TIMEOUT_MS = 6 * 60 * 60_000;
/** Inside main.ts's 10 s grace, by when a hash still running has been answered 503 (its handler then ends at once). */
const HANDLERS_AT_SHUTDOWN_MS = 8_500;
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole site as one Fastify app; tests inject into it, main.ts listens and starts the job runner. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db } = deps;
  const config: SiteConfig = deps.config;
  const secure = config.publicUrl.startsWith("https://");
  const fastPaths: FastPath[] = [];
  const app = Fastify({
    // A signed-in GET /api/user, a page or asset already answered once, and a sign-in refused while the hashing
    // queue is full are answered before Fastify parses the request.
    serverFactory: (handler) =>
      createServer((request, response) => {
        for (const answer of fastPaths) if (answer(request, response)) return;
        handler(request, response);
      }),
    logger: { ...loggerOptions(config.logLevel), ...(deps.logStream && { stream: deps.logStream }) },
    bodyLimit: BODY_LIMIT,
    // Fastify's own per-request lines are off: requestLogging writes one line per answer, at the level it deserves.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts only that many proxies nearest the server, whatever the client writes further left.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // Slow clients cannot hold a connection: a request has 30 s in all (requestDeadline), an idle keep-alive socket 5 s.
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    routerOptions: { ignoreDuplicateSlashes: true },
    schemaController: zodOnlySchemas,
    frameworkErrors: (_error, request, reply) => malformedUrl(request, reply),
  });
  const handlers = handlersRunning(app);
  // A server of our own gets none of Fastify's timeouts, so they are set here.
  const server = app.server as Server;
  server.headersTimeout = 10_000;
  // Node's whole-request deadline would cut a large upload, so it is only the outer bound (a 5 GB file at 2 Mbit/s);
  // requestDeadline keeps 30 s for every other route. (0, no bound, also changes how Node closes connections at shutdown.)
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = 5_000;
  server.setTimeout(60_000);
  // Every route's body, query, params and responses are zod schemas from contract/: a handler cannot send an undeclared field.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  requestDeadline(app, REQUEST_DEADLINE_MS);
  requestLogging(app);
  app.removeContentTypeParser("text/plain");
  const json = app.getDefaultJsonParser("error", "error");
  // A JSON call with no body (logout, probes) is an empty object, not a syntax error.
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (request, body, done) =>
    (body as string).trim() === "" ? done(null, {}) : json(request, body as string, done),
  );

  describeApi(app);
  await app.register(cookie, { secret: config.sessionSecret });
  const googleAnalytics = Boolean(config.gaMeasurementId);
  await securityHeaders(app, { secure, googleAnalytics, publicUrl: config.publicUrl, behindProxy: config.trustProxy !== false });
  // Loading (and, for a new PUBLIC_URL, recompressing) the site blocks the event loop for a moment; doing it
  // before the pressure monitor starts keeps that pause from reading as overload and answering 503.
  const buildDir = deps.buildDir ?? path.resolve("build");
  let pageFromMemory: FastPath | undefined;
  const files = deps.storage ?? (await openStorage(config.storage, config.sessionSecret));
  app.decorate("storage", files.storage);
  // In development Vite serves the pages and proxies /api here, so a missing build is expected.
  if (config.env === "development" && !existsSync(path.join(buildDir, "client"))) {
    app.log.warn("no build found: serving the API only");
  } else {
    pageFromMemory = staticSite(app, {
      buildDir,
      publicUrl: config.publicUrl,
      redirects,
      baseCsp: contentSecurityPolicy(secure, { googleAnalytics }),
      // Only the signed-in screens fetch files, so only they may reach the bucket.
      appShellCsp: contentSecurityPolicy(secure, { googleAnalytics, fileOrigin: files.storage.downloadOrigin }),
    });
  }
  // Load shedding protects production; a test run on a busy machine must not shed its own requests.
  const warmUp = createWarmUp();
  app.decorate("warmUp", warmUp);
  if (config.env !== "test") await loadShedding(app, { maxUtilization: config.loadShedUtilization, warmUp });
  csrfProtection(app, { key: config.sessionSecret, secure, publicUrl: config.publicUrl });

  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const jobs = createJobRunner({ db, dialect: deps.dialect, log: app.log });
  app.decorate("jobs", jobs);
  app.decorate("mail", mailQueue(jobs, mailer, config.sessionSecret));
  jobs.every("jobs.prune", HOURLY, () => pruneFinishedJobs(db));
  jobs.every("rate-limits.prune", HOURLY, () => pruneRateLimits(db));
  const limiter = createRateLimiter(db, config.rateLimitFactor);

  await app.register(healthRoutes, { db, warmUp });
  await app.register(accounts, { db, config, limiter });
  fastPaths.push(app.currentUserFromMemory, ...(pageFromMemory ? [pageFromMemory] : []), app.hashRefusal);
  await app.register(adminConsole, { db, config });
  await app.register(catalogueRoutes);
  await app.register(leads, { db, config, limiter });
  await app.register(portal, { db, config, buildDir });
  await app.register(fileLinkRoutes, files);
  await app.register(documents, { db, config });
  await app.register(analytics, { db, limiter, publicUrl: config.publicUrl });
  await app.register(siteSettingsRoutes, { db, gaMeasurementId: config.gaMeasurementId });
  if (config.diagnostics) await app.register(diagnosticsRoutes, { limiter, requestHomePage: () => app.inject({ method: "GET", url: "/" }) });

  // Nothing is changed here, and a malformed URL has no token to check: answer 400 before anything else.
  app.all(`/api${MALFORMED_URL}`, { config: { csrf: false } }, (_request, reply) =>
    send(reply, 400, { success: false, message: platformMessages.malformedUrl }),
  );
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith("/api")
      ? send(reply, 404, { success: false, message: platformMessages.notFound })
      : send(reply, 405, { success: false, message: platformMessages.methodNotAllowed }),
  );

  app.addHook("onClose", async () => {
    await Promise.all([handlers.ended(HANDLERS_AT_SHUTDOWN_MS), jobs.stop()]);
    await db.destroy();
    mailer.close();
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
    mail: MailQueue;
    /** main.ts runs listening and the rest of start-up through it; /api/ready and load shedding wait for it. */
    warmUp: WarmUp;
  }
}
