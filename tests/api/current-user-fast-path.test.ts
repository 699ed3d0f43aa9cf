import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION } from "../../contract/constants";
import { hashToken } from "../../server/accounts/sessions/sessions";
import { openDatabase } from "../../server/platform/database";
import { capturedLog } from "../support/captured-log";
import { dialects, startSite, type TestSite } from "./harness";
import { signedInVisitor } from "./support/factories";

type Line = { msg: string; url?: string; status?: number; reqId?: string };

/** A listening site logging its API calls into memory, and one signed-in visitor's session cookie. */
async function listeningSite(dialect: string) {
  const log = capturedLog();
  const site = await startSite(dialect, { LOG_LEVEL: "info" }, log.stream);
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
  const { visitor, user } = await signedInVisitor(site);
  const token = /sid=([^;]+)/.exec(visitor.cookieHeader())?.[1] ?? "";
  const calls = () => log.entries<Line>().filter((line) => line.msg === "request completed");
  const get = (path = "/api/user", cookie = `sid=${token}`) => fetch(`${origin}${path}`, { headers: { cookie } });
  return { site, origin, visitor, user, token, calls, get };
}

const headersOf = (response: Response) => {
  const { date: _date, ...rest } = Object.fromEntries(response.headers);
  return rest;
};

describe.each(dialects)("signed-in GET /api/user answered before Fastify (%s)", (dialect) => {
  let site: TestSite | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await site?.close();
    site = undefined;
  });

  it("answers a repeat call with the full route's status, headers and bytes, and logs it as an API call", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    const first = await signedIn.get();
    const firstBody = await first.text();
    const again = await signedIn.get();
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(JSON.parse(firstBody)).toEqual({ success: true, user: expect.objectContaining({ username: signedIn.user.username }) });
    const [full, repeat] = signedIn.calls();
    expect(full).toEqual(expect.objectContaining({ url: "/api/user", status: 200, reqId: expect.any(String) }));
    expect(repeat).toEqual(expect.objectContaining({ url: "/api/user", status: 200 }));
    // SQLite reads the session at once, so Fastify never saw the repeat; PostgreSQL cannot, so every call is the full route's.
    expect(repeat?.reqId === undefined).toBe(dialect === "sqlite");
  });

  it("refuses at once a session that was signed out, or whose account was disabled, after a remembered answer", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
    expect((await signedIn.visitor.send("POST", "/api/logout")).statusCode).toBe(200);
    const afterSignOut = await signedIn.get();
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.headers.getSetCookie().join(";")).toMatch(/sid=;/);

    const other = await signedInVisitor(site);
    const cookie = other.visitor.cookieHeader();
    for (let i = 0; i < 2; i++) expect((await signedIn.get("/api/user", cookie)).status).toBe(200);
    await site.db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", other.user.id).execute();
    expect((await signedIn.get("/api/user", cookie)).status).toBe(401);
  });

  it("answers at once what another connection commits: a name changed, an account disabled, a session ended", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    // The admin command and any other instance write the same file through a connection of their own.
    const other = dialect === "sqlite" ? openDatabase({ dataDir: site.dataDir }).db : site.db;
    try {
      for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
      await other.updateTable("users").set({ full_name: "Renamed Elsewhere" }).where("id", "=", signedIn.user.id).execute();
      expect(await (await signedIn.get()).json()).toEqual({ success: true, user: expect.objectContaining({ fullName: "Renamed Elsewhere" }) });
      await other.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", signedIn.user.id).execute();
      expect((await signedIn.get()).status).toBe(401);

      const second = await signedInVisitor(site);
      const cookie = second.visitor.cookieHeader();
      for (let i = 0; i < 2; i++) expect((await signedIn.get("/api/user", cookie)).status).toBe(200);
      await other.deleteFrom("sessions").where("user_id", "=", second.user.id).execute();
      expect((await signedIn.get("/api/user", cookie)).status).toBe(401);
    } finally {
      if (other !== site.db) await other.destroy();
    }
  });

  it("still writes last seen once a minute, and ends a session idle past its limit", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    const id = hashToken(signedIn.token);
    const lastSeen = async () => (await site!.db.selectFrom("sessions").select("last_seen_at").where("id", "=", id).executeTakeFirst())?.last_seen_at;
    for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
    const before = await lastSeen();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect((await signedIn.get()).status).toBe(200);
    expect(await lastSeen()).toBe(new Date().toISOString());
    expect(await lastSeen()).not.toBe(before);
    vi.setSystemTime(Date.now() + SESSION.shortIdleMs);
    expect((await signedIn.get()).status).toBe(401);
    expect(await lastSeen()).toBeUndefined();
  });

  it("refuses a remembered session once it is past its end, though it was seen within the minute", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    const endsAt = new Date(Date.now() + 30_000).toISOString();
    await site.db.updateTable("sessions").set({ expires_at: endsAt }).where("id", "=", hashToken(signedIn.token)).execute();
    for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(endsAt) + 1_000 });
    expect((await signedIn.get()).status).toBe(401);
  });

  it("gives other spellings of the path, and a cookie that names no session, the full route's answers", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    const body = await (await signedIn.get()).text();
    for (const spelling of ["/api//user", "/api/user?fresh=1", "/%61pi/user", "//api/user"]) {
      const response = await signedIn.get(spelling);
      expect(response.status, spelling).toBe(200);
      expect(await response.text(), spelling).toBe(body);
    }
    expect((await signedIn.get("/api/user", `sid=${signedIn.token}x`)).status).toBe(401);
    expect((await signedIn.get("/api/user", `sid=${"a".repeat(101)}`)).status).toBe(401);
    expect((await signedIn.get("/api/user", `sidx=${signedIn.token}`)).status).toBe(401);
    expect((await signedIn.get("/API/user")).status).toBe(404);
  });

  it("leaves a call to the full route when the read fails, which answers a plain error, and answers again once it works", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
    // The read the fast path prepared fails as any read can (here its table is gone); the process must not.
    await sql`alter table sessions rename to sessions_away`.execute(site.db);
    const failed = await signedIn.get();
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toMatch(/sessions|sqlite|at /i);
    await sql`alter table sessions_away rename to sessions`.execute(site.db);
    expect((await signedIn.get()).status).toBe(200);
  });

  it("does not answer from a session written in a transaction that is then undone", async () => {
    const signedIn = await listeningSite(dialect);
    site = signedIn.site;
    for (let i = 0; i < 2; i++) expect((await signedIn.get()).status).toBe(200);
    const row = await site.db.selectFrom("sessions").selectAll().where("id", "=", hashToken(signedIn.token)).executeTakeFirstOrThrow();
    const uncommitted = "uncommitted-session-token";
    let answer: Promise<number> | undefined;
    await site.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("sessions")
          .values({ ...row, id: hashToken(uncommitted), public_id: crypto.randomUUID() })
          .execute();
        answer = signedIn.get("/api/user", `sid=${uncommitted}`).then((response) => response.status);
        await new Promise((resolve) => setTimeout(resolve, 200));
        throw new Error("undone");
      })
      .catch((error: unknown) => expect(String(error)).toContain("undone"));
    expect(await answer).toBe(401);
  });
});
