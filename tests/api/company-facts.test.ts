import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contradictions, pageText } from "../support/fact-check";

// Issue 20 item 11: a built page, feed or mail that states a company fact must state the one in content/company.ts.
const BUILD = "build/client";

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function findings(files: string[], toText: (source: string) => string) {
  return files.flatMap((file) => contradictions(toText(readFileSync(file, "utf8"))).map((c) => `${file}: ${c.fact}: "${c.found}"`));
}

describe("one set of company facts", () => {
  it("every prerendered page, the sitemap and the RSS feed state only the facts of content/company.ts", () => {
    expect(existsSync(BUILD), "run npm run build first").toBe(true);
    const pages = filesUnder(BUILD, /\.(html|xml)$/);
    expect(pages.length).toBeGreaterThan(30);
    expect(findings(pages, pageText)).toEqual([]);
  });

  it("no mail template states a fact of its own", () => {
    const mails = filesUnder("server", /mail.*\.tsx$/);
    expect(mails.length).toBeGreaterThan(3);
    expect(findings(mails, (source) => source)).toEqual([]);
  });
});
