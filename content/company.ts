/**
 * The facts the site once stated two ways (issue 20): every page, the structured data and the mails read them
 * from here, and tests/unit/company-facts.test.ts fails a built page or mail that states another.
 */
export const companyFacts = {
  projectsDelivered: "1,200+",
  countries: "15+",
  clientRetention: "97%",
  // 35% is the ceiling of what clients save, never an average; the typical range is what most clients see.
  savings: { ceiling: "35%", typical: "20-35%" },
  /** Office hours in India Standard Time; there is no 24/7 desk. `schema` is the same for schema.org's hoursAvailable. */
  supportHours: { text: "Mon-Fri 9:00 AM-6:00 PM", timeZone: "IST", schema: "Mo-Fr 09:00-18:00" },
  email: "hello@stratumbim.com",
} as const;

/** The firm's facts, in one place: every page, mail and structured-data block reads them from here. */
export const company = {
  name: "Stratum BIM & Engineering",
  shortName: "Stratum",
  legalName: "Stratum BIM & Engineering Pvt. Ltd.",
  tagline: "BIM and engineering outsourcing for the AEC industry",
  founded: 2017,
  email: companyFacts.email,
  privacyEmail: "privacy@stratumbim.com",
  dpoEmail: "dpo@stratumbim.com",
  phone: "+91 40 4852 7100",
  hours: companyFacts.supportHours.text,
  responsePromise: "Response within 24 hours",
  headquarters: {
    city: "Hyderabad",
    country: "India",
    district: "HITEC City",
    street: "Level 9, Cyber Pearl, HITEC City",
    locality: "Hyderabad, Telangana 500081",
    countryCode: "IN",
  },
  offices: [
    { city: "London", country: "United Kingdom", district: "Canary Wharf" },
    { city: "Dubai", country: "United Arab Emirates", district: "Dubai Internet City" },
    { city: "Singapore", country: "Singapore", district: "Raffles Place" },
    { city: "Tokyo", country: "Japan", district: "Marunouchi" },
  ],
  /** The markets the firm delivers to (spec 02 §1). */
  markets: ["United States", "United Kingdom", "United Arab Emirates", "Canada", "Australia", "European Union", "India", "Middle East"],
  certifications: ["ISO 9001", "ISO 27001"],
  languages: ["English", "Hindi"],
  figures: {
    costReductionMax: companyFacts.savings.ceiling,
    costReductionTypical: companyFacts.savings.typical,
    accuracy: "99%",
    firstTimeApproval: "99.7%",
    turnaround: "24-48 hours",
    fasterDelivery: "40%",
    projects: companyFacts.projectsDelivered,
    experts: "120+",
    countries: companyFacts.countries,
    retention: companyFacts.clientRetention,
    clients: "500+",
    qaCheckpoints: "200+",
    foundingEngineers: 5,
    internationalOffices: 4,
  },
  /** Floor area modeled, shown only on /clients. */
  areaModeled: "32M+ sq ft",
} as const;
