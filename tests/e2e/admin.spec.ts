import { mkdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { documentAdminEndpoints, documentEndpoints, transmittalEndpoints } from "../../contract/endpoints/documents";
import { mailPreferenceEndpoints } from "../../contract/endpoints/mail-preferences";
import { pipelineEndpoints } from "../../contract/endpoints/pipeline";
import { clientPortalEndpoints, resourceEndpoints, staffPortalEndpoints, ticketEndpoints } from "../../contract/endpoints/portal";
import { call, expect, newPerson, test, untilInteractive } from "./support/fixtures";
import { likeAPerson, open } from "./support/forms";
import { waitForMail } from "./support/mail";
import { holdRequests } from "./support/held-requests";

const toast = (page: Page) => page.getByRole("region", { name: /notifications/i }).getByRole("listitem");

test("an admin finds a lead just sent from /contact, changes its status with a note and exports it", async ({ page, signIn }) => {
  const who = newPerson("lead");
  const shownAt = await open(page, "/contact");
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill("Morgan Ellis");
  await form.getByLabel("Email Address").fill(who.email);
  await form.getByLabel("Project Subject").fill("=Scan to BIM for a listed warehouse");
  await form.getByLabel("Project Details").fill("Point cloud of 6,000 m², Revit LOD 300 model with MEP services.");
  await likeAPerson(shownAt);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();

  await signIn("admin");
  await open(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Total Leads")).toBeVisible();
  await expect(page.getByRole("button", { name: /Morgan Ellis/ }).first()).toBeVisible();

  await page.getByRole("tab", { name: "Leads" }).click();
  await expect(page).toHaveURL(/tab=leads/);
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Morgan Ellis");
  await table.getByRole("button", { name: "View lead from Morgan Ellis" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Point cloud of 6,000 m², Revit LOD 300 model with MEP services.");
  await expect(dialog).toContainText("/contact");
  await dialog.getByLabel("New status").selectOption("contacted");
  await dialog.getByLabel("Note (optional)").fill("Called back, proposal on Friday");
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Lead marked contacted." })).toBeVisible();
  await expect(dialog.getByText("“Called back, proposal on Friday”")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "New → Contacted" })).toContainText("by siteadmin");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText("Contacted");

  await page.getByLabel("Filter by status").selectOption("contacted");
  await expect(table).toContainText("Morgan Ellis");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Reports" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("leads.csv");
  const csv = readFileSync((await download.path()) ?? "", "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/^Reference,Received \(UTC\),Stage,Won or lost because,Owner,Source,Campaign,Service,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(who.email);
  expect(csv[1]).toContain(",Contacted,");
  expect(csv[1]).toContain(`"'=Scan to BIM for a listed warehouse"`);
});

test("an admin promotes one user and disables another, whose open page is sent to /auth", async ({ page, signIn, browser }) => {
  const promoted = newPerson("promote");
  const other = await browser.newContext();
  const victimPage = await other.newPage();
  const victim = newPerson("disable");
  for (const [request, person] of [
    [page.request, promoted],
    [other.request, victim],
  ] as const) {
    const { csrfToken } = await (await request.get("/api/csrf-token")).json();
    expect((await request.post("/api/register", { data: person, headers: { "x-csrf-token": csrfToken } })).status()).toBe(201);
  }
  await page.context().clearCookies();
  await open(victimPage, "/dashboard");
  await expect(victimPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();

  await signIn("admin");
  await open(page, "/admin/users");
  const table = page.getByRole("table", { name: "Users" });
  const search = page.getByRole("searchbox", { name: "Search users" });

  await search.fill(promoted.username);
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: `Actions for ${promoted.username}` }).click();
  await page.getByRole("menuitem", { name: "Promote to admin" }).click();
  await expect(toast(page)).toContainText(`${promoted.username} is now an admin.`);
  await expect(table.getByRole("row").nth(1)).toContainText("Admin");

  await search.fill(victim.username);
  await expect(table).toContainText(victim.username);
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: `Actions for ${victim.username}` }).click();
  await page.getByRole("menuitem", { name: "Disable account" }).click();
  await expect(toast(page)).toContainText("disabled and signed out everywhere");
  await expect(table.getByRole("row").nth(1)).toContainText("Disabled");

  await victimPage.getByRole("link", { name: "Projects", exact: true }).first().click();
  await expect(victimPage).toHaveURL(/\/auth$/);
  await other.close();
});

