import { register } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

test("a new client sees the confirm-your-email banner, resends the link, and opening the mailed link clears it", async ({ page }) => {
  const since = Date.now();
  const who = await register(page);
  const banner = page.getByRole("status").filter({ hasText: "Please confirm your email address" });
  await expect(banner).toContainText(who.email);
  const first = await waitForMail(who.email, since, undefined, /^Confirm your email address/);
  expect(first.subject).toMatch(/Confirm your email address/);

  const resentSince = Date.now();
  await banner.getByRole("button", { name: "Resend Link" }).click();
  await expect(page.getByRole("region", { name: /notifications/i })).toContainText(`We have sent a new confirmation link to ${who.email}.`);
  const mail = await waitForMail(who.email, resentSince, undefined, /^Confirm your email address/);
  const found = mail.text?.match(/https?:\/\/\S+\/auth\/verify-email\?token=[\w%-]+/)?.[0];
  if (!found) throw new Error(`no verification link in:\n${mail.text}`);
  const link = new URL(found);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(who.email)).toBeVisible();
  await page.getByRole("button", { name: "Confirm Email Address" }).click();
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);
});

test("a mailed link that is missing or altered says it does not work and where to get a new one", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 4\d\d/, /GET \/api\/auth\/(verify-email|email-change)\?.* failed: This (verification )?link is invalid/);
  const cases = [
    { url: "/auth/verify-email", way: "Go to your dashboard" },
    { url: "/auth/verify-email?token=altered-token", way: "Go to your dashboard" },
    { url: "/auth/email-change?action=confirm", way: "Go to your profile" },
    { url: "/auth/email-change?action=confirm&token=altered-token", way: "Go to your profile" },
  ];
  for (const { url, way } of cases) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "This link does not work" }), url).toBeVisible();
    await expect(page.getByRole("link", { name: way }), url).toBeVisible();
  }
});
