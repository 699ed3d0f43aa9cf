import { defineConfig } from "vitest/config";

// Hang guards, not budgets: scrypt, spawned servers and CLIs slow down with the machine's load (another suite running
// beside this one doubles them), so a test fails on what it checks, not on how busy the machine was.
const HANG_GUARD_MS = 240_000;

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/unfinished-files-reporter.ts"],
    projects: [
      // Some unit tests spawn a script or compress files; they too slow down with the machine.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: HANG_GUARD_MS } },
      // The UI kit and the public forms rendered in a simulated DOM (React Testing Library).
      {
        // Pages read the origin the build bakes in (vite.config.ts); a component test renders them as one built for it.
        define: { __SITE_ORIGIN__: JSON.stringify("http://localhost:3000") },
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/component/setup.ts"],
          testTimeout: HANG_GUARD_MS,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
          // scrypt at N=2^17 is deliberately heavy: two files at a time suit two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
