import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { group } from "../../server/platform/regex-group";

const readme = readFileSync("README.md", "utf8");
const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const sources = [
  "playwright.config.ts",
  "tests/e2e/support/global-setup.ts",
  "scripts/ci/postgres.sh",
  "tests/api/harness.ts",
  "vite.config.ts",
  "scripts/bench.ts",
  "scripts/lighthouse.ts",
  "scripts/dev-server.ts",
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

describe("README", () => {
  it("names only npm scripts that exist", () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => group(m, 1));
    expect(named).toEqual(expect.arrayContaining(["dev", "bench", "lighthouse"]));
    for (const name of named) expect(scripts, name).toHaveProperty(name);
  });

  it("documents the development and test ports with the variables the code reads", () => {
    for (const variable of ["WEB_PORT", "API_PORT", "E2E_PORT", "E2E_SMTP_PORT", "PG_PORT", "TEST_DATABASE_URL", "BENCH_PORT", "LIGHTHOUSE_PORT"]) {
      expect(readme, variable).toContain(`\`${variable}\``);
      expect(sources, variable).toContain(variable);
    }
    expect(readme).toMatch(/localhost:3000[\s\S]*port 3001/);
  });

  it("creates the PostgreSQL role and database before starting against them", () => {
    const create = readme.indexOf("CREATE ROLE site LOGIN");
    expect(create).toBeGreaterThan(0);
    expect(readme.indexOf("CREATE DATABASE site OWNER site")).toBeGreaterThan(create);
    expect(readme.indexOf("DATABASE_URL=postgres://site:secret@127.0.0.1:5432/site")).toBeGreaterThan(create);
  });

  it("has a Deploy section on process managers, TLS and backups", () => {
    const deploy = readme.split("## Deploy")[1]?.split("\n## ")[0] ?? "";
    for (const topic of ["process manager", "SIGTERM", "TLS", "TRUST_PROXY", "DATA_DIR", "session-secret", "pg_dump"]) expect(deploy, topic).toContain(topic);
  });
});
