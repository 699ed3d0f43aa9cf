import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../content/catalogue.server";
import { company, companyFacts } from "../../content/company";
import { redirects } from "../../content/redirects";
import type { HTMLElement } from "node-html-parser";
import { startSite, type TestSite } from "./harness";
import { htmlOf } from "./support/html";

const ORIGIN = "https://www.stratum.example";

/** The visible text of a prerendered element, read through a DOM: no scripts, no tags. */
function visibleText(root: HTMLElement | null) {
  if (!root) return "";
  for (const script of root.querySelectorAll("script")) script.remove();
  return root.textContent.replace(/\s+/g, " ");
}
const mainText = (html: string) => visibleText(htmlOf(html).root.querySelector("main"));
const metaContent = (html: string, attr: "name" | "property", key: string) =>
  htmlOf(html).root.querySelector(`meta[${attr}="${key}"]`)?.getAttribute("content") ?? "";
const jsonLd = (html: string) => htmlOf(html).jsonLd().flat() as Record<string, unknown>[];
const types = (html: string) => jsonLd(html).map((d) => d["@type"]);

describe("GET /api/services", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: ORIGIN });
  });
  afterAll(() => site.close());

  it("lists the nine services with their summary fields", async () => {
    const response = await site.app.inject("/api/services");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(9);
    expect(body.data.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const bim = body.data[0];
    expect(bim).toMatchObject({ id: 1, slug: "bim-services", name: "BIM Services", title: "BIM Services", url: "/services/bim-services" });
    expect(bim.shortDescription).toBe(services[0]?.shortDescription);
    expect(bim.pricing.startingAt).toBe("$1,500");
    expect(bim).not.toHaveProperty("fullDescription");
  });

  it("applies limit and featured, alone and together", async () => {
    const limited = (await site.app.inject("/api/services?limit=3")).json().data;
    expect(limited.map((s: { slug: string }) => s.slug)).toEqual(["bim-services", "scan-to-bim", "revit-family-creation"]);
    const featured = (await site.app.inject("/api/services?featured=true")).json().data;
    expect(featured).toHaveLength(6);
    expect(featured.every((s: { tier: string; featured: boolean }) => s.tier === "main" && s.featured)).toBe(true);
    const additional = (await site.app.inject("/api/services?featured=false")).json().data;
    expect(additional.map((s: { slug: string }) => s.slug)).toEqual(["revit-family-creation", "civil-3d-modelling", "precast-detailing"]);
    expect((await site.app.inject("/api/services?limit=2&featured=true")).json().data.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect((await site.app.inject("/api/services?limit=20")).json().data).toHaveLength(9);
  });

  it("answers bad query values with 400 and a message", async () => {
    for (const query of ["limit=0", "limit=-1", "limit=abc", "limit=1.5", "limit=51", "limit=", "featured=yes", "featured=1", "limit=2&limit=3"]) {
      const response = await site.app.inject(`/api/services?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success, query).toBe(false);
      expect(body.message, query).toMatch(/\w/);
    }
    expect((await site.app.inject("/api/services?featured=maybe")).json().message).toBe("featured must be true or false");
  });
});

describe("prerendered catalogue, company and legal pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: ORIGIN });
  });
  afterAll(() => site.close());

  const page = async (path: string) => {
    const response = await site.app.inject(path);
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };

  function expectHead(html: string, path: string, title: RegExp | string) {
    const url = `${ORIGIN}${path === "/" ? "" : path}`;
    const titleText = htmlOf(html).title() ?? "";
    if (typeof title === "string") expect(titleText, path).toContain(title);
    else expect(titleText, path).toMatch(title);
    expect(metaContent(html, "name", "description").length, `${path} description`).toBeGreaterThanOrEqual(70);
    expect(metaContent(html, "name", "keywords").split(", ").length, `${path} keywords`).toBeGreaterThanOrEqual(4);
    expect(html, path).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "property", "og:url"), path).toBe(url);
    expect(metaContent(html, "property", "og:title"), path).toBe(titleText);
    expect(metaContent(html, "property", "og:type"), path).toBe("website");
    expect(metaContent(html, "property", "og:image"), path).toMatch(new RegExp(`^${ORIGIN}/images/`));
    expect(metaContent(html, "name", "twitter:card"), path).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:description"), path).toBe(metaContent(html, "name", "description"));
  }

  it("home: hero, every section in order, Organization, WebSite and FAQPage data", async () => {
    const html = await page("/");
    expectHead(html, "/", "BIM and Engineering Outsourcing");
    expect(types(html)).toEqual(expect.arrayContaining(["Organization", "WebSite", "FAQPage"]));
    const org = jsonLd(html).find((d) => d["@type"] === "Organization")!;
    expect(org).toMatchObject({ name: company.name, url: ORIGIN, email: company.email, foundingDate: "2017" });
    const text = mainText(html);
    const order = [
      "Reduce Engineering Costs by Up to 35%",
      "ISO 9001 & 27001",
      "Nine disciplines, one production team",
      "Initial Consultation",
      "Requirements Analysis",
      "Solution Development",
      "Quality Assurance",
      "Delivery & Implementation",
      "Ongoing Support",
      "Start Your Project Today",
      "View All Case Studies",
      "Healthcare",
      "Commercial Real Estate",
      "Manufacturing",
      "Get a Free Assessment",
      "Autodesk",
      "BIM & 3D modeling",
      "Analysis & simulation",
      "Advanced technologies",
      "Latest insights",
      "View All Articles",
      "How do you reduce engineering costs by up to 35%?",
      "How do you guarantee 99% accuracy?",
    ];
    let at = -1;
    for (const phrase of order) {
      const next = text.indexOf(phrase, at + 1);
      expect(next, `"${phrase}" after position ${at}`).toBeGreaterThan(at);
      at = next;
    }
    // All three case-study panels are in the HTML, not only the active one.
    for (const slug of [
      "healthcare-mep-coordination",
      "mixed-use-highrise-structural-bim",
      "manufacturer-revit-libraries",
      "cost-reduction-with-bim-services-engineering-projects",
      "integrated-mep-design-bim-coordination-techniques",
      "scan-to-bim-accuracy-laser-scanning-point-cloud-processing",
    ]) {
      expect(html).toContain(`href="/blog/${slug}"`);
    }
    expect(html).toContain('id="services"');
    expect(html).toContain('id="contact"');
    expect(html).toContain('id="lead-magnet"');
  });

  it("/services: nine cards with descriptions and USPs, testimonials, quote call to action and breadcrumb data", async () => {
    const html = await page("/services");
    expectHead(html, "/services", "BIM and Engineering Services");
    expect(types(html)).toEqual(expect.arrayContaining(["ItemList", "BreadcrumbList"]));
    const text = mainText(html);
    for (const s of services) {
      expect(text).toContain(s.shortDescription);
      expect(text).toContain(s.usp);
      expect(html).toContain(`href="/services/${s.slug}"`);
    }
    for (const rating of ["5.0", "4.8"]) expect(text).toContain(rating);
    expect(text).toContain("Request a Quote");
    // The live-list notices appear only after hydration, never as the page's copy.
    expect(text).not.toContain("Loading services...");
  });

  for (const s of services) {
    it(`/services/${s.slug}: full copy, keywords recipe, Service, BreadcrumbList and FAQPage data`, async () => {
      const path = `/services/${s.slug}`;
      const html = await page(path);
      expectHead(html, path, s.metaTitle);
      expect(metaContent(html, "name", "description")).toBe(s.metaDescription);
      const keywords = metaContent(html, "name", "keywords").split(", ");
      const recipe = [
        s.title,
        company.name,
        "engineering services",
        ...s.regions,
        ...s.technologies.slice(0, 3),
        ...s.features.slice(0, 5).map((f) => f.split(/\s+/).slice(0, 3).join(" ").replace(/[,:;]/g, "")),
      ];
      expect(keywords).toEqual(expect.arrayContaining(recipe));
      expect(keywords).not.toContain(s.technologies[3]);

      const data = jsonLd(html);
      expect(types(html)).toEqual(expect.arrayContaining(["Service", "BreadcrumbList", "FAQPage"]));
      expect(data.find((d) => d["@type"] === "Service")).toMatchObject({ name: s.title, url: `${ORIGIN}${path}` });
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((i) => i.item)).toEqual([ORIGIN, `${ORIGIN}/services`, `${ORIGIN}${path}`]);
      expect((data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] }).mainEntity).toHaveLength(s.faq.length);

      const text = mainText(html);
      for (const copy of [
        s.description,
        ...s.fullDescription,
        s.usp,
        ...s.highlights,
        s.pricing.description,
        ...s.benefits.map((b) => b.description),
        ...s.features,
        ...s.deliverables,
        ...s.technologies,
        ...s.standards.map((r) => r.items),
        ...s.caseStudies.map((c) => c.description),
        ...s.caseStudies.flatMap((c) => c.results),
        ...s.faq.flatMap((f) => [f.question, f.answer]),
        s.cta.title,
        s.cta.description,
      ]) {
        expect(text, copy.slice(0, 60)).toContain(copy);
      }
      expect(text.split(" ").length).toBeGreaterThanOrEqual(700);
      for (const id of s.relatedServices) expect(html).toContain(`href="/services/${services.find((r) => r.id === id)!.slug}"`);
      expect(html).toMatch(new RegExp(`<img[^>]*src="/images/services/${s.slug}.svg"[^>]*width="1200"[^>]*height="630"`));
    });
  }

  it("an unknown service slug answers 404 with the not-found view", async () => {
    const response = await site.app.inject("/services/steel-erection");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Service Not Found");
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("/why-choose-us, /clients, /about and /contact hold their copy, figures and structured data", async () => {
    const why = await page("/why-choose-us");
    expectHead(why, "/why-choose-us", "Why Choose Us");
    const whyText = mainText(why);
    for (const phrase of [
      "Schedule a Consultation",
      "Explore Our Services",
      "Technical Excellence",
      "Accelerated Delivery",
      "Flexible Engagement",
      "Global Expertise",
      "Cost Structure",
      "Delivery Timeline",
      "Quality Control",
      "Technical Expertise",
      "Scalability",
      "Transparent Communication",
      "Security & Compliance",
      "99.7%",
      "ISO 27001",
    ]) {
      expect(whyText, phrase).toContain(phrase);
    }
    expect(htmlOf(why).text("main table")).toContain("Traditional approach");
    expect(why).toContain('href="/about"');

    const clients = await page("/clients");
    expectHead(clients, "/clients", "Our Clients");
    const clientsText = mainText(clients);
    for (const phrase of [
      companyFacts.projectsDelivered,
      "32M+ sq ft",
      companyFacts.clientRetention,
      companyFacts.countries,
      "Get Your Free Assessment",
      "Meridian Builders",
      "4.8",
    ])
      expect(clientsText, phrase).toContain(phrase);

    const about = await page("/about");
    expectHead(about, "/about", "About Us");
    const aboutText = mainText(about);
    for (const phrase of ["2017", "1,200+", "120+", "15+", "97%", "Show our history", "Hyderabad (headquarters)", "Canary Wharf", "Marunouchi"])
      expect(aboutText, phrase).toContain(phrase);
    expect(about).toMatch(/aria-expanded="false"/);

    const contact = await page("/contact");
    expectHead(contact, "/contact", "Request a Free Consultation");
    const contactPage = jsonLd(contact).find((d) => d["@type"] === "ContactPage") as {
      inLanguage: string[];
      mainEntity: { contactPoint: { availableLanguage: string[] } };
    };
    expect(contactPage.inLanguage).toEqual(["en", "hi"]);
    expect(contactPage.mainEntity.contactPoint.availableLanguage).toEqual(["English", "Hindi"]);
    const contactText = mainText(contact);
    for (const phrase of [
      `Up to ${companyFacts.savings.ceiling}`,
      company.hours,
      companyFacts.projectsDelivered,
      "Response within 24 hours",
      "Discovery",
      "Planning",
      "Execution",
      "Delivery",
      company.email,
      "HITEC City",
      "Dubai Internet City",
    ]) {
      expect(contactText, phrase).toContain(phrase);
    }
    expect(contact).toContain('data-slot="consultation-form"');
  });

  it("legal pages are complete documents with their date and the facts of the spec", async () => {
    const facts: Record<string, string[]> = {
      "privacy-policy": ["Effective: May 5, 2025"],
      "terms-of-service": ["Effective: May 5, 2025", "18"],
      "cookie-policy": ["Effective: May 5, 2025", "_ga", "2 years", "_gid", "24 hours", "_gat", "1 minute", "session_id", "cookie_notice_accepted", "1 year"],
      "gdpr-compliance": ["Last updated: May 5, 2025", "one month", "two", "Data Protection Officer", company.privacyEmail],
      "ccpa-rights": ["Last updated: May 5, 2025", "45 days", "12 months", "Identifiers", company.privacyEmail],
    };
    for (const [slug, phrases] of Object.entries(facts)) {
      const path = `/legal/${slug}`;
      const html = await page(path);
      expectHead(html, path, /Policy|Terms|GDPR|CCPA/);
      expect(types(html)).toContain("BreadcrumbList");
      const text = mainText(html);
      expect(text.split(" ").length, path).toBeGreaterThan(800);
      for (const phrase of phrases) expect(text, `${path}: ${phrase}`).toContain(phrase);
    }
  });

  it("sends every alias slug permanently to a page that exists", async () => {
    for (const [from, to] of Object.entries(redirects)) {
      const response = await site.app.inject(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      if (to.startsWith("/services") || to === "/contact") expect((await site.app.inject(to)).statusCode, to).toBe(200);
    }
  });

  it("lists every catalogue, company and legal page in the sitemap", async () => {
    const sitemap = (await site.app.inject("/sitemap.xml")).body;
    for (const path of [
      "/",
      "/services",
      ...services.map((s) => `/services/${s.slug}`),
      "/why-choose-us",
      "/clients",
      "/about",
      "/contact",
      "/legal/ccpa-rights",
    ]) {
      expect(sitemap, path).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await site.app.inject("/robots.txt")).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
