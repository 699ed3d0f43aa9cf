import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGE_BUDGET, budgetFor, HOME_PAGE_BUDGET, overBudget, PUBLIC_PAGE_BUDGET, pageWeight } from "../../scripts/page-budgets";

/** A built site of one page: its module script imports a chunk that imports another; a third loads on demand. */
function fixture() {
  const dir = mkdtempSync(path.join(tmpdir(), "budget-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "contact"));
  const noise = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${(i * 7919) % 104729};`).join("\n");
  writeFileSync(path.join(dir, "assets/entry.js"), `import { a } from "./shared.js";\nconst later = () => import("./lazy.js");\n${noise(50)}`);
  writeFileSync(path.join(dir, "assets/shared.js"), `export const a = 1;\n${noise(400)}`);
  writeFileSync(path.join(dir, "assets/lazy.js"), noise(4000));
  writeFileSync(path.join(dir, "assets/site.css"), `body{color:#123}\n${Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px}`).join("")}`);
  writeFileSync(
    path.join(dir, "contact/index.html"),
    `<html><head><link rel="stylesheet" href="/assets/site.css"/></head><body><script type="module">import "/assets/entry.js";</script></body></html>`,
  );
  return dir;
}

describe("page budgets", () => {
  it("counts the module script's static imports and stylesheets, not chunks loaded on demand", () => {
    const weight = pageWeight(fixture(), "/contact");
    expect(weight.files).toBe(3);
    expect(weight.js).toBeGreaterThan(500);
    expect(weight.js).toBeLessThan(5000);
    expect(weight.css).toBeGreaterThan(100);
  });

  it("names the page and the figure over budget, and nothing when it fits", () => {
    const dir = fixture();
    expect(overBudget(dir, ["/contact"], { js: 1_000_000, css: 1_000_000 })).toEqual([]);
    expect(overBudget(dir, ["/contact"], { js: 100, css: 1_000_000 })).toEqual([
      expect.stringMatching(/^\/contact: JavaScript \d+\.\d KB brotli, budget 0\.1 KB$/),
    ]);
    expect(overBudget(dir, ["/contact"], { js: 1_000_000, css: 10 })).toEqual([expect.stringMatching(/^\/contact: CSS /)]);
  });

  it("fails the build step with a non-zero exit naming the page", () => {
    const dir = fixture();
    const tsx = path.resolve("node_modules/.bin/tsx");
    const run = (kb: string) => spawnSync(tsx, ["scripts/check-budgets.ts", "--dir", dir, "--pages", "/contact", "--js-kb", kb], { encoding: "utf8" });
    expect(run("1000").status).toBe(0);
    const failed = run("0.1");
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/\/contact: JavaScript \d+\.\d KB brotli, budget 0\.1 KB/);
  });

  it("holds the home page, the pages mailed links open and the rest each to their own budget", () => {
    expect(budgetFor("/")).toBe(HOME_PAGE_BUDGET);
    expect(budgetFor("/auth")).toBe(PUBLIC_PAGE_BUDGET);
    expect(budgetFor("/auth/reset-password")).toBe(ACCOUNT_PAGE_BUDGET);
    expect(budgetFor("/authors")).toBe(PUBLIC_PAGE_BUDGET);
    expect(budgetFor("/services/bim-services")).toBe(PUBLIC_PAGE_BUDGET);
    expect(PUBLIC_PAGE_BUDGET.js).toBeLessThan(ACCOUNT_PAGE_BUDGET.js);
  });

  it("runs in npm run build, after the files are compressed", () => {
    const build = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { build: string } }).scripts.build;
    expect(build).toMatch(/after-build\.ts && tsx scripts\/check-budgets\.ts/);
  });
});
