import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 22 item 5: what the server tells a person comes from a catalog in contract/messages/, never a literal in a route.

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

const SENTENCE = /(?:HttpError\(\d{3},\s*|\bmessage:\s*|messagePage\(reply,\s*\d{3},\s*)(["`])[A-Z][^"`]*\1/g;

describe("server message catalogs", () => {
  it("no server module outside contract/messages/ writes a sentence for a person", () => {
    const literals = filesOf("server").flatMap((file) => [...readFileSync(file, "utf8").matchAll(SENTENCE)].map((m) => `${file}: ${m[0]}`));
    expect(literals).toEqual([]);
  });

  it("the check finds a literal when there is one", () => {
    const sample = `throw new HttpError(404, "No such thing");\nreturn { success: true, message: \`Saved \${x}\` };`;
    expect([...sample.matchAll(SENTENCE)]).toHaveLength(2);
  });
});
