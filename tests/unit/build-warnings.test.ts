import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { group } from "../../server/platform/regex-group";

// The flags the installed @react-router/dev warns about at every build and dev start when they are left unset.
const warned = [
  ...readFileSync("node_modules/@react-router/dev/dist/vite.js", "utf8").matchAll(/if \(future\.(\w+) === void 0\) \{\s*logFutureFlagWarning/g),
].map((m) => group(m, 1));

describe("React Router's configuration", () => {
  it("states every future flag React Router warns about, so builds print no future-flag warnings", () => {
    expect(warned.length).toBeGreaterThan(0);
    const future: Record<string, unknown> = { ...config.future };
    for (const flag of warned) expect(typeof future[flag], flag).toBe("boolean");
  });
});

// Vite 8's notice about the `envFile: false` that @react-router/dev 7.18 passes its internal servers.
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const typegen = (entry: string) => {
  const { stdout, stderr, status } = spawnSync(process.execPath, [...entry.split(" "), "typegen"], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  expect(status, stderr).toBe(0);
  return `${stdout}${stderr}`.split("\n").filter((line) => line.trim() !== "");
};

describe("the React Router CLI as npm runs it (build, typecheck, dev)", () => {
  // Module loading and type generation grow with the load on the machine: a hang guard, not a budget.
  it("prints no warning", { timeout: 120_000 }, () => {
    expect(typegen("--import tsx scripts/react-router.ts")).toEqual([]);
  });

  it("drops only the envFile notice, which the CLI itself still prints (once upstream stops, scripts/react-router.ts can go)", { timeout: 120_000 }, () => {
    const lines = typegen("node_modules/@react-router/dev/bin.js");
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines)).toEqual(new Set([ENV_FILE_DEPRECATION]));
  });
});
