import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiRoute, apiRoutes } from "../support/api-routes";
import { HttpVisitor } from "../support/http-client";
import { freePort, type SiteProcess, startSiteProcess } from "../support/site-process";
import { dialects, freshPostgres, startSite } from "./harness";
import { imageSize } from "./support/images";
import { totpCode } from "./support/totp";

const run = promisify(execFile);
const ADMIN = { ADMIN_USERNAME: "deploy_admin", ADMIN_EMAIL: "deploy.admin@stratumbim.com", ADMIN_PASSWORD: "Harbour-Lantern-42" };
// What a deployment does not carry: the tools, the tests' output and this machine's own data and packages.
const LEFT_BEHIND = new Set(["node_modules", ".git", "data", "test-results", "playwright-report", ".react-router"]);

/** The checkout and its build copied elsewhere, with `npm install --omit=dev` from the local cache, as a server would get it. */
async function productionCopy(): Promise<string> {
  const root = process.cwd();
  const copy = mkdtempSync(path.join(tmpdir(), "production-copy-"));
  cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_BEHIND.has(path.relative(root, source).split(path.sep)[0] ?? "") });
  await run("npm", ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: copy });
  // better-sqlite3 is the one dependency with an install step, which compiles SQLite where no prebuilt binary can be
  // fetched (minutes on a busy machine): the copy takes this checkout's binary, the same version on the same platform.
  const version = (dir: string) =>
    (JSON.parse(readFileSync(path.join(dir, "node_modules/better-sqlite3/package.json"), "utf8")) as { version: string }).version;
  expect(version(copy)).toBe(version(root));
  cpSync(path.join(root, "node_modules/better-sqlite3/build"), path.join(copy, "node_modules/better-sqlite3/build"), { recursive: true });
  return copy;
}

/** A route's path with each parameter filled by a value nothing has (a 404 or 400 is an answer; a 5xx is a fault). */
const concrete = (route: ApiRoute) => route.path.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, "no-such-thing");

/** Sign-out last, so every other route is called by the signed-in admin. */
const signOutLast = (a: ApiRoute, b: ApiRoute) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout"));

