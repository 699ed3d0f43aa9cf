import * as z from "zod";
import { type CaseStudySectorSlug, caseStudySectors } from "./case-study-sectors";
import { iconName } from "./icons";
import { serviceCardFields } from "./service-summary";
import { serviceFormValues } from "./service-list";

const words = (min: number) => z.string().refine((s) => s.trim().split(/\s+/).length >= min, `needs at least ${min} words`);

export const serviceSchema = z.object({
  ...serviceCardFields,
  /** Form value used by the consultation form's service select (spec 02 §2). */
  formValue: z.enum(serviceFormValues),
  metaTitle: z.string().min(10).max(70),
  metaDescription: z.string().min(70).max(160),
  fullDescription: z.array(words(40)).min(3),
  highlights: z.array(z.string().min(10)).min(4).max(6),
  benefits: z
    .array(z.object({ title: z.string(), description: words(20), icon: iconName }))
    .min(4)
    .max(6),
  features: z.array(z.string().min(15)).min(6).max(10),
  deliverables: z.array(z.string().min(10)).min(4).max(8),
  caseStudies: z
    .array(
      z.object({
        title: z.string(),
        description: words(40),
        industry: z.string(),
        results: z.array(z.string()).min(2).max(4),
      }),
    )
    .min(2)
    .max(3),
  faq: z
    .array(z.object({ question: z.string().endsWith("?"), answer: words(30) }))
    .min(4)
    .max(6),
  relatedServices: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  cta: z.object({ title: z.string(), description: z.string() }),
  regions: z.array(z.string()).min(4),
  standards: z.array(z.object({ region: z.string(), items: z.string() })).min(3),
  technologies: z.array(z.string()).min(5),
});
export type Service = z.infer<typeof serviceSchema>;

/** The public pages' copy in content/*.ts (not the services): tests/unit/page-copy.test.ts parses every module with these. */
const copyItem = z.object({ title: z.string().min(3), text: words(6) });
export const pageCopySchemas = {
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).min(3),
  items: z.array(copyItem).min(3),
  iconItems: z.array(copyItem.extend({ icon: iconName })).min(3),
  faq: z.array(z.object({ question: z.string().endsWith("?"), answer: words(10) })).min(4),
  history: z
    .array(z.object({ year: z.string().regex(/^\d{4}$/), text: words(8) }))
    .min(3)
    .refine((list) => list.every((m, i) => i === 0 || m.year > (list[i - 1]?.year ?? "")), "years must run oldest first"),
  comparison: z.array(z.object({ aspect: z.string().min(3), traditional: words(6), ours: words(6) })).min(3),
} as const;

// No id or position: the list runs newest first by date, so an article is added with its date alone.
export const blogFrontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(20).max(110),
  excerpt: z.string().min(80).max(240),
  category: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  author: z.object({ name: z.string(), role: z.string() }),
  tags: z.array(z.string()).min(4).max(6),
  image: z.string().startsWith("/images/"),
  imageAlt: z.string().min(10),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const legalFrontMatterSchema = z.object({
  slug: z.enum(["privacy-policy", "terms-of-service", "cookie-policy", "gdpr-compliance", "ccpa-rights"]),
  title: z.string(),
  description: z.string().min(70).max(160),
  effective: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  dateLabel: z.enum(["Effective", "Last updated"]),
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

const caseStudySectorSlug = z.enum(caseStudySectors.map((s) => s.slug) as [CaseStudySectorSlug, ...CaseStudySectorSlug[]]);

const caseStudyService = z.object({ slug: z.string(), title: z.string() });

/** One project on /case-studies: from a service page, or a home-page case study with its full article. */
export const caseStudyEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(10),
  summary: z.string().min(40),
  industry: z.string(),
  sector: caseStudySectorSlug,
  // At least one: the card names the first.
  services: z.tuple([caseStudyService], caseStudyService),
  results: z.array(z.string()).min(2).max(4),
  href: z.string().startsWith("/"),
});
export type CaseStudyEntry = z.infer<typeof caseStudyEntrySchema>;
