import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The site writes US English. Names spelled otherwise stay: the spec's service name, an authority, addresses, and the
// project status value issue 23 fixes in the API ("cancelled"), which people read as "Canceled".
const KEPT = /Civil 3D Modelling|"cancelled"|\bcancelled:|Dubai Civil Defence|Civil Defence approval|[\w.-]*\/[\w./-]*|\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b/g;
const BRITISH = new RegExp(
  String.raw`(?<![/\w])(` +
    [
      "modell(?:ing|ed|ers?)",
      "organis\\w*",
      "optimis\\w*",
      "catalogues?",
      "centres?",
      "centreline",
      "colours?",
      "behaviour\\w*",
      "labour",
      "utilis\\w*",
      "parameteris\\w*",
      "mobilis\\w*",
      "minimis\\w*",
      "recognis\\w*",
      "authoris\\w*",
      "unauthoris\\w*",
      "defence",
      "licences?",
      "judgement",
      "cancelled",
      "(?:milli|centi)?metres?",
      "tonnes?",
      "aluminium",
      "storeys?",
      "programmes?",
      "enquir(?:y|ies)",
      "kerbs?",
      "sceptical",
      "pressuris\\w*",
      "sanitis\\w*",
      "idealis\\w*",
      "neighbour\\w*",
      "analys(?:e|ed|ing)",
      "standardis\\w*",
      "prioritis\\w*",
      "customis\\w*",
      "visualis\\w*",
      "specialis(?:e|ed|ing)",
      "realis(?:e|ed|ing)",
    ].join("|") +
    String.raw`)(?![-/\w])`,
  "gi",
);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md)$/.test(entry.name) && !entry.parentPath.includes("+types"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("spelling", () => {
  it("content and app use US spellings throughout", () => {
    const found: string[] = [];
    for (const file of [...files("content"), ...files("app"), ...files("contract")]) {
      const text = readFileSync(file, "utf8").replace(KEPT, "");
      for (const match of text.matchAll(BRITISH)) found.push(`${file}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
