import * as z from "zod";
import type { CaseStudySectorSlug } from "../contract/case-study-sectors";
import { type CaseStudyEntry, caseStudyEntrySchema } from "../contract/content";
import { services } from "./catalogue.server";
import { caseStudies as featured } from "./home";
import type { ServiceSlug } from "./service-index";

// Every industry named by a case study, in the sector the index files it under; a new industry fails the build until it is placed.
const SECTOR_OF_INDUSTRY: Record<string, CaseStudySectorSlug> = {
  Healthcare: "healthcare",
  "Life sciences": "healthcare",
  Residential: "residential",
  "Residential High-Rise": "residential",
  "Commercial Real Estate": "commercial",
  "Commercial and Mixed-Use": "commercial",
  "Commercial refurbishment": "commercial",
  Retail: "commercial",
  Hospitality: "commercial",
  "Facilities management": "commercial",
  "Industrial and Logistics": "industrial",
  "Logistics and Warehousing": "industrial",
  "Industrial and Cold Storage": "industrial",
  "Oil, Gas and Process": "industrial",
  "Data centers": "industrial",
  "Land Development": "infrastructure",
  Highways: "infrastructure",
  "Infrastructure and Transit": "infrastructure",
  "Parking and Transportation": "infrastructure",
  Manufacturing: "products",
  "Building products": "products",
  Facades: "products",
  Architecture: "products",
};

// The services each home-page case study's article describes.
const FEATURED_SERVICES: Record<(typeof featured)[number]["slug"], ServiceSlug[]> = {
  "healthcare-mep-coordination": ["mep-clash-detection"],
  "mixed-use-highrise-structural-bim": ["structural-detailing", "rebar-detailing"],
  "manufacturer-revit-libraries": ["revit-family-creation"],
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function sectorOf(industry: string): CaseStudySectorSlug {
  const sector = SECTOR_OF_INDUSTRY[industry];
  if (!sector) throw new Error(`case studies: no sector for the industry "${industry}" (content/case-studies.server.ts)`);
  return sector;
}

function serviceRef(slug: string) {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`case studies: unknown service ${slug}`);
  return { slug: service.slug, title: service.title };
}

/** Every case study in the content: the three with full articles first, then each service page's, in service order. */
export function caseStudyIndex(): CaseStudyEntry[] {
  const withArticles = featured.map((study) => ({
    id: study.slug,
    title: study.title,
    summary: `${study.client}. ${study.challenge}`,
    industry: study.industry,
    sector: sectorOf(study.industry),
    services: FEATURED_SERVICES[study.slug].map(serviceRef),
    results: Object.values(study.results),
    href: `/blog/${study.slug}`,
  }));
  const fromServices = services.flatMap((service) =>
    service.caseStudies.map((study) => ({
      id: slugify(`${service.slug} ${study.title}`),
      title: study.title,
      summary: study.description,
      industry: study.industry,
      sector: sectorOf(study.industry),
      services: [serviceRef(service.slug)],
      results: study.results,
      href: `/services/${service.slug}#case-studies`,
    })),
  );
  return z.array(caseStudyEntrySchema).parse([...withArticles, ...fromServices]);
}
