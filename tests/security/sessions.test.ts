import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, nextIp, PASSWORD, registered, startSite, type TestSite, Visitor } from "./support";
import { percentile } from "../../scripts/percentile";

const median = (values: number[]) => percentile(values, 0.5);

describe.each(dialects)("sessions, replays and races on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100" });
  });
  afterAll(() => site.close());

  const resetToken = async (email: string) => {
    await site.drain();
    const before = site.mails.length;
    expect((await new Visitor(site.app, nextIp()).post("/api/auth/request-reset", { email })).statusCode).toBe(200);
    await site.drain();
    const mail = site.mails.slice(before).find((m) => m.to === email)!;
    return new URL(mail.text.match(/http:\/\/site\.test\/auth\/reset-password\?\S+/)![0]).searchParams.get("token")!;
  };
  const asCookie = (visitor: Visitor) => {
    const copy = new Visitor(site.app, nextIp());
    copy.setCookie("sid", visitor.cookie("sid")!);
    return copy;
  };

  it("never adopts a session id the browser arrived with, chosen or stolen", async () => {
    const { person } = await registered(site);
    const victim = new Visitor(site.app, nextIp());
    victim.setCookie("sid", "attacker-chosen-session-id-0123456789abcdef");
    expect((await victim.post("/api/login", { username: person.username, password: PASSWORD })).statusCode).toBe(200);
    expect(victim.cookie("sid")).not.toBe("attacker-chosen-session-id-0123456789abcdef");
    const attacker = new Visitor(site.app, nextIp());
    attacker.setCookie("sid", "attacker-chosen-session-id-0123456789abcdef");
    expect((await attacker.get("/api/user")).statusCode).toBe(401);

    // An attacker plants their own live session in the victim's browser: the victim's sign-in replaces and ends it.
    const { visitor: planted } = await registered(site);
    const plantedId = planted.cookie("sid")!;
    const browser = new Visitor(site.app, nextIp());
    browser.setCookie("sid", plantedId);
    expect((await browser.post("/api/login", { username: person.username, password: PASSWORD })).statusCode).toBe(200);
    expect(browser.cookie("sid")).not.toBe(plantedId);
    expect((await browser.get("/api/user")).json().user.username).toBe(person.username);
    expect((await planted.get("/api/user")).statusCode).toBe(401);
  });

  it("refuses a copied session cookie after logout, after a password change and after a reset", async () => {
    const { visitor, person } = await registered(site);
    const copy = asCookie(visitor);
    expect((await copy.get("/api/user")).statusCode).toBe(200);
    expect((await visitor.post("/api/logout")).statusCode).toBe(200);
    expect((await copy.get("/api/user")).statusCode).toBe(401);

    const laptop = new Visitor(site.app, nextIp());
    expect((await laptop.post("/api/login", { username: person.username, password: PASSWORD })).statusCode).toBe(200);
    const stolen = asCookie(laptop);
    const phone = new Visitor(site.app, nextIp());
    expect((await phone.post("/api/login", { username: person.username, password: PASSWORD })).statusCode).toBe(200);
    const changed = await phone.put("/api/user/password", { currentPassword: PASSWORD, newPassword: "Copper-Meadow-55", confirmPassword: "Copper-Meadow-55" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await stolen.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/user")).statusCode).toBe(200);

    const phoneCopy = asCookie(phone);
    const token = await resetToken(person.email);
    const reset = await new Visitor(site.app, nextIp()).post("/api/auth/reset-password", {
      token,
      email: person.email,
      password: "Another-Harbor-99",
      confirmPassword: "Another-Harbor-99",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await phoneCopy.get("/api/user")).statusCode).toBe(401);
  });

  it("lets exactly one of two concurrent resets with the same link win", async () => {
    const { person } = await registered(site);
    const token = await resetToken(person.email);
    const attempt = (password: string) =>
      new Visitor(site.app, nextIp()).post("/api/auth/reset-password", { token, email: person.email, password, confirmPassword: password });
    const answers = await Promise.all([attempt("Copper-Meadow-55"), attempt("Another-Harbor-99")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? "Copper-Meadow-55" : "Another-Harbor-99";
    const loser = winner === "Copper-Meadow-55" ? "Another-Harbor-99" : "Copper-Meadow-55";
    expect((await new Visitor(site.app, nextIp()).post("/api/login", { username: person.username, password: winner })).statusCode).toBe(200);
    expect((await new Visitor(site.app, nextIp()).post("/api/login", { username: person.username, password: loser })).statusCode).toBe(401);
  });

  it("makes one account of two concurrent registrations and one lead of a double submission", async () => {
    const name = `twin_${Date.now().toString(36)}`;
    const register = () => new Visitor(site.app, nextIp()).post("/api/register", { username: name, email: `${name}@example.com`, password: PASSWORD });
    const answers = await Promise.all([register(), register()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await site.db.selectFrom("users").select("id").where("username", "=", name).execute()).toHaveLength(1);

    const email = `twin.${Date.now().toString(36)}@example.com`;
    const lead = {
      name: "Tom Walker",
      email,
      subject: "Retail park",
      message: "Looking for LOD 350 models, please call.",
      idempotencyKey: `key-${Date.now()}`,
    };
    const visitor = new Visitor(site.app, nextIp());
    const leads = await Promise.all([visitor.post("/api/contact", lead), visitor.post("/api/contact", lead), visitor.post("/api/contact", lead)]);
    expect(leads.map((l) => l.statusCode)).toEqual([200, 200, 200]);
    expect(await site.db.selectFrom("leads").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("answers login and reset alike for unknown accounts, within timing noise", async () => {
    const { person } = await registered(site);
    const login = (username: string) => new Visitor(site.app, nextIp()).post("/api/login", { username, password: "Wrong-Password-77" });
    const reset = (email: string) => new Visitor(site.app, nextIp()).post("/api/auth/request-reset", { email });
    const timed = async <T>(run: () => Promise<T>) => {
      const start = performance.now();
      const result = await run();
      return { result, ms: performance.now() - start };
    };
    const known = { login: [] as number[], reset: [] as number[] };
    const unknown = { login: [] as number[], reset: [] as number[] };
    for (let i = 0; i < 7; i++) {
      const a = await timed(() => login(person.username));
      const b = await timed(() => login(`nobody_${i}_${Date.now().toString(36)}`));
      expect([a.result.statusCode, b.result.statusCode]).toEqual([401, 401]);
      expect(a.result.body).toBe(b.result.body);
      known.login.push(a.ms);
      unknown.login.push(b.ms);
      const c = await timed(() => reset(person.email));
      const d = await timed(() => reset(`nobody.${i}.${Date.now().toString(36)}@example.com`));
      expect([c.result.statusCode, d.result.statusCode]).toEqual([200, 200]);
      expect(c.result.body).toBe(d.result.body);
      known.reset.push(c.ms);
      unknown.reset.push(d.ms);
    }
    // An unknown name costs a scrypt hash like a known one, so neither median is far from the other.
    const [k, u] = [median(known.login), median(unknown.login)];
    expect(u, `known ${k} ms, unknown ${u} ms`).toBeGreaterThan(k * 0.6);
    expect(u, `known ${k} ms, unknown ${u} ms`).toBeLessThan(k * 1.6);
    // A reset never waits for the mail server, so a known address answers about as fast as an unknown one.
    expect(Math.abs(median(known.reset) - median(unknown.reset))).toBeLessThan(40);
  });
});
