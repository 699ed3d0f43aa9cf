import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { group } from "../server/platform/regex-group";

/** Brotli bytes a public page may make a phone download before it is interactive. */
export type Budget = { js: number; css: number };
/**
 * Every public page, in brotli bytes. Issue 15's goal is 100 KB of JavaScript; on a page that hydrates whole, React,
 * React DOM and React Router alone are about 90 KB, so today's figure is the ceiling that stops it growing.
 */
// A page without an account form loads zod and the schemas only when a form is first used or a call made (decision
// 052): the heaviest, /security-test, is at 172.0 KB.
export const PUBLIC_PAGE_BUDGET: Budget = { js: 176 * 1024, css: 16 * 1024 };
// `/`, where most visitors land, loads as islands without React Router (decision 056): 95.5 KB, against issue 28's 100 KB.
export const HOME_PAGE_BUDGET: Budget = { js: 100 * 1024, css: 16 * 1024 };
// The pages a mailed link opens (/auth/...) read their link and call with the account endpoint tables, which build
// every schema: /auth/invitation is at 197.2 KB.
export const ACCOUNT_PAGE_BUDGET: Budget = { js: 200 * 1024, css: 16 * 1024 };

/** The budget a public page is held to. */
export const budgetFor = (page: string): Budget => (page === "/" ? HOME_PAGE_BUDGET : page.startsWith("/auth/") ? ACCOUNT_PAGE_BUDGET : PUBLIC_PAGE_BUDGET);
export type PageWeight = { page: string; js: number; css: number; files: number };

const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;
// Inside chunks, static imports only: `import("…")` chunks load on demand, after the page is interactive.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g;
// The page's own module script loads the route chunks with `import("…")` after the first paint: they all count.
const BOOT_IMPORT = /\bimport\s*\(?\s*["']([^"']+\.js)["']/g;

const compressed = (file: string) => (existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length);

/** The JS (the module script's static import closure) and CSS a prerendered page loads, in brotli bytes. */
export function pageWeight(clientDir: string, page: string): PageWeight {
  const htmlFile = path.join(clientDir, page === "/" ? "index.html" : `${page}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const pending = [...html.matchAll(MODULE_SCRIPT)].flatMap((m) => [...group(m, 1).matchAll(BOOT_IMPORT)].map((i) => group(i, 1)));
  const scripts = new Set<string>();
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (scripts.has(url)) continue;
    scripts.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    for (const i of source.matchAll(STATIC_IMPORT)) pending.push(path.posix.join(path.posix.dirname(url), group(i, 1)));
  }
  const styles = [...html.matchAll(STYLESHEET)].map((m) => group(m, 1));
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + compressed(path.join(clientDir, url)), 0);
  return { page, js: sum(scripts), css: sum(styles), files: scripts.size + styles.length };
}

/** One line per page over its budget, naming the page and the figure; empty when every page fits. */
export function overBudget(clientDir: string, pages: string[], budget: Budget): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return pages
    .map((page) => pageWeight(clientDir, page))
    .flatMap((w) => [
      ...(w.js > budget.js ? [`${w.page}: JavaScript ${kb(w.js)} brotli, budget ${kb(budget.js)}`] : []),
      ...(w.css > budget.css ? [`${w.page}: CSS ${kb(w.css)} brotli, budget ${kb(budget.css)}`] : []),
    ]);
}
