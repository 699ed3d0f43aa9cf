import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { likeAPerson, open } from "./support/forms";
import { MAIL_HANG_GUARD_MS } from "./support/mail";
import { type ParsedMail, simpleParser } from "mailparser";

const NOTIFY = "leads@stratumbim.com";
let serial = 0;
const visitorEmail = (label: string) => `${label}.${Date.now().toString(36)}${++serial}${test.info().workerIndex}@example.com`;
const toast = (page: Page) => page.getByRole("region", { name: /notifications/i }).getByRole("listitem");

/** The message in the SMTP sink for `to` whose text mentions `needle`; parallel tests share the inboxes. */
async function mailFor(to: string, needle: string, timeoutMs = MAIL_HANG_GUARD_MS): Promise<ParsedMail> {
  const inbox = path.join(process.env.E2E_DATA_DIR!, "smtp-inbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(inbox).filter((f) => f.includes(to))) {
      const mail = await simpleParser(readFileSync(path.join(inbox, file)));
      if (mail.text?.includes(needle)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${to} mentioning ${needle} within ${timeoutMs} ms`);
}

test("the /contact form shows its errors, sends the inquiry, thanks the visitor and notifies the firm", async ({ page }) => {
  const shownAt = await open(page, "/contact?utm_source=newsletter&utm_campaign=winter");
  const form = page.locator("#consultation");
  await expect(form.getByLabel("Service Type")).toHaveValue("general");
  await expect(form.getByText("The primary service you're interested in.")).toBeVisible();
  await expect(form.getByText("The more details you provide, the better we can tailor our response.")).toBeVisible();
  await form.getByLabel("Full Name").fill("J");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
  await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await expect(form.getByText("Subject must be at least 3 characters", { exact: true })).toBeVisible();
  await expect(form.getByText("Message must be at least 10 characters", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
  await expect(form.getByLabel("Service Type")).toHaveAccessibleDescription("The primary service you're interested in.");
  await expect(form.getByRole("status").filter({ hasText: "4 fields need attention" })).toBeAttached();

  const email = visitorEmail("inquiry");
  await form.getByLabel("Full Name").fill("Jordan Smith");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Company Name (optional)").fill("Smith Structures Ltd.");
  await form.getByLabel("Service Type").selectOption({ label: "Structural Engineering" });
  await form.getByLabel("Project Subject").fill("Steel detailing for a distribution centre");
  await form.getByLabel("Project Details").fill("About 1,400 t of steel, Tekla models and shop drawings over 10 weeks.");
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeHidden();
  await likeAPerson(shownAt);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeFocused();
  await expect(form.getByText("One of our experts will contact you within 24 hours")).toBeVisible();
  await expect(toast(page)).toContainText("Success!");
  await expect(toast(page)).toContainText("Your message has been received. We'll contact you shortly.");
  await expect(form.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");

  const notification = await mailFor(NOTIFY, email);
  expect(notification.subject).toBe("New inquiry from Jordan Smith (Structural Engineering)");
  expect(notification.replyTo?.value[0]?.address).toBe(email);
  expect(notification.text).toContain("Steel detailing for a distribution centre");
  expect(notification.text).toContain("winter");
  const ack = await mailFor(email, "within 24 hours");
  expect(ack.subject).toContain("We received your request");

  await form.getByRole("button", { name: "Send Another Message" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
});

test("the /contact form keeps what was typed when sending fails, and shows the server's field errors", async ({ page, allowConsoleErrors }) => {
  // This test provokes refusals on purpose; the browser and the request layer log them.
  allowConsoleErrors(/ERR_CONNECTION_REFUSED/, /status of \d{3}/, /POST \/api\/contact failed/);
  await open(page, "/contact");
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill("Alex Morgan");
  await form.getByLabel("Email Address").fill(visitorEmail("outage"));
  await form.getByLabel("Project Subject").fill("Precast stair units");
  await form.getByLabel("Project Details").fill("Twelve stair flights, shop drawings in two weeks.");

  await page.route("**/api/contact", (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("There was an error submitting the form. Please try again.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Alex Morgan");
  await expect(form.getByLabel("Project Details")).toHaveValue("Twelve stair flights, shop drawings in two weeks.");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

  // The real server judges a body the browser would never send: its answer lands beside the field.
  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), subject: "ok" }) }));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Subject must be at least 3 characters", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Project Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Project Subject")).toBeFocused();
  await expect(toast(page)).toContainText("Subject must be at least 3 characters");
  await expect(form.getByLabel("Full Name")).toHaveValue("Alex Morgan");
});

test("the home consultation form refuses an incomplete request, sends a complete one and starts afresh", async ({ page }) => {
  const shownAt = await open(page, "/#contact");
  const section = page.locator("#contact");
  const service = section.getByLabel("Service Required");
  await expect(service).toHaveValue("");
  await expect(service.locator("option", { hasText: "Select a service" })).toBeDisabled();
  await expect(section.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/legal/privacy-policy");
  await section.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(section.getByText("Please select a service", { exact: true })).toBeVisible();
  await expect(section.getByText("Please accept the privacy policy to continue", { exact: true })).toBeVisible();
  await expect(section.getByLabel("Full Name")).toBeFocused();

  const email = visitorEmail("home");
  await section.getByLabel("Full Name").fill("Maria Lopez");
  await section.getByLabel("Email Address").fill(email);
  await service.selectOption("scan-to-bim");
  await section.getByLabel("Project Details").fill("Point cloud to Revit for a 1960s school, 6,000 m2.");
  await section.getByLabel(/I agree to the Privacy Policy/).check();
  await likeAPerson(shownAt);
  await section.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(section.getByRole("heading", { name: "Thank you!" })).toBeFocused();
  await expect(toast(page)).toContainText("Your message has been received. We'll contact you shortly.");
  const notification = await mailFor(NOTIFY, email);
  expect(notification.subject).toBe("New consultation request from Maria Lopez (Scan-to-BIM)");

  await section.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(section.getByLabel("Full Name")).toHaveValue("");
  await expect(section.getByLabel("Email Address")).toHaveValue("");
  await expect(service).toHaveValue("");
  await expect(section.getByLabel(/I agree to the Privacy Policy/)).not.toBeChecked();
});

/** The scripts the page fetched that carry zod: it names its classes as strings, so minifying or chunking cannot hide it. */
function scriptsWithZod(page: Page): string[] {
  const found: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    if ((await response.text().catch(() => "")).includes("$ZodObject")) found.push(response.url());
  });
  return found;
}

test("the home page runs no schema code until a form is used, then checks with it (decision 052)", async ({ page }) => {
  const withZod = scriptsWithZod(page);
  await open(page, "/");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState("networkidle");
  expect(withZod).toEqual([]);

  const section = page.locator("#contact");
  await section.getByLabel("Full Name").focus();
  await expect.poll(() => withZod.length).toBe(1);
  await section.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(section.getByText("Please select a service", { exact: true })).toBeVisible();
  await expect(section.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
});

test("the public pages and the sign-in page run no schema code until a form is used; /contact loads it at first focus", async ({ page }) => {
  const withZod = scriptsWithZod(page);
  for (const path of ["/about", "/services/scan-to-bim", "/blog", "/case-studies", "/auth", "/contact"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
    expect(withZod, path).toEqual([]);
  }
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").focus();
  await expect.poll(() => withZod.length).toBe(1);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
  await expect(form.getByText("Subject must be at least 3 characters", { exact: true })).toBeVisible();
});

test("when the form's checks cannot load, sending says it failed and keeps what was typed", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_CONNECTION_RESET/);
  await page.route(/\/assets\/contract-[^/]+\.js$/, (route) => route.abort("connectionreset"));
  const shownAt = await open(page, "/contact");
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill("Ines Duarte");
  await form.getByLabel("Email Address").fill(visitorEmail("offline"));
  await form.getByLabel("Project Subject").fill("Rebar shop drawings for a parking deck");
  await form.getByLabel("Project Details").fill("Post-tensioned slabs, three levels, bar bending schedules in BS 8666.");
  await likeAPerson(shownAt);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("There was an error submitting the form. Please try again.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Ines Duarte");
  await expect(form.getByLabel("Project Subject")).toHaveValue("Rebar shop drawings for a parking deck");
});

test("a service page preselects its service, and /about carries the same form", async ({ page }) => {
  const shownAt = await open(page, "/services/mep-clash-detection");
  const section = page.locator("#contact");
  await expect(section.getByLabel("Service Required")).toHaveValue("clash-detection");
  const email = visitorEmail("service");
  await section.getByLabel("Full Name").fill("Sam Okafor");
  await section.getByLabel("Email Address").fill(email);
  await section.getByLabel("Project Details").fill("Navisworks clash runs for a data centre, weekly.");
  await section.getByLabel(/I agree to the Privacy Policy/).press("Space");
  await likeAPerson(shownAt);
  await section.getByRole("button", { name: "Get My Free Consultation" }).press("Enter");
  await expect(section.getByText("Your request has been received.")).toBeVisible();
  expect((await mailFor(NOTIFY, email)).subject).toBe("New consultation request from Sam Okafor (MEP Clash Detection)");

  await open(page, "/about");
  await expect(page.locator("#contact").getByLabel("Service Required")).toHaveValue("");
});

test("the footer newsletter box asks for a confirmation by mail; the confirmed address gets the welcome and can unsubscribe", async ({ page }) => {
  await open(page, "/blog");
  const box = page.getByRole("contentinfo").getByLabel("Engineering insights, monthly");
  const email = visitorEmail("news");
  await box.fill(email);
  await box.press("Enter");
  await expect(toast(page)).toContainText("Check your inbox");
  await expect(toast(page)).toContainText("confirm your subscription with the link we sent");
  await expect(box).toHaveValue("");
  const confirmation = await mailFor(email, "Confirm your subscription");
  const confirm = new URL(confirmation.text?.match(/http\S+\/api\/newsletter\/confirm\?\S+/)?.[0].replace(/[).]+$/, "") ?? "");
  await page.goto(confirm.pathname + confirm.search);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("You've been added to our newsletter.")).toBeVisible();
  const welcome = await mailFor(email, "Unsubscribe");
  const link = welcome.text?.match(/http\S+\/api\/newsletter\/unsubscribe\?\S+/)?.[0].replace(/[).]+$/, "");
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText("Unsubscribe this address from our newsletter?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You have been unsubscribed from our newsletter.")).toBeVisible();
});

test("the forms read well at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ["/contact", "/"]) {
    await open(page, url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(390);
  }
  await expect(page.locator("#contact").getByRole("button", { name: "Get My Free Consultation" })).toBeVisible();
});

test("axe finds no serious or critical violation in the forms showing their errors", async ({ page }) => {
  for (const [url, section, button] of [
    ["/contact", "#consultation", "Send Message"],
    ["/", "#contact", "Get My Free Consultation"],
  ] as const) {
    await open(page, url);
    await page.locator(section).getByRole("button", { name: button }).click();
    await expect(page.locator(section).locator("[aria-invalid=true]").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include(section).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      bad.map(
        (v) =>
          `${url} ${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(" | ")}`,
      ),
    ).toEqual([]);
  }
});

test("a service page's quote buttons lead to its own consultation form with the service chosen, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/services/rebar-detailing");
  for (const name of ["Request a Quote", "Get a fixed quote"]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name }).first().click();
    const form = page.locator("#contact form[data-lead-form]");
    await expect(form.getByLabel("Service Required")).toBeInViewport();
    await expect(form.getByLabel("Service Required")).toHaveValue("rebar-detailing");
    expect(new URL(page.url()).pathname).toBe("/services/rebar-detailing");
  }
});
