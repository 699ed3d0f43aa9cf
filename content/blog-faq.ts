import { company } from "./company";

export type FaqItem = { question: string; answer: string };

const f = company.figures;

/**
 * Article FAQ (spec 02 §5): per category, three questions a buyer of that work asks, about the services,
 * the outcomes and what sets the firm apart, in that order.
 */
type CategoryFaq = [FaqItem, FaqItem, FaqItem];

// BIM is named so the fallback for a category without its own questions is known to exist.
const byCategory: { BIM: CategoryFaq } & Record<string, CategoryFaq | undefined> = {
  BIM: [
    {
      question: "Which parts of our BIM production can we hand to an outside team?",
      answer:
        "Modeling from LOD 100 to LOD 500 in Revit (architectural, structural and MEP), multi-trade coordination in Navisworks, quantity take-off and construction documentation sheets. We work in your templates and to your BIM Execution Plan; design authority stays with you.",
    },
    {
      question: "How much does outsourcing BIM production actually save?",
      answer: `Typically ${f.costReductionTypical} on the work BIM touches (production hours, coordination and rework avoided), with ${f.costReductionMax} as the ceiling on well-run projects. Model updates come back in ${f.turnaround}. The savings hold when the scope and the BIM Execution Plan are agreed before modeling starts.`,
    },
    {
      question: "How do we know an offshore team's models will pass our own QA?",
      answer: `Every deliverable goes through ${f.qaCheckpoints} QA checkpoints (modeler self-check, peer review, senior audit) under our ISO 9001 system, backed by a ${f.accuracy} accuracy guarantee: an error in our work is corrected at no cost. ${f.experts} engineers have delivered ${f.projects} projects since ${company.founded}.`,
    },
  ],
  MEP: [
    {
      question: "Can you take MEP from design through to fabrication-ready models?",
      answer:
        "Yes. HVAC, plumbing, fire protection and electrical design and modeling, clash detection in Navisworks, coordinated LOD 400 trade models, and spool and shop drawings your installers can fabricate from.",
    },
    {
      question: "What changes on site when MEP coordination is done properly?",
      answer: `Fewer field conflicts and RFIs, prefabrication that can start earlier, and coordinated drawings ${f.fasterDelivery} faster. On a typical project that removes ${f.costReductionTypical} of the cost of coordination-related rework.`,
    },
    {
      question: "Will your coordinators work to our codes and join our coordination meetings?",
      answer:
        "Our coordinators are engineers who design MEP systems to US, UK, Middle East and Indian codes, not only model them. A coordinator works your hours for the weekly coordination meeting and closes issues in BCF between meetings.",
    },
  ],
  Technology: [
    {
      question: "What do you need from us to turn a laser scan into a Revit model?",
      answer:
        "The point cloud (E57, RCP or LAS, or the raw scans if you want registration checked), the level of development and tolerance you need, and the element scope. You get an as-built Revit model at the agreed LOD with a deviation report against the scan.",
    },
    {
      question: "How accurate will the as-built model be?",
      answer:
        "As accurate as the tolerance we agree before modeling, stated per element type (USIBD LOA is a common way to write it) and checked against control points. Renovation and retrofit design then starts from measured conditions, not from record drawings.",
    },
    {
      question: "How do you prove the model matches the scan?",
      answer: `A deviation analysis of the model against the point cloud comes with every delivery, under a ${f.accuracy} accuracy guarantee. Revisions come back in ${f.turnaround}, and scan data travels and is stored with AES-256 encryption.`,
    },
  ],
  "Facility Management": [
    {
      question: "Can you turn our design or as-built models into asset data our CAFM system can import?",
      answer:
        "Yes. COBie data drops, asset tagging, parameter mapping to your CAFM or CMMS fields and digital twin preparation, from design models or from models we build from a survey.",
    },
    {
      question: "What does an FM team gain from asset-ready BIM at handover?",
      answer:
        "Handover data maintenance teams actually use, fewer site surveys to find equipment, and planned maintenance driven by an asset register you can trust from the first day of operation.",
    },
    {
      question: "How do you keep the asset register and the model in step after handover?",
      answer:
        "We start from your asset list and naming rules rather than the designer's, validate every data drop automatically against them, and update model and register together when equipment is added or replaced.",
    },
  ],
  "Structural Engineering": [
    {
      question: "Which structural models and drawings can you produce for steel and concrete?",
      answer:
        "Revit and Tekla Structures models, connection design support, general arrangement and fabrication drawings, and material take-offs for steel and concrete frames.",
    },
    {
      question: "Can BIM-led optimization really reduce steel tonnage?",
      answer:
        "Yes, when the model is used to rationalize member sizes and repeat connection details. That reduces tonnage and fabrication hours, and a coordinated model cuts site rework and RFIs on top.",
    },
    {
      question: "Do your detailers work to our design codes, and how often are submittals returned?",
      answer: `Our detailers work to AISC, Eurocode, BS and IS standards. Every package passes ${f.qaCheckpoints} QA checkpoints, and ${f.firstTimeApproval} of submittals are approved first time.`,
    },
  ],
  Healthcare: [
    {
      question: "Have you coordinated MEP in live hospitals with medical gas and ASHRAE 170 systems?",
      answer:
        "Yes: medical gases, ASHRAE 170 air systems, interstitial service floors, infection-control ceilings and phased tie-ins to departments that stay open during the works.",
    },
    {
      question: "How do you keep coordination problems from reopening ceilings in a working hospital?",
      answer:
        "Issues are closed in the model before fabrication release, not after ceiling close-up, so fewer working departments are shut down and every trade installs from a coordinated model.",
    },
    {
      question: "Do your coordinators understand NFPA 99 and infection-control phasing?",
      answer:
        "Yes. Our healthcare coordinators work to NFPA 99 and to the hospital's infection-control phasing, attend coordination meetings in your hours, and keep project data on ISO 27001 certified infrastructure.",
    },
  ],
  Construction: [
    {
      question: "What BIM support can a contractor get during construction?",
      answer:
        "Structural and MEP models for high-rise and mixed-use buildings, coordination of transfer levels, 4D sequencing models and shop drawings, updated as the design changes.",
    },
    {
      question: "How does a coordinated model protect our pour dates and floor cycle?",
      answer:
        "Each pour and each trade gets a coordinated model ahead of time, so reinforcement, embeds and penetrations are resolved in the office. Fewer RFIs and change orders mean the schedule holds.",
    },
    {
      question: "Can your team scale with our schedule when the pace picks up?",
      answer: `Yes. The team grows and shrinks with your schedule, model updates come back in ${f.turnaround}, and the people on your job have ${f.projects} projects of construction-stage experience behind them.`,
    },
  ],
  Innovation: [
    {
      question: "Can you build a Revit library for our whole product range?",
      answer:
        "Yes. Parametric families with type catalogs and shared parameters for each product series, published to your site and content platforms, and maintained as products change.",
    },
    {
      question: "Will architects actually keep our families in their models?",
      answer:
        "They keep families that are light, flex correctly and carry the data they schedule. That puts your products into more specifications and cuts the support questions your technical team answers.",
    },
    {
      question: "How do you test families before release, and how is the work priced?",
      answer:
        "Every family is built to a written object standard, flexed and tested in a real project before release, and kept light. Pricing is per family or by subscription for ongoing library maintenance.",
    },
  ],
  Sustainability: [
    {
      question: "What energy and daylight analysis support can you provide from our Revit model?",
      answer:
        "Model preparation for energy and daylight simulation, analysis support, embodied carbon take-offs and the documentation green building ratings ask for.",
    },
    {
      question: "When in design does BIM-based energy analysis pay off?",
      answer:
        "Early, while envelope, orientation and systems are still open: decisions are made with numbers behind them, and the evidence for LEED, BREEAM or Estidama submissions is ready sooner.",
    },
    {
      question: "How do analysis results get back into our drawings?",
      answer:
        "Our engineers connect the analysis model to the design model, so a change the results call for is made in the drawings instead of staying in a report.",
    },
  ],
  Infrastructure: [
    {
      question: "Which Civil 3D deliverables can you produce for roads, rail and utilities?",
      answer: "Corridors, surfaces, grading, pipe networks, quantities and plan and profile sheets for roads, rail, utilities and site development.",
    },
    {
      question: "Are the earthwork quantities reliable enough to price against?",
      answer:
        "Yes. Cut and fill balances and quantities come straight from the model surfaces, and a design change updates the corridor, the quantities and the sheets together.",
    },
    {
      question: "Can you work to our agency's CAD standards, and how is Civil 3D work priced?",
      answer:
        "We build templates to your agency's standards and work to US DOT, UK DMRB and Middle East authority requirements. Pricing is per mile/km or per project.",
    },
  ],
  Automation: [
    {
      question: "Can you produce bar bending schedules to ACI, BS 8666 or IS 2502?",
      answer:
        "Yes, with scripted schedule generation from the detailing model, placing drawings and 3D rebar models, to the standard and shape codes your fabricator uses.",
    },
    {
      question: "How does scripted scheduling reduce fabrication errors?",
      answer:
        "Schedules are generated from the model and checked automatically against the bar marks and shape codes, so fewer errors reach the fabricator and less steel is wasted on site.",
    },
    {
      question: "Who maintains the scripts, and how is rebar detailing priced?",
      answer: `Detailers write and maintain the automation, so it follows how bars are actually scheduled. Work is priced per metric ton or per sheet and carries our ${f.accuracy} accuracy guarantee.`,
    },
  ],
  "Regulatory Compliance": [
    {
      question: "Can an outsourced team work inside our ISO 19650 information management process?",
      answer:
        "Yes. We prepare BIM execution plans, set up the CDE, apply your naming and status conventions, write information delivery plans and run audits against them.",
    },
    {
      question: "Will outsourced deliverables pass our information checks first time?",
      answer:
        "That is what the process is for: deliverables checked against your information requirements before they are shared, clear responsibility for each container, and an audit trail that stands up to review.",
    },
    {
      question: "How do you protect our project information?",
      answer:
        "Our processes are ISO 9001 and ISO 27001 certified, files are encrypted with AES-256 in transit and at rest, and we deliver under UK, EU and Middle East information requirements.",
    },
  ],
};

/** Three questions and answers for an article's category: services, outcomes and what sets the firm apart. */
export function categoryFaq(category: string): FaqItem[] {
  return byCategory[category] ?? byCategory.BIM;
}
