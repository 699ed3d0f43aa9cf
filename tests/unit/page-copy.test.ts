import { describe, expect, it } from "vitest";
import { aboutMilestones, aboutStats, aboutValues } from "../../content/about";
import { assessmentPromises } from "../../content/assessment-offer";
import { clientLogos, clientSectors, clientStats } from "../../content/clients";
import { companyFacts } from "../../content/company";
import { contactBenefits, contactFaqs, contactPhases } from "../../content/contact";
import { heroStats, homeFaq, homeReasons, trustTiles } from "../../content/home";
import { servicePromises } from "../../content/services-page";
import { signInPoints } from "../../content/sign-in";
import { whyAdvantages, whyComparison, whyOperations, whyStats } from "../../content/why-choose-us";
import { pageCopySchemas as copy } from "../../contract/content";

// Issue 22 item 5: the public pages' copy lives in content/ modules, and a mistake there fails here, not on a page.
describe("public page copy", () => {
  it.each([
    ["about: history", () => copy.history.parse(aboutMilestones)],
    ["about: commitments", () => copy.iconItems.parse(aboutValues)],
    ["about: figures", () => copy.stats.parse(aboutStats)],
    ["why-choose-us: figures", () => copy.stats.parse(whyStats)],
    ["why-choose-us: advantages", () => copy.iconItems.parse(whyAdvantages)],
    ["why-choose-us: comparison", () => copy.comparison.parse(whyComparison)],
    ["why-choose-us: operations", () => copy.iconItems.parse(whyOperations)],
    ["clients: figures", () => copy.stats.parse(clientStats)],
    ["clients: sectors", () => copy.items.parse(clientSectors)],
    ["clients: names", () => copy.stats.parse(clientLogos.map((c) => ({ value: c.name, label: c.industry })))],
    ["home: hero figures", () => copy.stats.parse(heroStats)],
    ["home: trust tiles", () => copy.stats.parse(trustTiles)],
    ["home: reasons", () => copy.items.parse(homeReasons)],
    ["home: FAQ", () => copy.faq.parse(homeFaq)],
    ["contact: benefits", () => copy.items.parse(contactBenefits)],
    ["contact: FAQ", () => copy.faq.parse(contactFaqs.map(({ q, a }) => ({ question: q, answer: a })))],
    ["contact: phases", () => copy.items.parse(contactPhases.map((p) => ({ title: p.title, text: p.points.join(", ") })))],
    ["services: promises", () => copy.items.parse(servicePromises)],
    ["sign-in: points", () => copy.items.parse(signInPoints)],
    ["exit offer: promises", () => copy.stats.parse(assessmentPromises.map((p) => ({ value: p.id, label: p.text })))],
  ])("%s passes its schema", (_name, parse) => {
    expect(parse).not.toThrow();
  });

  it("a schema refuses copy that breaks it", () => {
    expect(() => copy.history.parse([...aboutMilestones].reverse())).toThrow(/oldest first/);
    expect(() => copy.faq.parse(homeFaq.map((f) => ({ ...f, question: f.question.replace("?", ".") })))).toThrow();
  });

  it("the savings ceiling on the pages is the company's fact", () => {
    expect(heroStats.find((s) => s.id === "savings")?.value).toBe(companyFacts.savings.ceiling);
    expect(signInPoints.find((p) => p.id === "savings")?.title).toContain(companyFacts.savings.ceiling);
    expect(servicePromises.find((p) => p.id === "savings")?.title).toContain(companyFacts.savings.ceiling);
  });
});
