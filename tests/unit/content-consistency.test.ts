import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPosts, findPost } from "../../content/blog.server";
import { checkCatalog, services } from "../../content/catalogue.server";
import { technicalPositions } from "../../content/technical-positions";
import { testimonials } from "../../content/testimonials";

// Issue 20 item 12: articles, service pages and testimonials state one version of each technical position.
const articles = allPosts();
const serviceTexts = services.map((service) => ({ name: service.slug, text: JSON.stringify(service) }));
const articleTexts = articles.map((post) => ({ name: post.slug, text: readFileSync(path.join("content/blog", `${post.slug}.md`), "utf8") }));
const everything = [...serviceTexts, ...articleTexts];

describe("the catalogue's rules, which the server's build applies", () => {
  it("hold for the nine services as written", () => {
    expect(() => checkCatalog()).not.toThrow();
  });

  it("refuse a duplicate id, a related service that is missing or the service itself, a short list and a bad slug", () => {
    const [first, second] = services as [(typeof services)[number], (typeof services)[number]];
    // Mistakes the types would refuse in the content files, made here as data.
    const swap = (index: number, service: object) => services.map((s, i) => (i === index ? service : s));
    expect(() => checkCatalog(swap(1, { ...second, id: first.id }))).toThrow(/duplicate service id/);
    expect(() => checkCatalog(swap(0, { ...first, relatedServices: [99, ...first.relatedServices.slice(1)] }))).toThrow(
      /related services must be other existing ids/,
    );
    expect(() => checkCatalog(swap(0, { ...first, relatedServices: [first.id, ...first.relatedServices.slice(1)] }))).toThrow(
      /related services must be other existing ids/,
    );
    expect(() => checkCatalog(services.slice(1))).toThrow();
    expect(() => checkCatalog(swap(0, { ...first, slug: "BIM Services!" }))).toThrow();
  });
});

describe("content consistency", () => {
  it("no member of staff is also a client giving a testimonial", () => {
    const staff = new Set(articles.map((post) => post.author.name));
    expect(testimonials.filter((t) => staff.has(t.author)).map((t) => t.author)).toEqual([]);
  });

  it("a Canadian testimonial cites the Canadian rebar standards the rebar page names", () => {
    const canadian = testimonials.filter((t) => /Ontario|Canada/.test(t.company));
    expect(canadian.length).toBeGreaterThan(0);
    const rebarPage = JSON.stringify(services.find((s) => s.slug === "rebar-detailing"));
    for (const t of canadian) {
      expect(t.content).not.toMatch(/\bACI\b/);
      for (const standard of ["CSA A23.3", "RSIC"]) {
        expect(t.content).toContain(standard);
        expect(rebarPage).toContain(standard);
      }
    }
  });

  it("every text that sets a hard-clash tolerance gives the same one", () => {
    const stating = everything.filter(({ text }) => /hard[- ]clash/i.test(text) && /toleran/i.test(text) && /\d\s?mm/.test(text));
    expect(stating.map((t) => t.name)).toEqual(expect.arrayContaining(["mep-clash-detection", "integrated-mep-design-bim-coordination-techniques"]));
    for (const { name, text } of stating) expect(text, name).toContain(technicalPositions.clashTolerance);
  });

  it("every typical Scan-to-BIM accuracy brief is the same brief", () => {
    const stating = everything.filter(({ text }) => /typical[\w\s-]{0,20}brief/i.test(text) && /LOA\d/.test(text));
    expect(stating.map((t) => t.name)).toEqual(expect.arrayContaining(["scan-to-bim", "scan-to-bim-accuracy-laser-scanning-point-cloud-processing"]));
    for (const { name, text } of stating) expect(text, name).toContain(technicalPositions.scanAccuracyBrief);
  });

  it("drainage design names the current Autodesk tool, never the retired one", () => {
    for (const { name, text } of everything) expect(text, name).not.toMatch(/Storm and Sanitary Analysis|Hydraflow/i);
    for (const name of ["civil-3d-modelling", "civil-3d-infrastructure-corridor-modelling"]) {
      expect(everything.find((t) => t.name === name)?.text).toContain(technicalPositions.drainageTool);
    }
  });

  it("the MEP coordination article puts coordination rules in the delivery-phase part, ISO 19650-2", () => {
    const article = findPost("integrated-mep-design-bim-coordination-techniques");
    expect(article?.text).toContain("ISO 19650-2");
    expect(article?.text).not.toMatch(/these (rules )?belong in the exchange information requirements/i);
  });

  it("no page or article offers a mailbox other than the site's contact address and the privacy mailboxes", () => {
    const files = readdirSync("content", { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const mailboxes = new Set(files.flatMap((file) => readFileSync(file, "utf8").match(/[\w.+-]+@stratumbim\.com/g) ?? []));
    expect([...mailboxes].sort()).toEqual(["dpo@stratumbim.com", "hello@stratumbim.com", "privacy@stratumbim.com"]);
  });
});