test("an admin pages through more users than one page holds, forward and back by key", async ({ page, signIn }) => {
  await signIn("admin");
  const marker = `pager${Date.now().toString(36)}`;
  for (let i = 0; i < 12; i++) {
    await call(page.request, "/api/admin/users", { username: `${marker}${String(i).padStart(2, "0")}`, email: `${marker}${i}@example.com` });
  }
  await open(page, "/admin/users");
  const table = page.getByRole("table", { name: "Users" });
  const pager = page.getByRole("navigation", { name: "Users pages" });
  await expect(pager).toContainText("Showing 1–");
  // The search's answer is held on its way: the rows on screen are the unfiltered ones, and the page must not count them as the search's.
  const release = await holdRequests(page, (url) => url.pathname === "/api/admin/users" && url.searchParams.get("search") === marker);
  await page.getByRole("searchbox", { name: "Search users" }).fill(marker);
  await expect(table).toHaveAttribute("aria-busy", "true");
  await expect(pager).toContainText("Updating…");
  await expect(pager).not.toContainText("Showing");
  await expect(pager).not.toContainText(" of ");
  release();
  await expect(table).not.toHaveAttribute("aria-busy");
  await expect(pager).toContainText("Showing 1–10 of 12");
  await expect(pager).toContainText("Page 1 of 2");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  // Newest first: the first two accounts made are on the second page.
  await expect(table).not.toContainText(`@${marker}00`);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText("Showing 11–12 of 12");
  await expect(pager).toContainText("Page 2 of 2");
  await expect(table).toContainText(`@${marker}00`);
  await expect(table).toContainText(`@${marker}01`);
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await pager.getByRole("button", { name: "Previous" }).click();
  await expect(pager).toContainText("Showing 1–10 of 12");
  await expect(table).toContainText(`@${marker}11`);
  await expect(table).not.toContainText(`@${marker}00`);
});

