import { company, companyFacts } from "./company";

const f = company.figures;

/** The /auth page's panel beside the forms: what the client portal gives. */
export const signInPoints = [
  { id: "services", title: "BIM services for AEC firms", text: "Modeling, coordination and detailing from one team, tracked in your dashboard." },
  {
    id: "savings",
    title: `Up to ${companyFacts.savings.ceiling} cost reduction`,
    text: `Typically ${companyFacts.savings.typical} below in-house rates, at ${f.accuracy} accuracy and 24-48 hour turnaround.`,
  },
  { id: "security", title: "Secure access and project management", text: "Your projects, deliverables and documents behind one protected sign-in." },
] as const;

export type SignInPoint = (typeof signInPoints)[number];
