import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneAccounts } from "../../server/accounts/housekeeping";
import { hashToken } from "../../server/accounts/sessions/sessions";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";
import { defined } from "../support/defined";

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let ipSerial = 0;
const ip = () => `203.0.113.${(ipSerial += 1)}`;

describe.each(dialects)("account sessions on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  async function signedIn(user: { username: string; password: string }, options: { rememberMe?: boolean; agent?: string; address?: string } = {}) {
    const visitor = new Visitor(site.app, options.address ?? ip());
    const response = await visitor.post(
      "/api/login",
      { username: user.username, password: user.password, rememberMe: options.rememberMe ?? false },
      { "user-agent": options.agent ?? CHROME_WINDOWS },
    );
    expect(response.statusCode).toBe(200);
    return visitor;
  }
  const rowOf = (visitor: Visitor) =>
    site.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", hashToken(visitor.cookie("sid") ?? ""))
      .executeTakeFirst();
  const backdate = async (visitor: Visitor, field: "last_seen_at" | "expires_at", ms: number) => {
    await site.db
      .updateTable("sessions")
      .set({ [field]: new Date(Date.now() - ms).toISOString() })
      .where("id", "=", hashToken(visitor.cookie("sid") ?? ""))
      .execute();
  };

  it("answers 401 to a signed-out visitor on every session call", async () => {
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.get("/api/user/sessions")).statusCode).toBe(401);
    expect((await visitor.send("DELETE", "/api/user/sessions/anything")).statusCode).toBe(401);
    expect((await visitor.post("/api/user/sessions/revoke-others")).statusCode).toBe(401);
  });

  it("lists each session with device, IP, last seen and a 'this device' marker, under a public id that is not the stored hash", async () => {
    const user = await makeUser(site);
    const laptop = await signedIn(user, { agent: CHROME_WINDOWS, address: "198.51.100.7" });
    const phone = await signedIn(user, { agent: SAFARI_IPHONE, address: "198.51.100.8", rememberMe: true });
    const response = await laptop.get("/api/user/sessions");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { sessions } = response.json() as {
      sessions: { id: string; device: string; ip: string; current: boolean; remembered: boolean; lastSeenAt: string }[];
    };
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current);
    const other = sessions.find((s) => !s.current);
    expect(mine).toMatchObject({ device: "Chrome on Windows", ip: "198.51.100.7", remembered: false });
    expect(other).toMatchObject({ device: "Safari on iOS", ip: "198.51.100.8", remembered: true });
    expect(Date.now() - Date.parse(mine?.lastSeenAt ?? "")).toBeLessThan(MINUTE);
    const hashes = [(await rowOf(laptop))?.id, (await rowOf(phone))?.id];
    for (const session of sessions) expect(hashes).not.toContain(session.id);
    expect(response.body).not.toContain(hashes[0]);
    expect(response.body).not.toContain(laptop.cookie("sid"));
  });

  it("names each session's place from an offline country table: a country, 'Local network' for private addresses, nothing when unknown", async () => {
    const user = await makeUser(site);
    const browsers = [
      await signedIn(user, { address: "8.8.8.8" }),
      await signedIn(user, { address: "81.2.69.160" }),
      await signedIn(user, { address: "192.168.1.20" }),
      await signedIn(user, { address: "127.0.0.1" }),
      await signedIn(user, { address: "198.51.100.9" }),
      await signedIn(user, { address: "2001:db8::7" }),
    ];
    const { sessions } = (await defined(browsers[0], "the first browser").get("/api/user/sessions")).json() as {
      sessions: { ip: string; place: string | null }[];
    };
    const placeOf = (ip: string) => sessions.find((s) => s.ip === ip)?.place;
    expect(placeOf("8.8.8.8")).toBe("United States");
    expect(placeOf("81.2.69.160")).toBe("United Kingdom");
    expect(placeOf("192.168.1.20")).toBe("Local network");
    expect(placeOf("127.0.0.1")).toBe("Local network");
    expect(placeOf("198.51.100.9")).toBeNull();
    expect(placeOf("2001:db8::7")).toBeNull();
  });

  it("ends a session idle for 30 minutes, and keeps one used 29 minutes ago, moving its last-seen time", async () => {
    const user = await makeUser(site);
    const idle = await signedIn(user);
    await backdate(idle, "last_seen_at", 30 * MINUTE + 1000);
    const gone = await rowOf(idle);
    expect((await idle.get("/api/user")).statusCode).toBe(401);
    expect(
      await site.db
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", gone?.id ?? "")
        .executeTakeFirst(),
    ).toBeUndefined();

    const busy = await signedIn(user);
    await backdate(busy, "last_seen_at", 29 * MINUTE);
    expect((await busy.get("/api/user")).statusCode).toBe(200);
    const seen = Date.parse((await rowOf(busy))?.last_seen_at ?? "");
    expect(Date.now() - seen).toBeLessThan(MINUTE);
  });

  it("keeps a remembered session through 6 idle days and ends it after 7", async () => {
    const user = await makeUser(site);
    const visitor = await signedIn(user, { rememberMe: true });
    await backdate(visitor, "last_seen_at", 6 * DAY);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    await backdate(visitor, "last_seen_at", 7 * DAY + 1000);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
  });

  it("ends a remembered session 30 days after sign-in however often it is used", async () => {
    const user = await makeUser(site);
    const visitor = await signedIn(user, { rememberMe: true });
    const first = await rowOf(visitor);
    expect(Date.parse(first?.expires_at ?? "") - Date.parse(first?.created_at ?? "")).toBe(30 * DAY);
    await backdate(visitor, "last_seen_at", 2 * DAY);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    const used = await rowOf(visitor);
    expect(used?.expires_at).toBe(first?.expires_at);
    expect(Date.parse(used?.last_seen_at ?? "")).toBeGreaterThan(Date.now() - MINUTE);
    await backdate(visitor, "expires_at", 1000);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
  });

  it("signs out one other session by its public id, and refuses ids of other users' sessions", async () => {
    const user = await makeUser(site);
    const stranger = await makeUser(site);
    const laptop = await signedIn(user);
    const phone = await signedIn(user, { agent: SAFARI_IPHONE });
    const theirs = await signedIn(stranger);
    const theirId = ((await theirs.get("/api/user/sessions")).json() as { sessions: { id: string }[] }).sessions[0]?.id;
    const refused = await laptop.send("DELETE", `/api/user/sessions/${theirId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: "That session has already ended." });
    expect((await theirs.get("/api/user")).statusCode).toBe(200);
    expect((await laptop.send("DELETE", `/api/user/sessions/${(await rowOf(phone))?.id}`)).statusCode).toBe(404);

    const list = (await laptop.get("/api/user/sessions")).json() as { sessions: { id: string; current: boolean }[] };
    const phoneId = list.sessions.find((s) => !s.current)?.id;
    const ended = await laptop.send("DELETE", `/api/user/sessions/${phoneId}`);
    expect(ended.statusCode).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(200);
    expect((await laptop.send("DELETE", `/api/user/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it("signs out this session from the list, clearing its cookie", async () => {
    const user = await makeUser(site);
    const visitor = await signedIn(user);
    const mine = ((await visitor.get("/api/user/sessions")).json() as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current);
    const response = await visitor.send("DELETE", `/api/user/sessions/${mine?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
  });

  it("signs out every other session and keeps this one", async () => {
    const user = await makeUser(site);
    const stranger = await makeUser(site);
    const keep = await signedIn(user);
    const others = [await signedIn(user), await signedIn(user, { rememberMe: true })];
    const theirs = await signedIn(stranger);
    const response = await keep.post("/api/user/sessions/revoke-others");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "2 other sessions signed out", ended: 2 });
    for (const other of others) expect((await other.get("/api/user")).statusCode).toBe(401);
    expect((await keep.get("/api/user")).statusCode).toBe(200);
    expect((await theirs.get("/api/user")).statusCode).toBe(200);
    const left = (await keep.get("/api/user/sessions")).json() as { sessions: { current: boolean }[] };
    expect(left.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("prunes idle and expired sessions hourly and keeps live ones", async () => {
    const user = await makeUser(site);
    const idleShort = await signedIn(user);
    const idleRemembered = await signedIn(user, { rememberMe: true });
    const expired = await signedIn(user, { rememberMe: true });
    const live = await signedIn(user, { rememberMe: true });
    await backdate(idleShort, "last_seen_at", 31 * MINUTE);
    await backdate(idleRemembered, "last_seen_at", 7 * DAY + MINUTE);
    await backdate(expired, "expires_at", MINUTE);
    await backdate(live, "last_seen_at", 6 * DAY);
    const liveId = (await rowOf(live))?.id;
    await pruneAccounts(site.db);
    const left = await site.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(left.map((r) => r.id)).toEqual([liveId]);
  });
});
