import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

test("a session signed out from the Sessions tab is signed out in that other browser", async ({ page, browser, signIn }) => {
  const who = await signIn();
  const elsewhere = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  try {
    const phone = await elsewhere.newPage();
    const { csrfToken } = (await (await phone.request.get("/api/csrf-token")).json()) as { csrfToken: string };
    expect(
      (await phone.request.post("/api/login", { data: { username: who.username, password: who.password }, headers: { "x-csrf-token": csrfToken } })).ok(),
    ).toBe(true);
    await phone.goto("/profile");
    await expect(phone.getByRole("heading", { name: "Your Profile" })).toBeVisible();

    await page.goto("/profile?tab=sessions");
    const list = page.getByRole("list", { name: "Signed-in sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const mine = list.getByRole("listitem").filter({ hasText: "This device" });
    await expect(mine).toHaveCount(1);
    // The e2e server sees loopback addresses: a place, never a made-up country.
    await expect(mine).toContainText("Local network");
    const theirs = list.getByRole("listitem").filter({ hasText: "Safari on iOS" });
    await expect(theirs).not.toContainText("This device");
    await theirs.getByRole("button", { name: /Sign out this session/ }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();

    expect((await phone.request.get("/api/user")).status()).toBe(401);
    await phone.goto("/profile");
    await expect(phone).toHaveURL(/\/auth$/);
  } finally {
    await elsewhere.close();
  }
});

test("'Sign out all other sessions' ends every other browser and keeps this one", async ({ page, browser, signIn }) => {
  const who = await signIn();
  const others = [await browser.newContext(), await browser.newContext()];
  try {
    for (const context of others) {
      const { csrfToken } = (await (await context.request.get("/api/csrf-token")).json()) as { csrfToken: string };
      expect(
        (await context.request.post("/api/login", { data: { username: who.username, password: who.password }, headers: { "x-csrf-token": csrfToken } })).ok(),
      ).toBe(true);
    }
    await page.goto("/profile?tab=sessions");
    const list = page.getByRole("list", { name: "Signed-in sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect(page.getByRole("region", { name: /notifications/i })).toContainText("2 other sessions signed out");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    for (const context of others) expect((await context.request.get("/api/user")).status()).toBe(401);
    expect((await page.request.get("/api/user")).status()).toBe(200);
  } finally {
    for (const context of others) await context.close();
  }
});

const linkIn = (text: string | undefined, action: "confirm" | "undo") => {
  const found = text?.match(new RegExp(`https?://\\S+/auth/email-change\\?action=${action}&token=[\\w%-]+`))?.[0];
  if (!found) throw new Error(`no ${action} link in:\n${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
};

test("an email change asks for the password, waits for the new address to confirm, and the old address can undo it", async ({ page, signIn }) => {
  const who = await signIn();
  const newEmail = `moved-${who.username}@example.net`;
  const oldEmail = (await (await page.request.get("/api/user")).json()).user.email as string;
  await page.goto("/profile");
  const email = page.getByLabel("Email", { exact: true });
  await email.fill(newEmail);
  await page.getByLabel("Your Password").fill(who.password);
  const since = Date.now() - 1000;
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("region", { name: /notifications/i })).toContainText(`We have sent a confirmation link to ${newEmail}`);
  await expect(page.getByText(`Waiting for confirmation: open the link we sent to ${newEmail}.`)).toBeVisible();
  await expect(email).toHaveValue(oldEmail);

  const confirmMail = await waitForMail(newEmail, since);
  const noticeMail = await waitForMail(oldEmail, since, undefined, /email address is being changed/);
  expect(noticeMail.text).toContain(newEmail);

  await page.goto(linkIn(confirmMail.text, "confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  expect((await (await page.request.get("/api/user")).json()).user.email).toBe(oldEmail);
  await page.getByRole("button", { name: "Confirm Email Address" }).click();
  await expect(page.getByRole("heading", { name: "Email address changed" })).toBeVisible();
  expect((await (await page.request.get("/api/user")).json()).user.email).toBe(newEmail);

  await page.goto(linkIn(noticeMail.text, "undo"));
  await expect(page.getByRole("heading", { name: "Keep your email address" })).toBeVisible();
  await page.getByRole("button", { name: "Keep This Address" }).click();
  await expect(page.getByRole("heading", { name: "Email change undone" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Your email address stays ${oldEmail}.`);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
});

test("'Download my data' saves a JSON file of the account and its sessions", async ({ page, signIn }) => {
  const who = await signIn();
  await page.goto("/profile?tab=data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download My Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^account-data-${who.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const file = await download.path();
  const data = JSON.parse(readFileSync(file, "utf8"));
  expect(data.account).toMatchObject({ username: who.username, role: "user" });
  expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
  expect(JSON.stringify(data)).not.toContain("scrypt$");
});

test("'Delete my account' needs the password and the typed username, then signs out everywhere", async ({ page, browser, signIn, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/, /DELETE \/api\/user failed: Current password is incorrect/);
  const who = await signIn();
  const elsewhere = await browser.newContext();
  try {
    const { csrfToken } = (await (await elsewhere.request.get("/api/csrf-token")).json()) as { csrfToken: string };
    expect(
      (await elsewhere.request.post("/api/login", { data: { username: who.username, password: who.password }, headers: { "x-csrf-token": csrfToken } })).ok(),
    ).toBe(true);
    await page.goto("/profile?tab=data");
    const panel = page.getByRole("tabpanel", { name: "Your Data" });
    const password = panel.getByLabel("Password", { exact: true });
    const remove = panel.getByRole("button", { name: "Delete My Account" });
    await expect(remove).toBeDisabled();
    await password.fill("Not-The-Password-1");
    await panel.getByLabel(/Type your username/).fill(who.username);
    await remove.click();
    await expect(password).toHaveAccessibleDescription("Current password is incorrect");
    await password.fill(who.password);
    await remove.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: /notifications/i })).toContainText("Your account has been deleted.");
    expect((await page.request.get("/api/user")).status()).toBe(401);
    expect((await elsewhere.request.get("/api/user")).status()).toBe(401);

    // An admin sees the deletion in the users list history: when, and that its owner did it; not who it was.
    await signIn("admin");
    await page.goto("/admin/users");
    const history = page.getByRole("list", { name: "Deleted accounts" });
    await expect(history.getByRole("listitem").first()).toContainText("deleted by its owner (self-service)");
    await expect(page.getByRole("region", { name: "Deleted accounts" })).not.toContainText(who.username);
  } finally {
    await elsewhere.close();
  }
});

test("the register form shows strength as the visitor types, loading the estimator only then, and the server's 8-character floor next to the field", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/, /POST \/api\/register failed: Password must be at least 8 characters/);
  const estimator: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/password-strength-(?!meter)[\w-]+\.js$/.test(request.url())) estimator.push(request.url());
  });
  for (const path of ["/", "/services", "/contact"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.waitForLoadState("networkidle");
  expect(estimator, "no public page nor the untouched form loads the estimator").toEqual([]);

  const form = page.getByRole("tabpanel", { name: "Register" });
  const person = { username: `meter_${Date.now().toString(36)}`, email: `meter.${Date.now().toString(36)}@example.com` };
  await form.getByLabel("Username").fill(person.username);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password", { exact: true }).fill("Summer2024");
  await expect(form.getByTestId("password-strength")).toContainText(/Password strength: (Very weak|Weak)/);
  expect(estimator).toHaveLength(1);
  await form.getByLabel("Password", { exact: true }).fill("Granite-Falcon-81");
  await expect(form.getByTestId("password-strength")).toContainText("Password strength: Very strong");

  await form.getByLabel("Password", { exact: true }).fill("Qz7#kP2");
  await form.getByLabel("Confirm Password").fill("Qz7#kP2");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password must be at least 8 characters");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the change-password form shows strength and the server refuses a password made of the username", async ({ page, signIn, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/, /PUT \/api\/user\/password failed/);
  const who = await signIn();
  await page.goto("/profile?tab=password");
  await page.getByLabel("Current Password").fill(who.password);
  await page.getByLabel("New Password", { exact: true }).fill(`${who.username}1`);
  await expect(page.getByTestId("password-strength")).toContainText(/Password strength: (Very weak|Weak|Fair)/);
  await page.getByLabel("Confirm New Password").fill(`${who.username}1`);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription(/contains your username, your email or our firm's name/);
});
