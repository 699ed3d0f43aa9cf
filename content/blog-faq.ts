import { company } from "./company";

export type FaqItem = { question: string; answer: string };

const f = company.figures;

/** Per category: what we offer, what clients get from it, and what sets us apart (spec 02 §2, article FAQ). */
const topics: Record<string, { services: string; outcomes: string; difference: string }> = {
  BIM: {
    services: `BIM modelling from LOD 100 to LOD 500 in Revit, Navisworks and Civil 3D: architectural, structural and MEP models, multi-trade coordination, quantity take-off and construction documentation.`,
    outcomes: `Clients typically see ${f.costReductionTypical} lower cost on the work BIM touches (design production, coordination and rework), with up to ${f.costReductionMax} on well-run projects and ${f.turnaround} turnaround on model updates.`,
    difference: `A ${f.experts} engineer team that has delivered ${f.projects} projects since ${company.founded}, ${f.qaCheckpoints} QA checkpoints, a ${f.accuracy} accuracy guarantee and ISO 9001 and ISO 27001 certified processes.`,
  },
  MEP: {
    services: `MEP design and coordination: HVAC, plumbing, fire protection and electrical modelling, clash detection in Navisworks, coordinated LOD 400 trade models and spool and shop drawings.`,
    outcomes: `Fewer field conflicts and RFIs, earlier prefabrication and ${f.fasterDelivery} faster delivery of coordinated drawings, which typically removes ${f.costReductionTypical} of the cost of coordination-related rework.`,
    difference: `Engineers who design MEP systems, not only model them, working across US, UK, Middle East and Indian codes, with overlapping hours for weekly coordination meetings.`,
  },
  Technology: {
    services: `Scan-to-BIM from laser scan and point cloud data, point cloud registration checks, as-built Revit models at the agreed LOD and deviation reports against design models.`,
    outcomes: `As-built models you can design against, with tolerances stated up front and checked, so renovation and retrofit design starts from measured conditions rather than assumptions.`,
    difference: `Stated accuracy checked against control points, a ${f.accuracy} accuracy guarantee, ${f.turnaround} turnaround on revisions and AES-256 encrypted data exchange.`,
  },
  "Facility Management": {
    services: `Asset-ready BIM for operations: COBie data drops, asset tagging and parameter mapping to your CAFM or CMMS, and digital twin preparation from design or as-built models.`,
    outcomes: `Handover data that maintenance teams actually use, fewer site surveys to find equipment, and planned maintenance driven by reliable asset registers.`,
    difference: `We start from the operator's asset list and naming rules, validate every data drop automatically and keep the model and the register in step through the life of the building.`,
  },
  "Structural Engineering": {
    services: `Structural BIM and detailing for steel and concrete: Revit and Tekla models, connection design support, general arrangement and fabrication drawings and material take-offs.`,
    outcomes: `Optimised member sizes and repeatable details that reduce tonnage and fabrication time, with coordinated models that cut site rework and RFIs.`,
    difference: `Detailers who work to AISC, Eurocode, BS and IS standards, ${f.qaCheckpoints} QA checkpoints and ${f.firstTimeApproval} first-time approval on submittals.`,
  },
  Healthcare: {
    services: `MEP coordination for hospitals and clinics: medical gas, ASHRAE 170 air systems, interstitial floors, infection-control ceilings and phased tie-ins to live facilities.`,
    outcomes: `Issues resolved before fabrication rather than after ceiling close-up, fewer shutdowns of working departments and installation-ready models for every trade.`,
    difference: `Coordinators experienced in NFPA 99 and healthcare phasing, working your hours for coordination meetings, on ISO 27001 certified infrastructure.`,
  },
  Construction: {
    services: `Construction-stage BIM: structural and MEP models for high-rise and mixed-use buildings, transfer-level coordination, sequencing models and shop drawings.`,
    outcomes: `A coordinated model ahead of each pour and each trade, fewer RFIs and change orders, and schedules that hold because clashes are solved in the office.`,
    difference: `A scalable team that follows your programme, ${f.turnaround} turnaround on model updates and ${f.projects} projects of construction-stage experience.`,
  },
  Innovation: {
    services: `Revit family creation and content libraries for building-product manufacturers: parametric families, type catalogues, shared parameters and library maintenance.`,
    outcomes: `Families that specifiers download and keep in their models, which puts your products into more specifications and reduces support questions.`,
    difference: `Families built to a written standard, tested in real projects before release and kept light, with per-family or subscription pricing.`,
  },
  Sustainability: {
    services: `BIM-based energy and daylight analysis support, model preparation for simulation, embodied carbon take-offs and documentation for green building ratings.`,
    outcomes: `Design decisions on envelope, orientation and systems made early with numbers behind them, and faster evidence for LEED, BREEAM or Estidama submissions.`,
    difference: `Engineers who connect the analysis model to the design model, so results feed back into drawings instead of staying in a report.`,
  },
  Infrastructure: {
    services: `Civil 3D modelling for roads, rail, utilities and site development: corridors, surfaces, grading, pipe networks, quantities and plan and profile sheets.`,
    outcomes: `Earthwork balances and quantities you can price against, design changes that propagate through the model, and cleaner plan production.`,
    difference: `Templates built to your agency's standards, per-mile/km or project pricing and a team used to US DOT, UK DMRB and Middle East authority requirements.`,
  },
  Automation: {
    services: `Rebar detailing and bar bending schedules to ACI, BS 8666 and IS 2502, with scripted schedule generation, placing drawings and 3D rebar models.`,
    outcomes: `Schedules produced faster and checked automatically, fewer fabrication errors and less steel wasted on site.`,
    difference: `Automation written and maintained by detailers, a ${f.accuracy} accuracy guarantee and pricing per metric ton or per sheet.`,
  },
  "Regulatory Compliance": {
    services: `ISO 19650 information management for outsourced BIM: BIM execution plans, CDE set-up, naming and status conventions, information delivery plans and audits.`,
    outcomes: `Deliverables that pass the appointing party's checks first time, clear responsibility for information, and audit trails that stand up to review.`,
    difference: `ISO 9001 and ISO 27001 certified processes, AES-256 encryption and experience delivering under UK, EU and Middle East information requirements.`,
  },
};

/** Three questions and answers for an article's category: the services, the outcomes and what sets the firm apart. */
export function categoryFaq(category: string): FaqItem[] {
  const topic = topics[category] ?? topics.BIM;
  return [
    { question: `What ${category} services does ${company.name} provide?`, answer: topic.services },
    { question: `What results can I expect from outsourcing ${category} work?`, answer: topic.outcomes },
    { question: `How is ${company.shortName} different from other ${category} providers?`, answer: topic.difference },
  ];
}
