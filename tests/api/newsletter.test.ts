import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSubscribers } from "../../server/leads/lead-queries";
import { freePort } from "../support/site-process";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";
import { smtpSink } from "./support/smtp-sink";
import { defined } from "../support/defined";

/** Issue 20: double opt-in, RFC 8058 one-click unsubscribe, and the subscription under Profile → Preferences. */
describe.each(dialects)("the newsletter on %s", (dialect) => {
  let site: TestSite;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink(await freePort());
    await sink.start();
    site = await startSite(dialect, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await site.close();
    await sink.stop();
  });
  let n = 0;
  const unique = (label: string) => `${label}.${++n}.${Date.now().toString(36)}@example.com`;
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/^[^:]+:\s*/, "")
      .replace(/\r?\n\s+/g, "");
  const received = (to: string) => sink.received.filter((m) => [m.to].flat().some((a) => a?.text.includes(to)));
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
    new URL(text.match(new RegExp(`http://site\\.test/api/newsletter/${kind}\\?[^\\s)\\]]+`))![0]);
  const active = async () => (await listSubscribers(site.db, { active: true, pageSize: 500 })).subscribers.map((s) => s.email);
  const post = (url: URL, type: string, payload: string) =>
    site.app.inject({ method: "POST", url: `${url.pathname}${url.search}`, headers: { "content-type": type }, payload });

  it("mails a stranger's address only a confirmation; the owner's confirmation subscribes it and brings the welcome with one-click unsubscribe headers", async () => {
    const email = unique("double");
    expect((await new Visitor(site.app, "203.0.113.70").post("/api/newsletter", { email })).statusCode).toBe(200);
    expect(await active()).not.toContain(email);
    await site.drain();
    const confirmation = defined(received(email)[0], "the confirmation mail");
    expect(confirmation.subject).toBe("Confirm your subscription - Stratum BIM & Engineering");
    expect(header(confirmation, "list-unsubscribe")).toBeUndefined();
    const link = linkIn(confirmation.text ?? "", "confirm");

    // Opening the link only asks, so a mail scanner subscribes nobody.
    const opened = await site.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Confirm subscription");
    expect(await active()).not.toContain(email);
    const tampered = new URL(link);
    tampered.searchParams.set("email", "someone.else@example.com");
    expect((await post(tampered, "application/x-www-form-urlencoded", "")).statusCode).toBe(400);
    const old = new URL(link);
    old.searchParams.set("at", String(Date.now() - 8 * 24 * 3600_000));
    expect((await post(old, "application/x-www-form-urlencoded", "")).statusCode).toBe(400);

    expect((await post(link, "application/x-www-form-urlencoded", "")).statusCode).toBe(200);
    expect((await post(link, "application/x-www-form-urlencoded", "")).statusCode).toBe(200);
    expect(await active()).toContain(email);
    await site.drain();
    const welcomes = received(email).filter((m) => m.subject?.startsWith("Welcome"));
    expect(welcomes).toHaveLength(1);
    const welcome = defined(welcomes[0], "the welcome mail");
    const unsubscribe = header(welcome, "list-unsubscribe") as string;
    expect(unsubscribe).toMatch(/^<http:\/\/site\.test\/api\/newsletter\/unsubscribe\?email=.+&token=.+>$/);
    expect(header(welcome, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // RFC 8058: the mail client posts List-Unsubscribe=One-Click to that address, as multipart/form-data or urlencoded.
    const oneClick = new URL(unsubscribe.slice(1, -1));
    const boundary = "----oneclick";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await post(oneClick, `multipart/form-data; boundary=${boundary}`, multipart);
    expect(answer.statusCode).toBe(200);
    expect(await active()).not.toContain(email);
    expect((await post(oneClick, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")).statusCode).toBe(200);
  });

  it("asks a pending address again at most once an hour, so nobody can flood a stranger's inbox", async () => {
    const email = unique("flood");
    for (let i = 0; i < 3; i++) await new Visitor(site.app, `203.0.113.${80 + i}`).post("/api/newsletter", { email });
    await site.drain();
    expect(received(email)).toHaveLength(1);
  });

  it("lets a signed-in person see and change the subscription under Preferences; a verified address needs no link", async () => {
    const { visitor, user } = await signedInVisitor(site);
    expect((await visitor.get("/api/account/newsletter")).json()).toEqual({ state: "none" });
    // The factory's account has not verified its address: it is asked by mail.
    expect((await visitor.put("/api/account/newsletter", { subscribed: true })).json()).toEqual({ state: "pending" });
    await site.db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", user.id).execute();
    expect((await visitor.put("/api/account/newsletter", { subscribed: true })).json()).toEqual({ state: "subscribed" });
    expect(await active()).toContain(user.email.toLowerCase());
    expect((await visitor.put("/api/account/newsletter", { subscribed: false })).json()).toEqual({ state: "none" });
    expect(await active()).not.toContain(user.email.toLowerCase());
    expect((await new Visitor(site.app).get("/api/account/newsletter")).statusCode).toBe(401);
    expect((await visitor.put("/api/account/newsletter", { subscribed: "yes" })).statusCode).toBe(400);
  });
});
