import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudies } from "../../content/home";

const article = (slug: string) => readFileSync(path.resolve("content/blog", `${slug}.md`), "utf8");
const figures = (text: string) => text.match(/\d[\d,.]*/g) ?? [];

describe("home case studies", () => {
  it.each(caseStudies.map((study) => [study.industry, study] as const))("%s: each result is the figure its label names", (_industry, study) => {
    expect(study.results.costSavings).toMatch(/\bcost\b|US\$|£|€/i);
    expect(study.results.costSavings).toMatch(/\d/);
    expect(study.results.timeReduction).toMatch(/\b(hours?|days?|weeks?|months?|years?)\b|\d+-(hour|day|week|month)\b/i);
    expect(study.results.timeReduction).toMatch(/\d/);
  });

  it.each(caseStudies.map((study) => [study.industry, study] as const))("%s: every figure is reported in the full case study", (_industry, study) => {
    const text = article(study.slug);
    for (const result of Object.values(study.results)) {
      for (const figure of figures(result)) expect(text, `${study.slug}: ${result}`).toContain(figure);
    }
  });
});
