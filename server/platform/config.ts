import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import * as z from "zod";

const flag = z.enum(["on", "off", "true", "false", "1", "0"]).transform((v) => v === "on" || v === "true" || v === "1");
/** An IPv4 or IPv6 address, optionally with a prefix length its family allows (what proxy-addr accepts, but checked here). */
function isAddress(value: string): boolean {
  const [ip = "", prefix, ...rest] = value.split("/");
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
/** Which proxies may name the client: off, a hop count (`on` is one hop), or their addresses; never "everyone". */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string => {
    if (["off", "false", "0"].includes(v)) return false;
    if (["on", "true"].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every((a) => isAddress(a) || a === "loopback")) return list.join(",");
    ctx.addIssue({ code: "custom", message: "must be off, a number of proxy hops, or a comma-separated list of proxy addresses" });
    return z.NEVER;
  });
const emailList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Where files live: unset, the local disk under DATA_DIR/files; `s3://bucket?endpoint=…&region=…` any S3-compatible store. */
const storageUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: "must be a URL such as s3://bucket?region=eu-west-2 or file:///srv/files" });
    return z.NEVER;
  }
  if (url.protocol === "file:") return { kind: "local" as const, directory: decodeURIComponent(url.pathname) };
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (url.protocol !== "s3:" || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
    ctx.addIssue({ code: "custom", message: "must be s3://<bucket>?endpoint=https://…&region=… or file:///<folder>" });
    return z.NEVER;
  }
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    ctx.addIssue({ code: "custom", message: "endpoint must be an http(s) origin such as https://<account>.r2.cloudflarestorage.com" });
    return z.NEVER;
  }
  return {
    kind: "s3" as const,
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    // A custom endpoint (MinIO, R2, a test server) addresses buckets by path unless told otherwise.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
  };
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // A blank or spaced PORT would coerce to 0, a random port.
  PORT: z.string().trim().regex(/^\d+$/, "must be a port number").transform(Number).pipe(z.number().max(65535, "must be at most 65535")).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  LEAD_NOTIFY_TO: emailList.optional(),
  LEAD_REPLY_TO: z.email().optional(),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine((v) => [...v].length >= 8, "must be at least 8 characters")
    .refine((v) => [...v].length <= 128, "must be at most 128 characters")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DIAGNOSTICS: flag.default(true),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  LOAD_SHED_UTILIZATION: z.coerce.number().gt(0).max(1).default(0.98),
  TRUST_PROXY: trustProxy.default(false),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXX")
    .optional(),
  TIME_ZONE: z.string().refine(isTimeZone, "must be an IANA time zone such as Europe/London").default("UTC"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STORAGE_URL: storageUrl.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
});

const MAIL_FROM = "Stratum BIM & Engineering <no-reply@stratumbim.com>";

/** The environment as the features see it; rules between variables name the variable they refuse. */
const configSchema = envSchema
  .superRefine((e, ctx) => {
    const refuse = (variable: string, message: string) => ctx.addIssue({ code: "custom", path: [variable], message });
    const adminVars = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD];
    if (adminVars.some(Boolean) && !adminVars.every(Boolean)) refuse("ADMIN_PASSWORD", "ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD go together");
    // Kept in the database, the key would open the TOTP seeds sealed beside it: a database copy alone must not.
    if (e.DATABASE_URL && !e.SESSION_SECRET) {
      refuse("SESSION_SECRET", "required with DATABASE_URL (the same value of 32+ random characters on every instance, kept outside the database)");
    }
    if (Boolean(e.LEAD_WEBHOOK_URL) !== Boolean(e.LEAD_WEBHOOK_SECRET)) refuse("LEAD_WEBHOOK_SECRET", "LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together");
    if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY))
      refuse("AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together");
  })
  .transform((e) => ({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? MAIL_FROM,
    leadNotifyTo: e.LEAD_NOTIFY_TO ?? [],
    /** Where a visitor's reply to the acknowledgement goes; unset: the first notification inbox. */
    leadReplyTo: e.LEAD_REPLY_TO,
    leadWebhook: e.LEAD_WEBHOOK_URL && e.LEAD_WEBHOOK_SECRET ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET } : undefined,
    admin: e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    /** SESSION_SECRET; on SQLite without it, `loadConfig` generates a key once into DATA_DIR. */
    sessionSecret: e.SESSION_SECRET,
    diagnostics: e.DIAGNOSTICS,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    /** Event-loop utilization (0–1) above which requests get 503 + Retry-After instead of a growing queue. */
    loadShedUtilization: e.LOAD_SHED_UTILIZATION,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    /** Where 'today' starts for the admin figures. */
    timeZone: e.TIME_ZONE,
    storage: storageOf(e),
  }));

/** The file store; S3 credentials come from the environment's AWS variables, or the SDK's own chain (roles, profiles). */
function storageOf(e: z.output<typeof envSchema>) {
  const location = e.STORAGE_URL ?? { kind: "local" as const, directory: path.join(path.resolve(e.DATA_DIR), "files") };
  if (location.kind === "local") return { ...location, directory: path.resolve(location.directory) };
  const credentials =
    e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN }
      : undefined;
  return { ...location, region: location.region ?? e.AWS_REGION ?? "us-east-1", credentials };
}
export type StorageConfig = ReturnType<typeof storageOf>;

/** The configuration the features are given: the schema's output, with the signing key always present. */
export type Config = z.output<typeof configSchema> & { sessionSecret: string };
export type SiteConfig = Config;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = configSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const config = parsed.data;
  try {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    // The database, mail outbox and secret live here: other local users get no way in.
    chmodSync(config.dataDir, 0o700);
  } catch (error) {
    throw new ConfigError(
      `Invalid environment variable DATA_DIR: cannot use ${config.dataDir} as the data folder (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  return { ...config, sessionSecret: config.sessionSecret ?? generatedSecret(config.dataDir) };
}

// Kept in DATA_DIR so every restart (and every copy sharing the folder) signs with the same key.
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  try {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}
