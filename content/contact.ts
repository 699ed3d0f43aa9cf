import { company, companyFacts } from "./company";

/** The /contact page's copy: what working with us gives, the four phases of a project and the FAQ. */
export const contactBenefits = [
  {
    id: "cost",
    title: "Cost efficiency",
    text: `Typically ${companyFacts.savings.typical} below in-house production, priced per model, ton, sheet or element before work starts.`,
  },
  {
    id: "coordinator",
    title: "A named coordinator",
    text: `One engineer answers for your project, ${company.hours} ${companyFacts.supportHours.timeZone}, and replies to every message within ${companyFacts.replyWithin}.`,
  },
  { id: "expertise", title: "Expert solutions", text: "Engineers who know the codes and standards of the country you build in, not only the software." },
] as const;

export type ContactBenefit = (typeof contactBenefits)[number];

export const contactPhases = [
  { title: "Discovery", points: ["30-minute call with a senior engineer", "Review of drawings, models and standards", "Written scope summary the same day"] },
  { title: "Planning", points: ["LOD matrix and deliverables list", "Fixed price and milestone dates", "Named coordinator and team"] },
  { title: "Execution", points: ["Work in your templates and CDE", "Weekly progress uploads", "RFIs raised, never guessed"] },
  { title: "Delivery", points: ["Triple-checked deliverables with QA report", "Walk-through with your team", "24-48 hour revision turnaround"] },
];

export const contactFaqs = [
  {
    q: `How do you achieve savings of up to ${companyFacts.savings.ceiling}?`,
    a: "Production rates from specialist teams working in standard templates, lower overheads than in-house staff in high-cost markets, and fewer site problems because issues are raised before construction.",
  },
  {
    q: "Which disciplines do you cover?",
    a: "Architectural, structural and MEP BIM, Scan-to-BIM, Revit families, MEP design and clash detection, structural, rebar and precast detailing and Civil 3D.",
  },
  {
    q: "How do you keep quality with a global team?",
    a: "Every deliverable passes a self-check, a peer review and a senior audit across 200+ QA checkpoints under our ISO 9001 quality system.",
  },
  {
    q: "What is a typical timeline?",
    a: "Revisions and small scopes in 24-48 hours; full models and detailing packages on an agreed milestone plan, usually two to twelve weeks.",
  },
  {
    q: "Do you sign NDAs and keep data confidential?",
    a: "Yes. We are ISO 27001 certified, sign project NDAs on request and limit access to the named project team.",
  },
  {
    q: "What support do you give after delivery?",
    a: "The same team stays available for markups, as-built updates and handover data until the project closes.",
  },
];
