import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** A first-time visitor: nothing stored, so every widget follows its first-visit rules. */
export const firstVisit = { storageState: { cookies: [], origins: [] } };

export async function expectNoSeriousAxeViolation(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
  ).toEqual([]);
}

/** Starts summing layout shifts from now on (inputs excluded, as Cumulative Layout Shift does). */
export async function watchLayoutShift(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __shift?: number; __shifted?: string[] };
    w.__shift = 0;
    w.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const name = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 4).join(".")}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift = (w.__shift ?? 0) + entry.value;
        w.__shifted?.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((s) => name(s.node)).join(", ")}`);
      }
    }).observe({ type: "layout-shift" });
  });
  /** The summed shift, and what moved: a failure then names the elements. */
  return async () => {
    const { value, moved } = await page.evaluate(() => {
      const w = window as Window & { __shift?: number; __shifted?: string[] };
      return { value: w.__shift ?? 0, moved: w.__shifted ?? [] };
    });
    return { value, moved: moved.join("; ") };
  };
}

/** Answers GET /api/site-settings with a promo banner and, optionally, a GA id. */
export async function routeSiteSettings(
  page: Page,
  { promo, gaMeasurementId = null }: { promo?: { text: string; link: string; delayMs: number }; gaMeasurementId?: string | null },
) {
  await page.route("**/api/site-settings", (route) =>
    route.fulfill({
      json: {
        success: true,
        promoBanner: promo ? { enabled: true, ...promo } : { enabled: false, text: "", link: "", delayMs: 1000 },
        analytics: { gaMeasurementId },
      },
    }),
  );
}
