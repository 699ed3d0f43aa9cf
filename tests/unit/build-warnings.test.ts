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
