import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defined } from "../support/defined";
import { group } from "../../server/platform/regex-group";

const docs = [
  "README.md",
  ...readdirSync("docs")
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join("docs", f)),
  ...readdirSync("docs/decisions").map((f) => path.join("docs/decisions", f)),
];
const text = new Map(docs.map((file) => [file, readFileSync(file, "utf8")]));
const read = (file: string) => defined(text.get(file), file);
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const decisions = new Set(readdirSync("docs/decisions").map((f) => f.slice(0, 3)));

describe("the README and docs", () => {
  it.each(docs)("%s names only npm scripts that exist", (file) => {
    // `npm run x`, and the lifecycle scripts npm runs by name (`npm start`, `npm test`).
    const named = [...read(file).matchAll(/\bnpm (?:run(?:-script)? (?:--\S+ )*([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2] ?? "");
    for (const name of named) expect(scripts, `${file}: npm run ${name}`).toHaveProperty(name);
  });

  it.each(docs)("%s cites only decisions that exist", (file) => {
    const cited = [...read(file).matchAll(/\bdecisions?(?:\/| )(\d{3})\b/gi)].map((m) => group(m, 1));
    for (const number of cited) expect(decisions, `${file}: decision ${number}`).toContain(number);
  });

  it("the README says why it uses npm install and what better-sqlite3 may need", () => {
    const readme = read("README.md");
    expect(readme).toMatch(/`npm ci`[^.]*fails[^.]*decision 001/);
    expect(readme).toMatch(/better-sqlite3[^.]*C compiler/);
  });

  it("docs/performance.md starts the server of npm run bench:leads as the script does", () => {
    const section = read("docs/performance.md").split("## Lead intake")[1]?.split("\n## ")[0] ?? "";
    const started = [...section.matchAll(/`node [^`]*?([\w./-]+\.(?:js|ts))`/g)].map((m) => m[1]);
    expect(started.length).toBeGreaterThan(0);
    const script = readFileSync("scripts/bench-leads.ts", "utf8");
    for (const entry of started) expect(script, entry).toContain(entry);
  });

  it("finds the commands and decisions it checks", () => {
    const all = [...text.values()].join("\n");
    expect(all).toMatch(/npm run bench:leads/);
    expect(all).toMatch(/decision 012/i);
  });
});
