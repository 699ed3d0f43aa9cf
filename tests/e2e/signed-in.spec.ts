import { expect, test, untilInteractive } from "./support/fixtures";
import { logIn, logOut, person, register, toast } from "./support/accounts";
import { waitForMail } from "./support/mail";

test("the signed-in Services menu opens the pages its aliases name, inside the app", async ({ page }) => {
  await register(page);
  for (const [label, path, heading] of [
    ["BIM Services", "/services/bim-services", "BIM Services"],
    ["Engineering", "/services", "BIM and engineering production"],
    ["Outsourcing", "/services", "BIM and engineering production"],
    ["Consulting", "/contact", null],
  ] as const) {
    await page.goto("/dashboard");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Services" }).click();
    await page.getByRole("menuitem", { name: label, exact: true }).click();
    await expect(page, label).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole("heading", { level: 1 }), label).toContainText(heading);
    else await expect(page.getByRole("heading", { level: 1 }), label).toBeVisible();
    await expect(page.getByText("Service Not Found"), label).toHaveCount(0);
    expect(documents, `${label} stays inside the app`).toEqual([]);
    page.removeAllListeners("request");
  }
});

test("after the session ends in another tab, the next move inside the signed-in pages goes to /auth", async ({ page, context }) => {
  await register(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const other = await context.newPage();
  await other.goto("/profile");
  await logOut(other);
  await other.close();

  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
});

test("'Registration successful' and 'Login successful' show on the page the visitor lands on", async ({ page }) => {
  const who = await register(page);
  await expect(toast(page).filter({ hasText: "Registration successful" })).toContainText("Your account has been created.");
  await logOut(page);
  await logIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page).filter({ hasText: "Login successful" })).toContainText(`Welcome back, ${who.username}!`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
});

test("server field errors show next to their fields in the auth and profile forms", async ({ page, browser, allowConsoleErrors }) => {
  // This test provokes refusals on purpose; the browser and the request layer log them.
  allowConsoleErrors(/status of \d{3}/, /(POST|PUT) \/api\/\S+ failed:/);
  const first = await register(page);
  await logOut(page);

  await page.getByRole("tab", { name: "Register" }).click();
  const registerForm = page.getByRole("tabpanel", { name: "Register" });
  const second = person();
  await registerForm.getByLabel("Username").fill(first.username);
  await registerForm.getByLabel("Email").fill(second.email);
  await registerForm.getByLabel("Password", { exact: true }).fill(second.password);
  await registerForm.getByLabel("Confirm Password").fill(second.password);
  await registerForm.getByRole("button", { name: "Create Account" }).click();
  await expect(registerForm.getByLabel("Username")).toHaveAccessibleDescription("Username already exists");
  await expect(toast(page)).toContainText("Registration failed");

  await registerForm.getByLabel("Username").fill(second.username);
  await registerForm.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  await page.getByLabel("Email").fill(first.email);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("Your Password")).toHaveAccessibleDescription("Enter your current password to change your email");
  await page.getByLabel("Your Password").fill(second.password);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email already registered");
  await expect(toast(page)).toContainText("Update failed");

  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Current Password").fill("Not-My-Password-9");
  await page.getByLabel("New Password", { exact: true }).fill("Copper-Meadow-55");
  await page.getByLabel("Confirm New Password").fill("Copper-Meadow-55");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByLabel("Current Password")).toHaveAccessibleDescription("Current password is incorrect");
  await expect(toast(page)).toContainText("Update failed");

  await page.getByLabel("Current Password").fill(second.password);
  await page.getByLabel("New Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm New Password").fill("password123");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(
    "This password is too common. Please choose a less predictable one.",
  );

  // The reset form: a fresh visitor follows the mailed link and picks a common password.
  const visitor = await browser.newPage();
  const since = Date.now();
  await visitor.goto("/auth/reset-password");
  await untilInteractive(visitor);
  await visitor.getByLabel("Email").fill(first.email);
  await visitor.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(visitor.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const link = new URL(
    (await waitForMail(first.email, since, undefined, /^Reset your/)).text!.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+&email=\S+/)![0],
  );
  await visitor.goto(`${link.pathname}${link.search}`);
  await untilInteractive(visitor);
  await visitor.getByLabel("New Password", { exact: true }).fill("password123");
  await visitor.getByLabel("Confirm New Password").fill("password123");
  await visitor.getByRole("button", { name: "Reset Password" }).click();
  await expect(visitor.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(
    "This password is too common. Please choose a less predictable one.",
  );
  await expect(toast(visitor)).toContainText("Reset failed");
  await visitor.close();
});

test("a failed user check logs the spec's line and /profile says 'Loading user profile...' while it waits", async ({ page, allowConsoleErrors }) => {
  // This test provokes refusals on purpose; the browser and the request layer log them.
  allowConsoleErrors(/status of \d{3}/, /Failed to fetch user/, /Authentication check failed/);
  await register(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/user", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Something went wrong on our side. Please try again." }),
    });
  });
  await page.goto("/profile");
  await expect(page.getByText("Loading user profile...")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/auth$/);
  expect(errors).toContain("Failed to fetch user: Internal Server Error");
  expect(errors.filter((line) => line.includes("GET /api/user failed"))).toEqual([]);
});

test("the header's Projects link opens the Projects tab, whichever dashboard tab was open last", async ({ page }) => {
  await register(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("tab", { name: "Resources" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=resources$/);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("tab", { name: "Projects" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Overview" }).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByRole("tab", { name: "Projects" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
});
