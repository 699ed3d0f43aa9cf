import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = "server";
const features = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

/** Which other server folders a folder's files import, by relative path (type imports included: they couple too). */
function importsOf(feature: string): Set<string> {
  const found = new Set<string>();
  for (const file of filesOf(path.join(SERVER, feature))) {
    for (const [, spec = ""] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)) {
      const target = path.relative(SERVER, path.resolve(path.dirname(file), spec)).split(path.sep)[0] ?? "";
      if (target !== feature && features.includes(target)) found.add(target);
    }
  }
  return found;
}

const graph = new Map(features.map((feature) => [feature, importsOf(feature)]));

describe("server boundaries", () => {
  it("the platform imports no feature", () => {
    expect([...(graph.get("platform") ?? [])]).toEqual([]);
  });

  it("no two features reach each other, directly or round a loop", () => {
    const cycles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      for (const next of graph.get(feature) ?? []) {
        if (next === trail[0]) cycles.push([...trail, next].join(" → "));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const feature of features) visit(feature, [feature]);
    expect(cycles).toEqual([]);
  });
});

// Issue 22 item 3: repositories take the caller's transaction; the route, plugin or job that owns the use case opens it.
// Jobs and use-case services that own their whole unit of work are named here (the lead retention, lead digest and weekly digest jobs, won → client, a review).
const OPENS_USE_CASES = /(?:routes|plugin)\.ts$|[/\\](?:retention|digest|weekly-digest|won|reviews)\.ts$/;
// changeLeadStatus opens its own; lead-queries.ts is being reworked with the portal, whose route will open it.

describe("transactions", () => {
  it("only routes, plugins and jobs open a transaction", () => {
    const opening = features
      .flatMap((feature) => filesOf(path.join(SERVER, feature)))
      .filter((file) => !OPENS_USE_CASES.test(file) && /\.transaction\(\)/.test(readFileSync(file, "utf8")));
    expect(opening).toEqual([]);
  });
});