test("the Leads tab lists a new newsletter subscriber as awaiting confirmation, with the list's pager", async ({ page, signIn }) => {
  await signIn("admin");
  const email = `news${Date.now().toString(36)}@example.com`;
  await call(page.request, "/api/newsletter", { email, source: "footer" });
  await open(page, "/admin/dashboard?tab=leads");
  const row = page.getByRole("table", { name: "Newsletter subscribers" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("footer");
  await expect(row).toContainText("Awaiting confirmation");
  await expect(page.getByRole("navigation", { name: "Newsletter subscribers pages" })).toContainText("Showing 1–");
});

test("Add New User creates an account whose owner sets a password from the mailed link and signs in", async ({ page, signIn, browser }) => {
  const who = newPerson("hire");
  const since = Date.now();
  await signIn("admin");
  await open(page, "/admin/users");
  await page.getByRole("button", { name: "Add New User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByRole("button", { name: "Add user and send link" }).click();
  await expect(dialog.getByText("Username must be at least 3 characters")).toBeVisible();
  await dialog.getByLabel("Username").fill(who.username);
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Full name (optional)").fill("Priya Nair");
  await dialog.getByRole("button", { name: "Add user and send link" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText(`We've emailed ${who.email} a link to set a password.`);
  await page.getByRole("searchbox", { name: "Search users" }).fill(who.username);
  await expect(page.getByRole("table", { name: "Users" })).toContainText("Priya Nair");

  const mail = await waitForMail(who.email, since);
  expect(mail.subject).toMatch(/^Set your .* password$/);
  expect(mail.text).toContain("within 72 hours");
  const link = new URL(mail.text!.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+&email=\S+/)![0]);
  const fresh = await browser.newContext();
  const newcomer = await fresh.newPage();
  await open(newcomer, `${link.pathname}${link.search}`);
  await newcomer.getByLabel("New Password", { exact: true }).fill(who.password);
  await newcomer.getByLabel("Confirm New Password").fill(who.password);
  await newcomer.getByRole("button", { name: "Reset Password" }).click();
  await expect(newcomer).toHaveURL(/\/auth$/, { timeout: 5000 });
  const form = newcomer.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Username").fill(who.username);
  await form.getByLabel("Password").fill(who.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await fresh.close();
});

test("the promo banner set in /admin/settings shows on the public site without a restart", async ({ page, signIn, browser }) => {
  const text = `Winter offer ${Date.now().toString(36)}: 15% off Scan-to-BIM`;
  await signIn("admin");
  await open(page, "/admin/settings");
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Promo banner" }) });
  await card.getByLabel("Show the banner").check();
  await card.getByLabel("Text").fill(text);
  await card.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await card.getByRole("button", { name: "Save banner" }).click();
  await expect(card.getByText("Use a site path such as /contact or an https:// address")).toBeVisible();
  await card.getByLabel("Link (optional)").fill("/services/scan-to-bim");
  await card.getByLabel("Delay before it appears (seconds)").fill("0");
  await card.getByRole("button", { name: "Save banner" }).click();
  await expect(toast(page)).toContainText("Promo banner saved and shown.");

  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto("/");
  await untilInteractive(home);
  await expect(home.getByText(text)).toBeVisible();
  await visitor.close();

  await card.getByLabel("Show the banner").uncheck();
  await card.getByRole("button", { name: "Save banner" }).click();
  await expect(toast(page)).toContainText("Promo banner saved and hidden.");
});

test("a signed-in non-admin who opens an admin screen is sent home", async ({ page, signIn, allowConsoleErrors }) => {
  // Spec 01: the guard records 'Admin access required' (a console warning) before it sends the person home.
  allowConsoleErrors(/^Admin access required$/);
  await signIn("user");
  await open(page, "/admin/users");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(403);
});

test("a client's Request New Service is prefilled and reaches the firm as their lead", async ({ page, signIn }) => {
  const client = await signIn("user");
  const shownAt = await open(page, "/dashboard");
  await page.getByRole("button", { name: "Request New Service" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Full Name")).toHaveValue(client.username);
  await expect(dialog.getByLabel("Email Address")).toHaveValue((client as { email?: string }).email ?? "");
  await dialog.getByLabel("Project Subject").fill("Rebar detailing for phase 2");
  await dialog.getByLabel("Project Details").fill("Two basements and a podium slab, shop drawings in 3 weeks.");
  await likeAPerson(shownAt);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();

  await page.context().clearCookies();
  await signIn("admin");
  await open(page, "/admin/dashboard?tab=leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(client.username);
  await page
    .getByRole("table", { name: "Leads" })
    .getByRole("button", { name: `View lead from ${client.username}` })
    .click();
  await expect(page.getByRole("dialog")).toContainText(`${client.username} (`);
  await expect(page.getByRole("dialog")).toContainText("Two basements and a podium slab");
});

test("public pages load none of the back-office code, the document viewers or pdf.js", async ({ page }) => {
  const scripts: string[] = [];
  const urls: string[] = [];
  page.on("response", async (response) => {
    urls.push(new URL(response.url()).pathname);
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  for (const path of ["/", "/contact", "/services", "/auth", "/auth/invitation"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((s) => s.includes("recharts-") || s.includes("Export Reports") || s.includes("Request New Service"))).toEqual([]);
  // The 3D viewer (three, That Open's engine, web-ifc and its WebAssembly) and pdf.js load on their own screens only.
  expect(urls.filter((url) => /model-viewer|pdf-viewer|pdf-document|thatopen|web-ifc|pdfjs|\.wasm$/.test(url))).toEqual([]);
  expect(scripts.filter((s) => s.includes("Elements by level") || s.includes("GlobalWorkerOptions") || s.includes("IfcLoader"))).toEqual([]);
  // The signed-in screens' contract: any of its endpoint tables in a public page's scripts means their code came along.
  const signedInPaths = [
    adminEndpoints,
    staffPortalEndpoints,
    clientPortalEndpoints,
    ticketEndpoints,
    resourceEndpoints,
    mailPreferenceEndpoints,
    pipelineEndpoints,
    documentEndpoints,
    transmittalEndpoints,
    documentAdminEndpoints,
  ].flatMap((endpoints) => Object.values(endpoints).map((endpoint) => endpoint.path));
  const quoted = (path: string) => ["`", '"', "'"].map((q) => `${q}${path}${q}`);
  expect(signedInPaths.filter((path) => scripts.some((s) => quoted(path).some((q) => s.includes(q))))).toEqual([]);
});

test("screenshots of every signed-in tab at 1280 and 390 px", async ({ page, signIn }) => {
  // Twelve screens, each with a screenshot and an axe pass: work that grows with the machine's load, not a time budget.
  test.setTimeout(240_000);
  const dir = process.env.SCREENSHOT_DIR ?? test.info().outputPath("screens");
  mkdirSync(dir, { recursive: true });
  await signIn("admin");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, url] of [
      ["overview", "/admin/dashboard"],
      ["users", "/admin/users"],
      ["leads", "/admin/dashboard?tab=leads"],
      ["content", "/admin/dashboard?tab=content"],
      ["settings", "/admin/settings"],
      ["client", "/dashboard"],
    ] as const) {
      await open(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      // Readable at this width: nothing makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      const { violations } = await new AxeBuilder({ page }).include("main").analyze();
      expect(violations.map((v) => `${name} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  }
});

test("on a 390 px phone the lead dialog stacks its rows and nothing in it runs past the screen", async ({ page, signIn }) => {
  const who = newPerson("phone-lead");
  const landing = `/services/scan-to-bim?utm_source=${"x".repeat(40)}&utm_campaign=an-unusually-long-campaign-name-without-spaces-${"y".repeat(60)}`;
  const csrf = (await (await page.request.get("/api/csrf-token")).json()).csrfToken as string;
  const sent = await page.request.post("/api/contact", {
    headers: { "x-csrf-token": csrf },
    data: {
      name: "Avery Long-Fieldname",
      email: who.email,
      subject: "Survey of a 1930s mill",
      message: "Point cloud registration and LOD 300 Revit model.",
      serviceType: "bim",
      attribution: { landingPage: landing, referrer: `https://www.example-search-engine.com/search?q=${"scan".repeat(30)}` },
    },
  });
  expect(sent.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn("admin");
  await page.goto("/admin/dashboard?tab=leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  await page.getByRole("button", { name: "View lead from Avery Long-Fieldname" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Survey of a 1930s mill");
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const widest = await dialog.evaluate((el) => Math.max(...[...el.querySelectorAll("*")].map((child) => child.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(390);
  // Stacked: a row's label sits above its value.
  const label = (await dialog.getByText("Landing page", { exact: true }).boundingBox())!;
  const value = (await dialog.getByText(landing, { exact: true }).boundingBox())!;
  expect(value.y).toBeGreaterThan(label.y);
});
