import type { IconName } from "../contract/icons";
import { company, companyFacts } from "./company";

const f = company.figures;

/** The /why-choose-us page's copy: the figures, four advantages, the in-house comparison and how we operate. */
export const whyStats = [
  { value: f.firstTimeApproval, label: "First-time approval" },
  { value: f.projects, label: "Projects delivered" },
  { value: f.retention, label: "Client retention" },
  { value: "ISO 27001", label: "Information security" },
];

export const whyAdvantages: { icon: IconName; title: string; text: string; points: string[] }[] = [
  {
    icon: "target",
    title: "Technical Excellence",
    text: "Engineers and detailers who work in Revit, Tekla, Navisworks and Civil 3D every day, to the codes of the country you build in.",
    points: [`${f.firstTimeApproval} first-time approval on submittals`, "LOD 100-500 to BIMForum and AIA G202", "ACI, BS 8666, AISC and Eurocode detailing"],
  },
  {
    icon: "clock",
    title: "Accelerated Delivery",
    text: "Time-zone offset and dedicated teams mean markups sent at the end of your day are often resolved by the next morning.",
    points: [`${f.turnaround} on revisions and small scopes`, `${f.fasterDelivery} faster delivery on average`, "Weekly uploads against a milestone plan"],
  },
  {
    icon: "handshake",
    title: "Flexible Engagement",
    text: "Buy a single model, a detailing package or a dedicated team by the month. Scale up for a bid and back down after it.",
    points: ["Per-model, per-ton, per-sheet or hourly pricing", "Dedicated teams from one to twenty people", "No minimum term on project work"],
  },
  {
    icon: "globe",
    title: "Global Expertise",
    text: `Delivery from Hyderabad with offices in London, Dubai, Singapore and Tokyo, for clients in ${f.countries} countries.`,
    points: ["US, UK, UAE, Canada and Australia standards", "ISO 19650 information management", "English-speaking coordinators in your time zone"],
  },
];

export const whyComparison = [
  {
    aspect: "Cost Structure",
    traditional: "Full salaries, benefits, software licenses and office space, whether or not there is work",
    ours: `Pay per model, ton, sheet or hour; typically ${f.costReductionTypical} lower than in-house production`,
  },
  {
    aspect: "Delivery Timeline",
    traditional: "Limited by local headcount; peaks mean overtime or missed dates",
    ours: `${f.turnaround} on revisions; teams scale up within a week for bids and design stages`,
  },
  {
    aspect: "Quality Control",
    traditional: "Depends on the reviewer's time; checks are often skipped under deadline pressure",
    ours: `Triple-check process with ${f.qaCheckpoints} QA checkpoints under ISO 9001; ${f.accuracy} accuracy guarantee`,
  },
  {
    aspect: "Technical Expertise",
    traditional: "Generalists who switch between disciplines and software",
    ours: `${f.experts} specialists by discipline, certified on Revit, Tekla, Navisworks and Civil 3D`,
  },
  {
    aspect: "Scalability",
    traditional: "Recruiting takes months; staff are idle when work slows",
    ours: "From one modeler to a dedicated team of twenty, with no minimum term",
  },
];

export const whyOperations: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "shield-check",
    title: "Quality Assurance",
    text: "Self-check, peer review and senior audit on every issue, with a QA report and a fixed correction promise if anything slips through.",
  },
  {
    icon: "users",
    title: "Transparent Communication",
    text: `One named coordinator, weekly progress uploads, shared issue logs and a reply within ${companyFacts.replyWithin}, every working day.`,
  },
  {
    icon: "cpu",
    title: "Advanced Technology",
    text: "Dynamo and Python automation, Solibri rule checks and cloud collaboration in ACC, BIM 360 and Trimble Connect.",
  },
  {
    icon: "lock",
    title: "Security & Compliance",
    text: "ISO 27001 certified, AES-256 encryption at rest, NDAs, role-based access and GDPR-compliant data handling.",
  },
];
