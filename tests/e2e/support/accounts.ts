import { type Page, expect, test } from "@playwright/test";

let serial = 0;
export function person() {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}${test.info().workerIndex}`;
  return { username: `client_${id}`, email: `client.${id}@example.com`, password: "Granite-Falcon-81" };
}

export const toast = (page: Page) => page.getByRole("region", { name: /notifications/i }).getByRole("listitem");

export async function register(page: Page, who = person()) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const form = page.getByRole("tabpanel", { name: "Register" });
  await form.getByLabel("Username").fill(who.username);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Password", { exact: true }).fill(who.password);
  await form.getByLabel("Confirm Password").fill(who.password);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return who;
}

export async function logIn(page: Page, who: { username: string; password: string }, remember = false) {
  await page.goto("/auth");
  const form = page.getByRole("tabpanel", { name: "Login" });
  await form.getByLabel("Username").fill(who.username);
  await form.getByLabel("Password").fill(who.password);
  if (remember) await form.getByLabel("Stay signed in on this device").check();
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
