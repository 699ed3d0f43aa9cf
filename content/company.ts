import { PROMISE } from "../contract/constants";
import { durationInWords } from "../contract/duration-words";

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
  /** Office hours in India Standard Time (UTC+05:30); there is no 24/7 desk. */
  supportHours: { text: "Mon-Fri 9:00 AM-6:00 PM", timeZone: "IST", utcOffset: "+05:30", opens: "09:00", closes: "18:00" },
  email: "hello@stratumbim.com",
  /** Spec 01 §9's response promise and the free assessment's written answer, from contract/constants.ts. */
  replyWithin: durationInWords(PROMISE.replyMs),
  assessmentWithin: durationInWords(PROMISE.assessmentMs),
} as const;

/** The support hours as schema.org's hoursAvailable expects them: an OpeningHoursSpecification, times with their zone. */
export const supportHoursSpecification = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
  opens: `${companyFacts.supportHours.opens}:00${companyFacts.supportHours.utcOffset}`,
  closes: `${companyFacts.supportHours.closes}:00${companyFacts.supportHours.utcOffset}`,
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
  responsePromise: `Response within ${companyFacts.replyWithin}`,
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
  /** The firm's account on X, named by every page's twitter:site. */
  twitterHandle: "@StratumBIM",
  /** The logo for structured data: a square PNG well above the 112 px search engines ask for, not the favicon. */
  logo: { path: "/images/logo-512.png", width: 512, height: 512 },
  /** Floor area modeled, shown only on /clients. */
  areaModeled: "32M+ sq ft",
} as const;
