import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/platform/config";
import { type Db, migrate, openDatabase } from "../../server/platform/database";
import type { Mail, Mailer } from "../../server/platform/mail";
import { sessionSecretFor } from "../support/session-secret";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI starts one). */
export const dialects = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

export type TestSite = {
  app: FastifyInstance;
  db: Db;
  mails: Mail[];
  dataDir: string;
  /** Runs every job that is due (mail, webhooks), as the runner would; `at` pretends time has passed. */
  drain(at?: Date): Promise<number>;
  close(): Promise<void>;
};

export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A whole site on a fresh database; mail is captured in memory unless a real SMTP_URL is given. */
export async function startSite(dialect: string, env: Record<string, string> = {}, logStream?: NodeJS.WritableStream): Promise<TestSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const database = dialect === "postgres" ? await freshPostgres() : undefined;
  const wanted = { ...(database && { DATABASE_URL: database.url }), ...env };
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://site.test",
    ...sessionSecretFor(wanted),
    ...wanted,
  });
  const { db, dialect: used } = openDatabase(config);
  await migrate(db);
  const mails: Mail[] = [];
  const mailer: Mailer | undefined = env.SMTP_URL ? undefined : { send: async (mail) => void mails.push(mail), close: () => {} };
  const app = await buildApp({ config, db, dialect: used, mailer, logStream });
  await app.ready();
  return {
    app,
    db,
    mails,
    dataDir,
    drain: (at) => app.jobs.drain(at),
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A visitor: keeps cookies between calls and sends the CSRF token like the browser does. */
export class Visitor {
  private cookies = new Map<string, string>();
  private token = "";
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = "203.0.113.10",
  ) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      // A rotated CSRF secret (sign-in, sign-out) makes the cached token stale, as in the browser.
      if (cookie.name.endsWith("csrf_secret") && cookie.value !== this.cookies.get(cookie.name)) this.token = "";
      if (cookie.value === "" || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  async csrf(): Promise<string> {
    const response = await this.get("/api/csrf-token");
    if (response.statusCode !== 200) throw new Error(`csrf-token answered ${response.statusCode}: ${response.body}`);
    this.token = response.json().csrfToken;
    return this.token;
  }

  async get(url: string) {
    const response = await this.app.inject({ method: "GET", url, remoteAddress: this.ip, headers: { cookie: this.cookieHeader() } });
    this.remember(response);
    return response;
  }

  async send(method: "POST" | "PUT" | "DELETE" | "PATCH", url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (!this.token) await this.csrf();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { "content-type": "application/json", "x-csrf-token": this.token, cookie: this.cookieHeader(), ...headers },
      payload: body === undefined ? "{}" : JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send("POST", url, body, headers);
  }

  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.send("PUT", url, body, headers);
  }
}
