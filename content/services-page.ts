import { company } from "./company";

const f = company.figures;

/** The /services page's four promises above the catalog. */
export const servicePromises = [
  { id: "savings", title: `Up to ${f.costReductionMax} lower cost`, text: "Against in-house production, with the same standards and review steps." },
  { id: "turnaround", title: `${f.turnaround} turnaround`, text: "On revisions and small scopes; milestone plans for larger packages." },
  { id: "certified", title: "ISO 9001 and ISO 27001", text: "Certified quality and information security on every project." },
  { id: "accuracy", title: `${f.accuracy} accuracy`, text: `Checked through ${f.qaCheckpoints} QA checkpoints before anything is issued.` },
] as const;

export type ServicePromise = (typeof servicePromises)[number];
