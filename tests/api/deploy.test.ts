import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/platform/database";
import { HttpVisitor } from "../support/http-client";
import { freePort, operatorCommand, startSiteProcess } from "../support/site-process";
import { dialects, freshPostgres } from "./harness";

const run = promisify(execFile);
const lead = (name: string) => ({
  fullName: name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@fischer-bau.example`,
  service: "structural-detailing",
  message: "Steel connection detailing for a warehouse extension in Munich.",
  privacy: true,
});

describe.each(dialects)("backup and restore on %s", (dialect) => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("brings back the backed-up state, and the site starts on it", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const env = { DATABASE_URL: database?.url ?? "", DATA_DIR: mkdtempSync(path.join(tmpdir(), "backup-site-")) };
    const scriptEnv = { ...process.env, ...env };
    const file = path.join(mkdtempSync(path.join(tmpdir(), "backup-")), dialect === "postgres" ? "site.dump" : "site.db");
    const port = await freePort();
    const leadNames = async () => {
      const { db } = openDatabase({ databaseUrl: database?.url, dataDir: env.DATA_DIR });
      const names = (await db.selectFrom("leads").select("full_name").execute()).map((r) => r.full_name).sort();
      await db.destroy();
      return names;
    };

    const first = startSiteProcess(port, env);
    cleanups.push(() => first.stop());
    await first.ready();
    const visitor = new HttpVisitor(undefined, { waitOutShedding: true });
    expect((await visitor.send("POST", `${first.url}/api/contact`, lead("Before Backup"))).status).toBe(200);
    // Taken while the site runs, as a nightly job would.
    await run(...operatorCommand("backup", [file]), { env: scriptEnv });
    // It holds password hashes and leads: only its owner may read it.
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
    expect((await visitor.send("POST", `${first.url}/api/contact`, lead("After Backup"))).status).toBe(200);
    expect((await first.stop()).code).toBe(0);
    expect(await leadNames()).toEqual(["After Backup", "Before Backup"]);

    await run(...operatorCommand("restore", [file]), { env: scriptEnv });
    expect(await leadNames()).toEqual(["Before Backup"]);
    const second = startSiteProcess(port, env);
    cleanups.push(() => second.stop());
    await second.ready();
    expect((await new HttpVisitor(undefined, { waitOutShedding: true }).send("POST", `${second.url}/api/contact`, lead("After Restore"))).status).toBe(200);
    expect(await leadNames()).toEqual(["After Restore", "Before Backup"]);
  });
});

const nginxBin = [process.env.NGINX_BIN, "/usr/sbin/nginx"].find((bin): bin is string => Boolean(bin && existsSync(bin)));

/** One request from a chosen loopback address (a client that is not the proxy), with the answer read whole. */
function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, localAddress: options.from }, (res) => {
      let text = "";
      res
        .setEncoding("utf8")
        .on("data", (c) => (text += c))
        .on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

describe.each(nginxBin ? [nginxBin] : [])("the example nginx configuration (%s)", (bin) => {
  it("serves pages and assets with the app's headers, names the real client and balances two instances", async () => {
    const [proxyPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
    const runtime = mkdtempSync(path.join(tmpdir(), "nginx-"));
    for (const dir of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(runtime, dir), { mode: 0o777 });
    const conf = readFileSync("deploy/nginx.conf", "utf8")
      .replaceAll("__RUNTIME_DIR__", runtime)
      .replace("__LISTEN__", `127.0.0.1:${proxyPort}`)
      .replace("__APP_1__", `127.0.0.1:${port1}`)
      .replace("__APP_2__", `127.0.0.1:${port2}`);
    writeFileSync(path.join(runtime, "nginx.conf"), conf);
    const site = `http://127.0.0.1:${proxyPort}`;
    // Two instances behind one proxy: one database (SQLite in a shared DATA_DIR here), TRUST_PROXY=1.
    const env = { TRUST_PROXY: "1", LOG_LEVEL: "info", PUBLIC_URL: site, DATA_DIR: mkdtempSync(path.join(tmpdir(), "nginx-site-")) };
    const apps = [startSiteProcess(port1, env), startSiteProcess(port2, env)];
    const nginx = spawn(bin, ["-p", runtime, "-e", path.join(runtime, "error.log"), "-c", path.join(runtime, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let nginxErrors = "";
    nginx.stderr.on("data", (c) => (nginxErrors += c));
    try {
      await Promise.all(apps.map((a) => a.ready()));
      for (
        let tries = 0;
        (await fetch(`${site}/api/ready`).then(
          (r) => r.status,
          () => 0,
        )) !== 200;
        tries++
      ) {
        if (tries > 50) throw new Error(`nginx did not answer: ${nginxErrors}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      const direct = await fetch(`http://127.0.0.1:${port1}/`);
      const page = await fetch(`${site}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("server")).toBe("nginx");
      for (const header of ["content-security-policy", "x-content-type-options", "referrer-policy", "cache-control", "content-type"]) {
        expect(page.headers.get(header), header).toBe(direct.headers.get(header));
      }
      const asset = (await page.text()).match(/\/assets\/[\w.-]+\.css/)?.[0];
      expect(asset).toBeDefined();
      const css = await fetch(`${site}${asset}`);
      expect(css.status).toBe(200);
      expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

      // Requests are spread over both instances.
      for (let i = 0; i < 20; i++) await fetch(`${site}/api/health`);
      const served = () =>
        apps.map(
          (a) =>
            a
              .stdout()
              .split("\n")
              .filter((l) => l.includes('"url":"/api/health"')).length,
        );
      // Each answer is logged as it is sent; wait for the lines, not for a guess at how long that takes.
      for (const deadline = Date.now() + 30_000; served().reduce((sum, n) => sum + n, 0) < 20 && Date.now() < deadline; ) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const [first = 0, second = 0] = served();
      expect(first + second).toBeGreaterThanOrEqual(20);
      expect(Math.min(first, second)).toBeGreaterThan(0);

      // A client on 127.0.0.2 is seen as 127.0.0.2 (not as the proxy), whatever X-Forwarded-For it forges,
      // so per-address limits hold: 10 inquiries per 15 minutes, then 429.
      const token = await call(`${site}/api/csrf-token`, { from: "127.0.0.2" });
      const [cookie = ""] = String(token.headers["set-cookie"]).split(";");
      const csrf = (JSON.parse(token.text) as { csrfToken: string }).csrfToken;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const answer = await call(`${site}/api/contact`, {
          method: "POST",
          from: "127.0.0.2",
          body: JSON.stringify(lead(`Forger ${i}`)),
          headers: { "content-type": "application/json", cookie, "x-csrf-token": csrf, "x-forwarded-for": `198.51.100.${i}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const { db } = openDatabase({ dataDir: env.DATA_DIR });
      const ips = new Set((await db.selectFrom("leads").select("ip").execute()).map((r) => r.ip));
      await db.destroy();
      expect([...ips]).toEqual(["127.0.0.2"]);
    } finally {
      nginx.kill("SIGQUIT");
      await Promise.all(apps.map((a) => a.stop()));
    }
  });
});
