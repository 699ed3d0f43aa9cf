import type { Page } from "@playwright/test";
import { logIn, logOut, toast } from "./support/accounts";
import { codeAt, stepNow } from "./support/admin-totp";
import { call, expect, signInAdmin, test } from "./support/fixtures";
import { defined } from "../support/defined";

/** Walks the set-up in /profile: reads the key shown beside the QR code, types the app's code, returns the key and the recovery codes. */
async function enrol(page: Page, password: string, allowConsoleErrors: (...patterns: RegExp[]) => void) {
  // The wrong first code below is refused on purpose.
  allowConsoleErrors(/status of 400/, /two-factor\/enable failed: That code is not right/);
  await page.goto("/profile?tab=security");
  await page.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();
  await page.getByLabel("Current Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByRole("listitem").filter({ hasText: "type this key by hand" }).locator("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill(codeAt(secret, stepNow() + 20));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(page.locator("form").getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Code from the app").fill(codeAt(secret, stepNow()));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole("button", { name: "I Have Saved Them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left")).toBeVisible();
  return { secret, codes };
}

test("a client sets up two-step sign-in, then signs in with the app's code and with a recovery code", async ({ page, signIn, allowConsoleErrors }) => {
  const who = await signIn();
  const { secret, codes } = await enrol(page, who.password, allowConsoleErrors);
  const firstCode = defined(codes[0], "a recovery code");
  await logOut(page);

  await logIn(page, who);
  await expect(page.getByText("enter the 6-digit code")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  // Enrolment used this 30-second step; the next one is within the accepted drift.
  await page.getByLabel("Authentication code").fill(codeAt(secret, stepNow() + 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await logIn(page, who);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("textbox", { name: "Recovery code" }).fill(firstCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile?tab=security");
  await expect(page.getByText("9 of 10 recovery codes left")).toBeVisible();
  await logOut(page);

  // A recovery code works once.
  await logIn(page, who);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("textbox", { name: "Recovery code" }).fill(firstCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page)).toContainText("That code is not right");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a new admin is taken to set up two-step sign-in and gets the admin console only afterwards", async ({ page, browser, signIn, allowConsoleErrors }) => {
  const who = await signIn();
  const adminContext = await browser.newContext();
  try {
    await signInAdmin(adminContext.request);
    const listed = await (await adminContext.request.get(`/api/admin/users?search=${who.username}`)).json();
    const id = listed.data.users[0].id as string;
    const { csrfToken } = (await (await adminContext.request.get("/api/csrf-token")).json()) as { csrfToken: string };
    expect((await adminContext.request.put(`/api/admin/users/${id}/role`, { data: { role: "admin" }, headers: { "x-csrf-token": csrfToken } })).ok()).toBe(
      true,
    );
  } finally {
    await adminContext.close();
  }
  await call(page.request, "/api/logout", {});

  await logIn(page, who);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await expect(page.getByRole("alert").filter({ hasText: "Admins and staff must set up two-step sign-in" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in first" })).toBeVisible();
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(403);
  await page.getByRole("link", { name: "Set Up Two-Step Sign-In" }).click();
  await enrol(page, who.password, allowConsoleErrors);
  await expect(page.getByText("Turn off two-step sign-in")).toHaveCount(0);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in first" })).toHaveCount(0);
  expect((await page.request.get("/api/admin/dashboard")).status()).toBe(200);
});

test("an admin makes a client staff; staff enrol, then work leads in the console without users or settings", async ({
  page,
  browser,
  signIn,
  allowConsoleErrors,
}) => {
  const who = await signIn();
  await call(page.request, "/api/logout", {});
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInAdmin(adminContext.request);
    await adminPage.goto("/admin/users");
    const table = adminPage.getByRole("table", { name: "Users" });
    await adminPage.getByRole("searchbox", { name: "Search users" }).fill(who.username);
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("button", { name: `Actions for ${who.username}` }).click();
    await adminPage.getByRole("menuitem", { name: "Make staff" }).click();
    await expect(toast(adminPage)).toContainText(`${who.username} is now staff.`);
    await expect(table.getByRole("row").nth(1)).toContainText("Staff");
  } finally {
    await adminContext.close();
  }

  await logIn(page, who);
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  await enrol(page, who.password, allowConsoleErrors);
  await expect(page.getByTestId("role-badge")).toHaveText("Staff");
  await page.goto("/admin/dashboard?tab=leads");
  const sections = page.getByRole("tablist", { name: "Admin sections" });
  await expect(sections.getByRole("tab")).toHaveText(["Overview", "Leads", "Clients", "Reviews", "Content"]);
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add New User" })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
  expect((await page.request.get("/api/admin/leads")).status()).toBe(200);
});
