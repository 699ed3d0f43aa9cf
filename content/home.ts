import type { IconName } from "../contract/icons";
import { company, companyFacts } from "./company";

const f = company.figures;

/** Home page copy (spec 02 §2, §3): steps, case studies, partners, insights and FAQ. */
export const trustTiles: { icon: IconName; value: string; label: string }[] = [
  { icon: "badge-check", value: "ISO 9001 & 27001", label: "Certified quality and information security" },
  { icon: "building", value: f.projects, label: "Projects delivered since 2017" },
  { icon: "users", value: f.experts, label: "Engineers, modelers and detailers" },
  { icon: "globe", value: f.countries, label: `Countries served, ${f.retention} client retention` },
];

/** Spec 02 §2: the hero's four figures (each icon is chosen by its id in home-hero.tsx). */
export const heroStats = [
  { id: "turnaround", value: "24-48h", label: "Turnaround" },
  { id: "accuracy", value: f.accuracy, label: "Accuracy" },
  { id: "quality", value: "ISO 9001", label: "Certified quality" },
  { id: "savings", value: f.costReductionMax, label: "Savings, at most" },
] as const;
export type HeroStat = (typeof heroStats)[number];

/** "Why Stratum": four reasons beside the section's lead. */
export const homeReasons = [
  { title: "Your standards", text: "Revit templates, CAD standards, naming and BEP requirements followed from the first model." },
  { title: "One named coordinator", text: `A single engineer owns your project, joins your meetings and answers within ${companyFacts.replyWithin}.` },
  { title: "Secure by default", text: "ISO 27001 controls, NDAs and access limited to your project team; AES-256 encryption at rest." },
  { title: "Fixed, transparent pricing", text: "Per model, per ton, per sheet or per element, agreed before work starts." },
];

export const methodology: { number: number; title: string; description: string; icon: IconName; iconColor: string }[] = [
  {
    number: 1,
    title: "Initial Consultation",
    icon: "handshake",
    iconColor: "text-brand-600",
    description:
      "A 30-minute call with a senior engineer to understand the scope, the standards you work to, the deliverables and the dates that matter. You get a written scope summary the same day.",
  },
  {
    number: 2,
    title: "Requirements Analysis",
    icon: "file-check",
    iconColor: "text-brand-600",
    description:
      "We review drawings, models and your BIM Execution Plan, raise questions on gaps as RFIs, agree an LOD matrix and confirm a fixed price and milestone plan before any modeling starts.",
  },
  {
    number: 3,
    title: "Solution Development",
    icon: "pen-tool",
    iconColor: "text-brand-600",
    description: `A named coordinator runs a discipline team in your templates. Weekly uploads to your common data environment let you review progress, and most clients see ${f.costReductionTypical} lower production cost.`,
  },
  {
    number: 4,
    title: "Quality Assurance",
    icon: "shield-check",
    iconColor: "text-accent-600",
    description: `Every issue is triple-checked: self-check by the modeler, peer review, then a senior audit across ${f.qaCheckpoints} QA checkpoints. That is how we back our 99% accuracy guarantee.`,
  },
  {
    number: 5,
    title: "Delivery & Implementation",
    icon: "zap",
    iconColor: "text-brand-600",
    description:
      "Native files, PDFs, IFC, NWD and schedules arrive in your naming convention with a QA report. We join your coordination meetings to walk the team through the model.",
  },
  {
    number: 6,
    title: "Ongoing Support",
    icon: "refresh",
    iconColor: "text-brand-600",
    description:
      "Markups and revisions are turned around in 24-48 hours, and the same team stays on the project through construction, as-built updates and handover data.",
  },
];

export const caseStudies = [
  {
    id: 1,
    industry: "Healthcare",
    slug: "healthcare-mep-coordination",
    imageUrl: "/images/blog/healthcare-mep-coordination.svg",
    client: "General contractor, acute care hospital in the US Southeast",
    title: "MEP coordination for a surgical and inpatient expansion",
    challenge:
      "A four-story, 165,000 sq ft expansion with ten operating rooms, an interstitial service floor and live tie-ins to a working hospital, where any clash found after ceiling close-up means reopening an infection-controlled room.",
    solution:
      "LOD 400 coordination of medical gases, ASHRAE 170 air systems, plumbing, fire protection and electrical in Navisworks, zoned around OR booms and light support steel, with laser scans of every tie-in and weekly BCF issue loops.",
    results: {
      costSavings: "31% lower coordination cost",
      timeReduction: "22-week coordination, signed off level by level",
      additionalBenefit: "71 MEP field RFIs against about 250 on the previous hospital",
    },
  },
  {
    id: 2,
    industry: "Commercial Real Estate",
    slug: "mixed-use-highrise-structural-bim",
    imageUrl: "/images/blog/mixed-use-highrise-structural-bim.svg",
    client: "Contractor, 42-story mixed-use tower",
    title: "Structural BIM and rebar detailing through two transfer levels",
    challenge:
      "Retail, office and residential floors on three different column grids meant two transfer levels with girders up to 2.6 m deep, post-tensioned slabs and some of the most congested reinforcement on the job.",
    solution:
      "A coordinated Tekla and Revit structural model with LOD 400 rebar at the transfer levels, PT tendon profiles checked against embeds, and 4D pour sequencing so reinforcement was resolved before each pour date.",
    results: {
      costSavings: "28% lower modeling and detailing cost",
      timeReduction: "7-day floor cycle against an 8-day target",
      additionalBenefit: "2,140 clashes resolved in the model before construction",
    },
  },
  {
    id: 3,
    industry: "Manufacturing",
    slug: "manufacturer-revit-libraries",
    imageUrl: "/images/blog/manufacturer-revit-libraries.svg",
    client: "European manufacturer of aluminum windows, doors and curtain wall",
    title: "A lean, parametric Revit library for 14 product series",
    challenge:
      "More than 640 heavy Revit files of 6 to 18 MB, made by different agencies over eight years, that architects deleted and replaced with generic objects, costing the manufacturer specifications.",
    solution:
      "22 parametric families driven by type catalogs and shared parameters, simplified geometry at LOD 300, manufacturer data to IFC and COBie fields, and a clean IFC export checked in Solibri.",
    results: {
      costSavings: "About 70% lower yearly library upkeep cost",
      timeReduction: "Library standard to publication in 16 weeks",
      additionalBenefit: "Downloads up from about 4,100 to 17,800",
    },
  },
] as const;

