import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";
import { htmlOf } from "./support/html";
import { defined } from "../support/defined";

const SITE = "http://site.test";
const inquiry = {
  form: "inquiry",
  name: "Dana Whitlock",
  email: "",
  company: "",
  serviceType: "structural",
  subject: "Steel connection design for a warehouse",
  message: "Portal frame, 42 m span, connection design to EN 1993-1-8.",
  page: "/contact",
  formStamp: "",
  shownAt: "",
};

/** Issues 20 and 29: a lead form the browser posts itself, before or without the page's code. */
describe.each(dialects)("lead forms posted natively on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { LEAD_NOTIFY_TO: "sales@stratumbim.com" });
  });
  afterAll(() => site.close());

  let n = 0;
  const ip = () => `192.0.2.${++n}`;
  const unique = (label: string) => `${label}.${++n}.${Date.now().toString(36)}@example.com`;
  const leadsOf = (email: string) => site.db.selectFrom("leads").selectAll().where("email", "=", email).execute();
  const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }, remoteAddress = ip()) =>
    site.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it("stores the lead, then answers 303 to a thank-you page that shows its reference", async () => {
    const email = unique("native");
    const response = await post({ ...inquiry, email });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, SITE);
    expect(location.pathname).toBe("/contact/received");
    const lead = defined((await leadsOf(email))[0], "the stored lead");
    expect(lead).toMatchObject({
      form: "inquiry",
      full_name: "Dana Whitlock",
      company: null,
      service: "structural",
      page: "/contact",
      status: "new",
      review_reason: "no-stamp",
    });
    expect(location.searchParams.get("ref")).toBe(lead.reference);

    const page = await site.app.inject({ method: "GET", url: `${location.pathname}${location.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(htmlOf(page.body).text(".ref")).toBe(lead.reference);
    // A made-up reference is not echoed.
    const forged = await site.app.inject({ method: "GET", url: "/contact/received?ref=%3Cscript%3E" });
    expect(forged.body).not.toContain("<script>");
    expect(htmlOf(forged.body).text(".ref")).toBeNull();

    await site.drain();
    const notification = site.mails.find((m) => m.to === "sales@stratumbim.com" && m.replyTo === email);
    expect(notification?.text).toContain("Flagged for review");
    expect(notification?.text).toContain(lead.reference);
    // The notification opens this very lead in the console.
    expect(notification?.html).toContain(`http://site.test/admin/dashboard?tab=leads&amp;lead=${lead.id}`);
  });

  it("takes a consultation with its ticked consent box and the stamp the first-paint script filled in", async () => {
    const person = new Visitor(site.app, ip());
    const stamp = (await person.get("/api/contact/stamp")).json().stamp as string;
    const email = unique("consent");
    const response = await post({
      form: "consultation",
      fullName: "Ravi Menon",
      email,
      phone: "",
      service: "rebar-detailing",
      privacy: "on",
      message: "Rebar shop drawings for a two-level podium, CSA A23.3.",
      page: "/services/rebar-detailing",
      formStamp: stamp,
      shownAt: String(Number(stamp.split(".")[0]) - 4_000),
      hp_check: "",
    });
    expect(response.statusCode).toBe(303);
    expect((await leadsOf(email))[0]).toMatchObject({
      form: "consultation",
      privacy_accepted: 1,
      phone: null,
      service: "rebar-detailing",
      review_reason: null,
    });
  });

  it("answers a form with mistakes by showing it again, filled in as sent, each message beside its field, storing nothing", async () => {
    const email = "not-an-address";
    const response = await post({ ...inquiry, email, name: "D", subject: `<b>${inquiry.subject}</b>` });
    expect(response.statusCode).toBe(400);
    const page = htmlOf(response.body);
    expect(page.text("#f-name-error")).toBe("Name must be at least 2 characters");
    expect(page.text("#f-email-error")).toBe("Please enter a valid email address");
    expect(page.root.querySelector("#f-subject")?.getAttribute("value")).toBe(`<b>${inquiry.subject}</b>`);
    expect(response.body).not.toContain("<b>Steel");
    expect(page.root.querySelector("#f-message")?.text).toBe(inquiry.message);
    expect(page.root.querySelector('#f-serviceType option[value="structural"]')?.hasAttribute("selected")).toBe(true);
    expect(page.root.querySelector('input[name="form"]')?.getAttribute("value")).toBe("inquiry");
    expect(page.root.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(await leadsOf(email)).toHaveLength(0);

    const consent = await post({
      form: "consultation",
      fullName: "Ravi Menon",
      email: unique("no-consent"),
      service: "mep-design",
      message: "MEP coordination for a school.",
    });
    expect(consent.statusCode).toBe(400);
    expect(htmlOf(consent.body).text("#f-privacy-error")).toBe("Please accept the privacy policy to continue");
  });

  it("needs the site's own origin in place of a token: another site, or no word of origin at all, is refused", async () => {
    const email = unique("csrf");
    expect((await post({ ...inquiry, email }, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ ...inquiry, email }, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const silent = await post({ ...inquiry, email }, {});
    expect(silent.statusCode).toBe(403);
    expect(silent.json().code).toBe("csrf_invalid");
    expect((await post({ ...inquiry, email }, { "sec-fetch-site": "same-origin" })).statusCode).toBe(303);
    expect(await leadsOf(email)).toHaveLength(1);
    // JSON still needs the token, whatever its origin says.
    const json = await site.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: SITE, "content-type": "application/json" },
      payload: JSON.stringify({ ...inquiry, email: unique("json") }),
    });
    expect(json.statusCode).toBe(403);
  });

  it("speaks for nobody's session: a signed-in visitor's native post is not linked to the account", async () => {
    const { visitor: person, user } = await signedInVisitor(site);
    expect((await person.get("/api/user")).json().user.username).toBe(user.username);
    const email = unique("signed-in");
    const response = await site.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "192.0.2.250",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, cookie: person.cookieHeader() },
      payload: new URLSearchParams({ ...inquiry, email }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect((await leadsOf(email))[0]?.user_id).toBeNull();
  });

  it("shows the rate limit as a page, not JSON", async () => {
    const address = "192.0.2.200";
    let last = await post({ ...inquiry, email: unique("limit") }, { origin: SITE }, address);
    for (let i = 0; i < 10 && last.statusCode !== 429; i++) last = await post({ ...inquiry, email: unique("limit") }, { origin: SITE }, address);
    expect(last.statusCode).toBe(429);
    expect(last.headers["content-type"]).toContain("text/html");
    expect(last.headers["retry-after"]).toBeDefined();
    expect(htmlOf(last.body).text("h1")).toBe("Your request was not sent");
  });

  it("answers a script's JSON post with the reference too, one more than the last", async () => {
    const person = new Visitor(site.app, ip());
    const first = (
      await person.post("/api/contact", { ...inquiry, form: undefined, email: unique("ref-a"), company: undefined, formStamp: undefined, shownAt: undefined })
    ).json();
    const second = (
      await person.post("/api/contact", { ...inquiry, form: undefined, email: unique("ref-b"), company: undefined, formStamp: undefined, shownAt: undefined })
    ).json();
    expect(first.reference).toMatch(/^STR-\d{4}-\d{4}$/);
    const number = (reference: string) => Number(reference.split("-")[2]);
    expect(number(second.reference)).toBe(number(first.reference) + 1);
    const now = new Date();
    expect(first.reference.split("-")[1]).toBe(`${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, "0")}`);
  });
});

describe("forms of the built site", () => {
  const client = path.resolve("build/client");
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? pages(path.join(dir, entry.name)) : entry.name.endsWith(".html") ? [path.join(dir, entry.name)] : [],
    );

  it("never sends a form's fields in a URL: every form posts, and every lead form posts to the lead endpoint with its hidden fields", () => {
    const found = pages(client);
    expect(found.length).toBeGreaterThan(30);
    let leadForms = 0;
    for (const file of found) {
      for (const form of htmlOf(readFileSync(file, "utf8")).root.querySelectorAll("form")) {
        if (form.getAttribute("role") === "search") continue;
        expect(form.getAttribute("method"), `${path.relative(client, file)}: ${form.toString().slice(0, 80)}`).toBe("post");
        if (form.hasAttribute("data-lead-form")) {
          leadForms++;
          expect(form.getAttribute("action")).toBe("/api/contact");
          for (const name of ["form", "page", "formStamp", "shownAt"]) expect(form.querySelector(`input[type="hidden"][name="${name}"]`)).not.toBeNull();
          // Nothing stops a native submit: the button works before the code runs.
          expect(form.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(false);
        }
      }
    }
    expect(leadForms).toBeGreaterThanOrEqual(12);
  });
});
