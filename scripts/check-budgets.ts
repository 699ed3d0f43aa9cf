import path from "node:path";
import { parseArgs } from "node:util";
import { publicPaths } from "../content/public-paths";
import { type Budget, budgetFor, overBudget, pageWeight } from "./page-budgets";

// Build step: fails `npm run build` when a public page's JavaScript or CSS outgrows its budget.
// The options exist for the test that proves the failure: `--dir`, `--pages /a,/b`, `--js-kb`, `--css-kb`.
const { values } = parseArgs({ options: { dir: { type: "string" }, pages: { type: "string" }, "js-kb": { type: "string" }, "css-kb": { type: "string" } } });
const client = path.resolve(values.dir ?? "build/client");
const pages = values.pages?.split(",") ?? publicPaths().filter((p) => !p.includes("__"));
const budgetOf = (standard: Budget) => ({
  js: values["js-kb"] ? Number(values["js-kb"]) * 1024 : standard.js,
  css: values["css-kb"] ? Number(values["css-kb"]) * 1024 : standard.css,
});

const heaviest = pages.map((p) => pageWeight(client, p)).reduce((a, b) => (b.js > a.js ? b : a));
console.log(
  `check-budgets: heaviest page ${heaviest.page}: ${(heaviest.js / 1024).toFixed(1)} KB JS, ${(heaviest.css / 1024).toFixed(1)} KB CSS (brotli), ${heaviest.files} files`,
);
const over = pages.flatMap((page) => overBudget(client, [page], budgetOf(budgetFor(page))));
if (over.length > 0) {
  console.error(`check-budgets: over budget (scripts/page-budgets.ts):\n  ${over.join("\n  ")}`);
  process.exit(1);
}