export const partners: { id: number; name: string; icon: IconName; description: string; certificationType: string }[] = [
  {
    id: 1,
    name: "Autodesk",
    icon: "building",
    description: "Revit, Navisworks, AutoCAD, Civil 3D and Autodesk Construction Cloud for modeling, coordination and common data environments.",
    certificationType: "Autodesk Certified Professionals",
  },
  {
    id: 2,
    name: "Trimble",
    icon: "columns",
    description: "Tekla Structures for steel, precast and rebar detailing, and Trimble Connect for model sharing with fabricators.",
    certificationType: "Tekla Certified Detailers",
  },
  {
    id: 3,
    name: "Bentley Systems",
    icon: "route",
    description: "OpenRoads, OpenBuildings and ProStructures for infrastructure and plant projects that run on Bentley workflows.",
    certificationType: "Bentley Trained Users",
  },
  {
    id: 4,
    name: "Nemetschek",
    icon: "layers",
    description: "Solibri for rule-based model checking and Allplan for precast and reinforcement on European projects.",
    certificationType: "Solibri Certified Checkers",
  },
  {
    id: 5,
    name: "Leica & FARO",
    icon: "scan",
    description: "Cyclone, Register 360 and SCENE for point-cloud registration, cleaning and deviation analysis in Scan-to-BIM.",
    certificationType: "Reality Capture Trained",
  },
];

export const capabilities: { title: string; icon: IconName; items: string[] }[] = [
  {
    title: "BIM & 3D modeling",
    icon: "building",
    items: [
      "Architectural, structural and MEP models at LOD 100-500",
      "Scan-to-BIM from E57, RCP and LAS point clouds",
      "Parametric Revit families and type catalogs",
      "COBie, IFC 2x3 and IFC4 data exchange",
    ],
  },
  {
    title: "Analysis & simulation",
    icon: "gauge",
    items: [
      "Clash detection and BCF issue management",
      "Heating and cooling loads, duct and pipe sizing",
      "Structural analysis model hand-off to ETABS and SAP2000",
      "4D sequencing and 5D quantity take-off",
    ],
  },
  {
    title: "Advanced technologies",
    icon: "cpu",
    items: [
      "Dynamo and Python automation for model audits",
      "Rule-based model checking in Solibri",
      "Cloud collaboration in ACC, BIM 360 and Trimble Connect",
      "Point-cloud deviation analysis and verification",
    ],
  },
];

/** Spec 02 §3: the three articles under Latest insights; their cards come from the blog's own data. */
export const insightSlugs = [
  "cost-reduction-with-bim-services-engineering-projects",
  "integrated-mep-design-bim-coordination-techniques",
  "scan-to-bim-accuracy-laser-scanning-point-cloud-processing",
] as const;

export const homeFaq = [
  {
    question: `How do you reduce engineering costs by up to ${f.costReductionMax}?`,
    answer: `Three things: production rates from a team that models every day in standard templates, lower overheads than in-house staff in high-cost markets, and fewer site problems because clashes and missing information are raised as RFIs before construction. Most clients see ${f.costReductionTypical} savings; ${f.costReductionMax} is the ceiling, not the average.`,
  },
  {
    question: "Which services do you offer?",
    answer:
      "Nine: BIM Services, Scan-to-BIM, Revit Family Creation, MEP Design, MEP Clash Detection, Structural Detailing, Rebar Detailing, Civil 3D Modelling and Precast Detailing, delivered in Revit, Navisworks, Tekla Structures, AutoCAD and Civil 3D.",
  },
  {
    question: "What turnaround can we expect?",
    answer:
      "Revisions, markups and small scopes are usually returned within 24-48 hours. Larger models and detailing packages run on an agreed milestone plan with weekly uploads, so you review progress long before the final issue.",
  },
  {
    question: "Do you work with international clients?",
    answer: `Yes. We deliver to clients in ${f.countries} countries, including the US, UK, UAE, Canada and Australia, from Hyderabad and our offices in London, Dubai, Singapore and Tokyo, working to ISO 19650, NCS, BS 8666, ACI and other local standards.`,
  },
  {
    question: "How do you guarantee 99% accuracy?",
    answer: `Every deliverable passes a triple check (modeler self-check, peer review and senior audit) across ${f.qaCheckpoints} QA checkpoints under our ISO 9001 quality system. If an error in our work is found, we correct it at no cost, with a root-cause note.`,
  },
];
