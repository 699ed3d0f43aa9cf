import { companyFacts } from "./company";

/** The exit-intent offer's three promises under its text (the free written assessment). */
export const assessmentPromises = [
  { id: "assessment", text: `Written assessment in ${companyFacts.assessmentWithin}` },
  { id: "price", text: "Fixed price, no obligation" },
  { id: "quality", text: "ISO 9001 production" },
] as const;

export type AssessmentPromise = (typeof assessmentPromises)[number];
