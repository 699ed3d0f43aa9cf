import type { Page } from "@playwright/test";
import { untilInteractive } from "./interactive";

/** Opens a page and waits until it has hydrated; returns when the form appeared, for the time trap. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await untilInteractive(page);
  return Date.now();
}

/** The time trap calls anything sent within 3 s of the form appearing a robot; a person is never that fast. */
export async function likeAPerson(shownAt: number) {
  const wait = 3_300 - (Date.now() - shownAt);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
