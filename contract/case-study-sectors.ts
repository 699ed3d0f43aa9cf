// Apart from the content schemas, so the case-study index does not carry them to the browser.
/** The sectors the case-study index filters by (/case-studies?sector=…). */
export const caseStudySectors = [
  { slug: "healthcare", label: "Healthcare and life sciences" },
  { slug: "residential", label: "Residential" },
  { slug: "commercial", label: "Commercial, retail and hospitality" },
  { slug: "industrial", label: "Industrial, logistics and data centers" },
  { slug: "infrastructure", label: "Infrastructure and land development" },
  { slug: "products", label: "Manufacturers and design practices" },
] as const;
export type CaseStudySectorSlug = (typeof caseStudySectors)[number]["slug"];
