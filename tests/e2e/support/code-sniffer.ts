import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// Issue 21 item 20: HTML_CodeSniffer, the second engine the outside review used (through pa11y), run in the test's own
// Chromium. Evaluated through the DevTools protocol, which the page's CSP does not govern, like axe.
const source = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

type Finding = { code: string; msg: string; html: string };

/** Every WCAG 2 AA error HTML_CodeSniffer reports on the page as it is now (notices and warnings need a person). */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(source);
  const found = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve) => {
        const w = window as unknown as {
          translation: { en: Record<string, string> };
          HTMLCS: {
            process: (standard: string, root: Document, done: () => void) => void;
            getMessages: () => { type: number; code: string; msg: string; element: Element }[];
          };
        };
        // HTML_CodeSniffer 2.5.1 asks for "InvalidAutoComplete_*" but ships "InvalidAutocomplete_*": without this it throws instead of reporting.
        for (const key of Object.keys(w.translation.en))
          if (key.includes("InvalidAutocomplete")) w.translation.en[key.replace("Autocomplete", "AutoComplete")] = w.translation.en[key] ?? "";
        w.HTMLCS.process("WCAG2AA", document, () =>
          resolve(
            w.HTMLCS.getMessages()
              .filter((m) => m.type === 1)
              .map((m) => ({ code: m.code, msg: m.msg, html: m.element.outerHTML.slice(0, 160) })),
          ),
        );
      }),
  );
  return found.map((f) => `${f.code}: ${f.msg.slice(0, 140)} | ${f.html}`);
}

/** axe's serious and critical findings, beside HTML_CodeSniffer's. */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}
