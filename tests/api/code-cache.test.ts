import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartFlags } from "../../scripts/start-flags";
import { freePort, startSiteProcess } from "../support/site-process";

// The flags npm start gives node, which the build's own start used when it made the shipped cache.
const START_FLAGS = npmStartFlags();
// A V8 flag no other start uses, so no cache exists for it until a start with it writes one.
const OWN_FLAGS = ["--stack-size=1000"];

let copy: string;
const caches = () => readdirSync(path.join(copy, "build/server")).filter((name) => name.endsWith(".v8cache"));

/** A checkout whose build/server is its own, so caches written or damaged here touch no other test's server. */
beforeAll(() => {
  const root = process.cwd();
  copy = mkdtempSync(path.join(tmpdir(), "code-cache-"));
  for (const entry of readdirSync(root)) if (entry !== "build") symlinkSync(path.join(root, entry), path.join(copy, entry));
  mkdirSync(path.join(copy, "build"));
  for (const entry of readdirSync(path.join(root, "build")))
    if (entry !== "server") symlinkSync(path.join(root, "build", entry), path.join(copy, "build", entry));
  cpSync(path.join(root, "build/server"), path.join(copy, "build/server"), { recursive: true });
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Starts the copy's server with these node flags; resolves with the process and what its ready line says of the cache. */
async function start(nodeFlags: string[]) {
  const site = startSiteProcess(await freePort(), { LOG_LEVEL: "info" }, { cwd: copy, nodeFlags });
  await site.ready();
  const ready = site
    .stdout()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; codeCache?: string })
    .find((line) => line.msg === "ready");
  return { site, codeCache: ready?.codeCache };
}

describe("the built server's code cache (decision 055)", () => {
  it("is made by the build for npm start's flags, and a start with them uses it", async () => {
    expect(caches().length).toBeGreaterThan(0);
    const { site, codeCache } = await start(START_FLAGS);
    await site.stop();
    expect(codeCache).toBe("used");
  });

  it("is written by a start that had none for its flags, and the next start with them uses it", async () => {
    const before = new Set(caches());
    const first = await start(OWN_FLAGS);
    expect(first.codeCache).toBe("none");
    for (const deadline = Date.now() + 30_000; caches().every((name) => before.has(name)); ) {
      if (Date.now() > deadline) throw new Error("no cache was written within 30 s of a start");
      await new Promise((r) => setTimeout(r, 200));
    }
    await first.site.stop();
    expect(caches().filter((name) => !before.has(name))).toHaveLength(1);

    const second = await start(OWN_FLAGS);
    const home = await fetch(`${second.site.url}/`);
    await second.site.stop();
    expect(second.codeCache).toBe("used");
    expect(home.status).toBe(200);
  });

  it("runs the bundle in strict mode, as the ES modules it replaced ran", () => {
    const bundle = readdirSync(path.join(copy, "build/server")).find((name) => /^server-.*\.cjs$/.test(name)) ?? "";
    // A directive counts only before any statement: esbuild's own "use strict" comes after the banner's line.
    expect(readFileSync(path.join(copy, "build/server", bundle), "utf8")).toMatch(/^"use strict";/);
  });

  it("is refused when damaged, and the server starts and serves without it", async () => {
    for (const name of caches()) writeFileSync(path.join(copy, "build/server", name), randomBytes(4096));
    const { site, codeCache } = await start(START_FLAGS);
    const [home, stamp] = await Promise.all([fetch(`${site.url}/`), fetch(`${site.url}/api/contact/stamp`)]);
    await site.stop();
    expect(codeCache).toBe("rejected");
    expect(home.status).toBe(200);
    expect(stamp.status).toBe(200);
  });
});