describe("the built site with production dependencies only", () => {
  let copy: string;
  let routes: ApiRoute[];
  // An npm install from the cache: its cost grows with the load on the machine, so the guard is against a hang only.
  beforeAll(async () => {
    const source = await startSite("sqlite");
    routes = apiRoutes(source.app);
    await source.close();
    copy = await productionCopy();
  }, 600_000);

  it("has no development package installed", () => {
    for (const tool of ["vite", "tsx", "vitest", "@react-router/dev", "esbuild"]) expect(existsSync(path.join(copy, "node_modules", tool)), tool).toBe(false);
    expect(routes.length).toBeGreaterThan(40);
  });

  describe.each(dialects)("on %s", (dialect) => {
    let site: SiteProcess;
    /** The admin's recovery codes, kept from turning on two-step sign-in, to sign in again later. */
    let recoveryCodes: string[] = [];
    const cleanups: (() => unknown)[] = [];
    beforeAll(async () => {
      const database = dialect === "postgres" ? await freshPostgres() : undefined;
      if (database) cleanups.push(database.drop);
      site = startSiteProcess(
        await freePort(),
        // TRUST_PROXY: a sign-in can come from a public address, as it does behind the deployment's proxy.
        { ...ADMIN, DATABASE_URL: database?.url ?? "", RATE_LIMIT_FACTOR: "50", LEAD_NOTIFY_TO: "sales@stratumbim.com", TRUST_PROXY: "1" },
        { cwd: copy },
      );
      cleanups.push(() => site.stop());
      await site.ready();
    });
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("answers every API route once without a server error, the signed-in admin's console included", { timeout: 300_000 }, async () => {
      const admin = new HttpVisitor();
      await admin.send("POST", `${site.url}/api/login`, { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD });
      const setup = await admin.send("POST", `${site.url}/api/user/two-factor/setup`, { password: ADMIN.ADMIN_PASSWORD });
      const { secret } = (await setup.json()) as { secret: string };
      const enabled = await admin.send("POST", `${site.url}/api/user/two-factor/enable`, { code: totpCode(secret) });
      expect(enabled.status).toBe(200);
      recoveryCodes = ((await enabled.json()) as { recoveryCodes: string[] }).recoveryCodes;
      expect((await admin.request(`${site.url}/api/admin/content`)).status).toBe(200);

      const token = await admin.csrf(site.url);
      const faults: string[] = [];
      // fetch refuses TRACE, TRACK and CONNECT; routes declared for every method answer the others with the same handler.
      const callable = routes.filter((route) => !["TRACE", "TRACK", "CONNECT"].includes(route.method));
      for (const route of callable.sort(signOutLast)) {
        const url = `${site.url}${concrete(route)}`;
        const answer =
          route.method === "GET" ? await admin.request(url) : await admin.request(url, { method: route.method, body: {}, headers: { "x-csrf-token": token } });
        if (answer.status >= 500) faults.push(`${route.method} ${route.path}: ${answer.status} ${await answer.text()}`);
      }
      expect(faults).toEqual([]);
      expect(site.stdout()).not.toMatch(/"level":(50|60)/);
    });

    it("names a session's country from the offline table, which stays outside the bundle", async () => {
      const admin = new HttpVisitor();
      const from = { "x-forwarded-for": "81.2.69.160" };
      expect((await admin.send("POST", `${site.url}/api/login`, { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }, from)).status).toBe(200);
      expect((await admin.send("POST", `${site.url}/api/login/two-factor`, { recoveryCode: recoveryCodes[1] }, from)).status).toBe(200);
      const answer = await admin.request(`${site.url}/api/user/sessions`);
      expect(answer.status).toBe(200);
      const { sessions } = (await answer.json()) as { sessions: { ip: string; place: string | null; current: boolean }[] };
      expect(sessions.find((session) => session.current)).toMatchObject({ ip: "81.2.69.160", place: "United Kingdom" });
    });

    it("draws a drawing's thumbnail with pdf.js and the native canvas, which stay outside the bundle", { timeout: 120_000 }, async () => {
      const admin = new HttpVisitor();
      expect((await admin.send("POST", `${site.url}/api/login`, { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD })).status).toBe(200);
      expect((await admin.send("POST", `${site.url}/api/login/two-factor`, { recoveryCode: recoveryCodes[0] })).status).toBe(200);
      const found = await admin.request(`${site.url}/api/admin/users?search=${ADMIN.ADMIN_USERNAME}`);
      const [user] = ((await found.json()) as { data: { users: { id: string }[] } }).data.users;
      const company = await admin.send("POST", `${site.url}/api/admin/companies`, {
        name: "Production Copy Ltd",
        country: "Canada",
        timeZone: "America/Toronto",
        billingName: "Accounts",
        billingEmail: "ap@example.com",
      });
      expect(company.status, await company.clone().text()).toBe(200);
      const project = await admin.send("POST", `${site.url}/api/admin/projects`, {
        companyId: ((await company.json()) as { company: { id: string } }).company.id,
        code: "PRD-01",
        name: "Production copy",
        sector: "Healthcare",
        services: ["bim-services"],
        startDate: "2026-11-02",
        dueDate: "2027-05-28",
        coordinatorId: user?.id,
      });
      expect(project.status, await project.clone().text()).toBe(200);
      const projectId = ((await project.json()) as { project: { id: string } }).project.id;
      const form = new FormData();
      const name = { project: "PRD", originator: "STR", volume: "ZZ", level: "00", type: "DR", role: "A", number: "0001", title: "Ground floor plan" };
      for (const [field, value] of Object.entries(name)) form.append(field, value);
      const drawing = readFileSync(path.resolve("tests/fixtures/documents/ground-floor-plan.pdf"));
      form.append("file", new Blob([new Uint8Array(drawing)]), "ground-floor-plan.pdf");
      const created = await admin.send("POST", `${site.url}/api/projects/${projectId}/documents`, form);
      expect(created.status, await created.clone().text()).toBe(201);
      const { document } = (await created.json()) as { document: { id: string } };
      // The process's own job runner draws it after the answer.
      const drawn = async () =>
        ((await (await admin.request(`${site.url}/api/documents/${document.id}`)).json()) as { document: { current: { thumbnail: boolean } } }).document.current
          .thumbnail;
      while (!(await drawn()) && site.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 200));
      const thumbnail = await admin.request(`${site.url}/api/documents/${document.id}/thumbnail`);
      expect(thumbnail.status).toBe(200);
      expect((await imageSize(Buffer.from(await thumbnail.arrayBuffer()))).width).toBe(320);
      expect(site.stdout()).not.toMatch(/"level":(50|60)/);
    });

    it("renders and writes a lead's mails, whose templates load only when first needed", async () => {
      const visitor = new HttpVisitor();
      const lead = {
        fullName: "Production Copy",
        email: "production.copy@example.com",
        service: "bim-services",
        message: "The first consultation request after start-up.",
        privacy: true,
      };
      expect((await visitor.send("POST", `${site.url}/api/contact`, lead)).status).toBe(200);
      const outbox = path.join(site.dataDir, "outbox");
      const written = () => (existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith(".eml")) : []);
      // The notification and the acknowledgement, sent by the job runner after the answer.
      while (written().length < 2 && site.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(written().length).toBeGreaterThanOrEqual(2);
      expect(site.stdout()).not.toMatch(/"level":(50|60)/);
    });
  });
});
