import * as z from "zod";
import { BLOG } from "../contract/constants";
import { type Service, serviceSchema } from "../contract/content";
import { service as bimServices } from "./services/bim-services";
import { service as civil3d } from "./services/civil-3d-modelling";
import { service as clashDetection } from "./services/mep-clash-detection";
import { service as mepDesign } from "./services/mep-design";
import { service as precast } from "./services/precast-detailing";
import { service as rebar } from "./services/rebar-detailing";
import { service as revitFamilies } from "./services/revit-family-creation";
import { service as scanToBim } from "./services/scan-to-bim";
import { service as structural } from "./services/structural-detailing";

const catalog = z
  .array(serviceSchema)
  .length(9)
  .superRefine((list, ctx) => {
    const ids = new Set(list.map((s) => s.id));
    if (ids.size !== list.length) ctx.addIssue({ code: "custom", message: "duplicate service id" });
    for (const s of list) {
      if (s.relatedServices.some((id) => !ids.has(id) || id === s.id)) {
        ctx.addIssue({ code: "custom", message: `${s.slug}: related services must be other existing ids` });
      }
    }
  });

/** The nine services by id, as written; checkCatalog holds them to the schema and to each other. */
export const services: readonly Service[] = [bimServices, scanToBim, revitFamilies, mepDesign, clashDetection, structural, rebar, civil3d, precast].sort(
  (a, b) => a.id - b.id,
);

/**
 * Throws on a content mistake. The server's build runs it (scripts/build-server.ts) and so do the tests, so a built
 * server's catalog has passed it and a start does not parse it again.
 */
export function checkCatalog(list: unknown = services): void {
  catalog.parse(list);
}

export const serviceBySlug = (slug: string | undefined) => services.find((s) => s.slug === slug);
export const serviceById = (id: number) => services.find((s) => s.id === id);

/** What a card or the list API needs: no long copy. */
export function serviceSummary(s: Service) {
  return {
    id: s.id,
    slug: s.slug,
    name: s.title,
    title: s.title,
    shortDescription: s.shortDescription,
    description: s.description,
    usp: s.usp,
    icon: s.icon,
    tier: s.tier,
    featured: s.tier === "main",
    pricing: s.pricing,
    url: `/services/${s.slug}`,
  };
}

/** The service-page keywords recipe of spec 02 §2. */
export function serviceKeywords(s: Service, companyName: string): string[] {
  const fromFeatures = s.features.slice(0, BLOG.keywordFeatures).map((f) => f.split(/\s+/).slice(0, BLOG.keywordFeatureWords).join(" ").replace(/[,:;]/g, ""));
  return [...new Set([s.title, companyName, "engineering services", ...fromFeatures, ...s.regions, ...s.technologies.slice(0, BLOG.keywordTechnologies)])];
}
