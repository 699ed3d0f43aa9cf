import { type APIRequestContext, type Page, test as base, expect } from "@playwright/test";
import { type AdminOf, reserveAdminCode } from "./admin-totp";
import { untilInteractive } from "./interactive";
import { siteAdmin } from "./site-admin";

export { expect, siteAdmin, untilInteractive };

let serial = 0;
export function newPerson(prefix = "client") {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}${base.info().workerIndex}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: "Granite-Falcon-81" };
}

export async function call(request: APIRequestContext, path: string, data: unknown) {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const response = await request.post(path, { data, headers: { "x-csrf-token": csrfToken } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** The bootstrap admin's password, then a computed code from the secret global setup saved. */
export async function signInAdmin(request: APIRequestContext, who: AdminOf = "admin") {
  await call(request, "/api/login", siteAdmin);
  const { code, waitMs } = await reserveAdminCode(who);
  if (waitMs > 0) {
    base.info().setTimeout(base.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  await call(request, "/api/login/two-factor", { code });
}

type Fixtures = {
  /** Signs this page's browser in through the API, without the form: `as("admin")`, or a new user by default. */
  signIn: (who?: "admin" | "user" | { username: string; password: string }) => Promise<{ username: string; password: string }>;
  /** Console errors this test expects (a refused call it provokes); anything else fails the test. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleAllowList: RegExp[];
  consoleGuard: undefined;
};

// The browser itself reports a failed status of a document or call: the 401 of the anonymous session check
// and the 404 of a not-found page are the site working as designed.
const expectedNoise = [/status of 401/, /status of 404/];

export const test = base.extend<Fixtures>({
  // Pages the test opens itself with browser.newPage() call untilInteractive after goto.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  signIn: async ({ page }, use) => {
    await use(async (who = "user") => {
      if (who === "admin") {
        await signInAdmin(page.request);
        return siteAdmin;
      }
      if (who === "user") {
        const person = newPerson();
        await call(page.request, "/api/register", person);
        return person;
      }
      await call(page.request, "/api/login", who);
      return who;
    });
  },
  consoleAllowList: async ({ page: _page }, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ consoleAllowList }, use) => {
    await use((...patterns) => void consoleAllowList.push(...patterns));
  },
  consoleGuard: [
    async ({ page, consoleAllowList }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        // Issue 21: a warning is a defect too (hydration mismatches, React's own complaints).
        if (message.type() !== "error" && message.type() !== "warning") return;
        const text = message.text();
        if ([...expectedNoise, ...consoleAllowList].some((pattern) => pattern.test(text))) return;
        problems.push(text);
      });
      await use(undefined);
      expect(problems, "unexpected console errors or warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export async function toastText(page: Page) {
  return page
    .getByRole("region", { name: /notifications/i })
    .getByRole("listitem")
    .textContent();
}
