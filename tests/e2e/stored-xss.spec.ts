import type { Page } from "@playwright/test";
import { expect, newPerson, test } from "./support/fixtures";
import { likeAPerson, open } from "./support/forms";

const NAME = `<img src=x onerror="window.__xss='name'">`;
const SUBJECT = "<script>window.__xss='subject'</script>";
const DETAILS = `"><svg onload="window.__xss='details'"></svg><iframe src="javascript:alert('details')"></iframe>`;
const FULL_NAME = "<b onmouseover=alert(1)>Bold</b>";

/** Any script a payload managed to run sets window.__xss or opens a dialog; dialogs are watched from the start. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const nothingRan = async (page: Page, dialogs: string[]) => {
  expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  expect(dialogs).toEqual([]);
  await expect(page.locator("img[src='x'], [onerror], [onload], [onmouseover], iframe")).toHaveCount(0);
};

test("payloads sent through the public forms show as text in the admin console and run nothing", async ({ page, signIn, browser }) => {
  const dialogs = watchForScripts(page);
  const who = newPerson("xss");
  const shownAt = await open(page, "/contact");
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill(NAME);
  await form.getByLabel("Email Address").fill(who.email);
  await form.getByLabel("Project Subject").fill(SUBJECT);
  await form.getByLabel("Project Details").fill(DETAILS);
  await likeAPerson(shownAt);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();

  // A registered visitor puts a payload in their profile name, which the users list shows.
  const member = await browser.newContext();
  const { csrfToken } = await (await member.request.get("/api/csrf-token")).json();
  expect((await member.request.post("/api/register", { data: who, headers: { "x-csrf-token": csrfToken } })).status()).toBe(201);
  const fresh = (await (await member.request.get("/api/csrf-token")).json()).csrfToken;
  expect(
    (await member.request.put("/api/user/profile", { data: { fullName: FULL_NAME, email: who.email }, headers: { "x-csrf-token": fresh } })).status(),
  ).toBe(200);
  await member.close();

  await signIn("admin");
  await open(page, "/admin/dashboard");
  await expect(page.getByRole("button").filter({ hasText: NAME }).first()).toBeVisible();
  await nothingRan(page, dialogs);

  await page.getByRole("tab", { name: "Leads" }).click();
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  const table = page.getByRole("table", { name: "Leads" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(NAME);
  await table.getByRole("button", { name: `View lead from ${NAME}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(SUBJECT);
  await expect(dialog).toContainText(DETAILS);
  await expect(dialog.getByRole("heading").filter({ hasText: NAME })).toBeVisible();
  await nothingRan(page, dialogs);
  await dialog.getByRole("button", { name: "Close" }).click();

  await open(page, "/admin/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(who.username);
  const users = page.getByRole("table", { name: "Users" });
  await expect(users.getByText(FULL_NAME, { exact: true })).toBeVisible();
  await expect(users.locator("b")).toHaveCount(0);
  await users.getByText(FULL_NAME, { exact: true }).hover();
  await nothingRan(page, dialogs);
});
