import type { APIRequestContext } from "@playwright/test";
import { expect, signInAdmin, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { firstPaint, hydrated, PHONE, slowPhone } from "./support/slow-phone";

/** Issues 29 and 20: what a quick visitor on a slow phone does before the page's code has run. */

let serial = 0;
const visitorEmail = (label: string) => `${label}.${Date.now().toString(36)}${++serial}${test.info().workerIndex}@example.com`;

async function leadBy(request: APIRequestContext, email: string) {
  await signInAdmin(request);
  const body = await (await request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)).json();
  return body.data.leads[0] as { reference: string; status: string; reviewReason: string | null; spamReason: string | null };
}

test("a visitor who autofills and sends the /contact form 3.5 s after first paint on a slow phone makes a normal lead, notified", async ({
  browser,
  request,
}) => {
  const { context, page } = await slowPhone(browser);
  await page.goto("/contact", { waitUntil: "commit" });
  const painted = await firstPaint(page);
  const form = page.locator("form[data-lead-form]");
  const email = visitorEmail("autofill");
  // Autofill puts every field in at once.
  await form.getByLabel("Full Name").fill("Noor Haddad");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Project Subject").fill("Scan-to-BIM of a 1960s office block");
  await form.getByLabel("Project Details").fill("Point cloud of six floors, LOD 300 Revit model for a retrofit.");
  const wait = painted + 3_500 - (await page.evaluate(() => Date.now()));
  if (wait > 0) await page.waitForTimeout(wait);
  await form.getByRole("button", { name: /Send Message/ }).click();

  // Whether the page's code had run or not, the visitor sees the thank-you and a reference.
  const reference = page.getByText(/STR-\d{4}-\d{4,}/).first();
  await expect(reference).toBeVisible({ timeout: 30_000 });
  const shown = (await reference.textContent())?.match(/STR-\d{4}-\d{4,}/)?.[0];

  const lead = await leadBy(request, email);
  expect(lead).toMatchObject({ reference: shown, status: "new", reviewReason: null, spamReason: null });
  const notification = await waitForMail("leads@stratumbim.com", 0, undefined, /Noor Haddad/);
  expect(notification.text).toContain(shown);
  expect(notification.text).not.toContain("Flagged for review");
  await context.close();
});

test("Enter in the sign-in form at first paint never puts the password in a URL, and nothing typed is lost", async ({ browser }) => {
  const { context, page } = await slowPhone(browser);
  const password = "Quartz-Meadow-73";
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  await page.goto("/auth", { waitUntil: "commit" });
  await firstPaint(page);
  await page.getByLabel("Username").fill("early_bird");
  await page.getByLabel("Password").fill(password);
  expect(await hydrated(page)).toBe(false);
  await page.getByLabel("Password").press("Enter");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 30_000 });
  await expect(page.getByLabel("Password")).toHaveValue(password);
  await expect(page.getByLabel("Username")).toHaveValue("early_bird");
  expect(new URL(page.url()).pathname).toBe("/auth");
  for (const url of [...urls, page.url()]) {
    expect(url).not.toContain(password);
    expect(url).not.toContain("password=");
  }
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel("Password") })
    .first();
  await expect(form).toHaveAttribute("method", "post");
  await context.close();
});

test("with JavaScript off, /contact shows mistakes beside their fields, keeps what was typed, then sends and shows the reference", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...PHONE });
  const page = await context.newPage();
  await page.goto("/contact");
  const form = page.locator("form[data-lead-form]");
  const email = visitorEmail("no-js");
  await form.getByLabel("Full Name").fill("Ines Duarte");
  await form.getByLabel("Email Address").fill("ines-at-example");
  await form.getByLabel("Project Subject").fill("Rebar detailing");
  await form.getByLabel("Project Details").fill("Bar bending schedules for a 3-level car park, BS 8666.");
  await form.getByRole("button", { name: /Send Message/ }).click();
  await expect(page.getByRole("heading", { name: "Please check your request" })).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ines Duarte");
  await expect(page.getByLabel("Project Details")).toHaveValue("Bar bending schedules for a 3-level car park, BS 8666.");

  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/contact\/received\?ref=STR-\d{4}-\d{4,}$/);
  await expect(page.getByRole("heading", { name: /Thank you/ })).toBeVisible();
  const shown = await page.locator(".ref").textContent();
  const lead = await leadBy(request, email);
  expect(lead).toMatchObject({ reference: shown, status: "new", reviewReason: "no-stamp" });
  const notification = await waitForMail("leads@stratumbim.com", 0, undefined, /Ines Duarte/);
  expect(notification.text).toContain("Flagged for review");
  const ack = await waitForMail(email);
  expect(ack.subject).toContain(shown!);
  await context.close();
});

test("on a phone the cookie banner waits while a field has focus, and never covers the field that takes focus", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  const form = page.locator("form[data-lead-form]");
  await form.getByLabel("Full Name").focus();
  await page.waitForTimeout(2_500);
  const banner = page.locator('[data-widget="cookie-banner"]');
  await expect(banner).toHaveCount(0);
  await page.locator("h1").first().click();
  await expect(banner).toBeVisible();
  for (const label of ["Project Subject", "Project Details"]) {
    await form.getByLabel(label).focus();
    const field = (await form.getByLabel(label).boundingBox())!;
    const cover = (await banner.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(cover.y);
  }
  await context.close();
});
