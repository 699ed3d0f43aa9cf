import type { Service } from "../../contract/content";

export const service = {
  id: 6,
  slug: "structural-detailing",
  formValue: "structural-detailing",
  tier: "main",
  title: "Structural Detailing",
  metaTitle: "Structural Steel Detailing Services | Stratum BIM & Engineering",
  metaDescription: "Steel connection detailing, shop and erection drawings and DSTV NC files in Tekla and Advance Steel, to AISC, Eurocode 3 and CSA S16.",
  icon: "columns",
  shortDescription: "Shop drawings, erection drawings and CNC-ready NC files for structural steel, detailed in Tekla Structures and Advance Steel.",
  description:
    "Fabrication-ready structural steel detailing for fabricators, erectors and engineers: connection detailing, shop and erection drawings, DSTV NC files, KSS and CIS/2 exports and bills of material, checked against AISC 303, NISD practice or BS EN 1993 before anything reaches your shop floor.",
  fullDescription: [
    "A steel package is only as good as its shop drawings. Every missed bolt hole, clashing gusset or wrong cope turns into field welding, re-fabrication and a crane waiting on site. Stratum's structural detailing team builds a complete 3D model of your steel in Tekla Structures or Autodesk Advance Steel, resolves connections against the engineer's design intent, and issues shop drawings, erection drawings and machine files that your fabrication line can run without a second pass.",
    "We work from the contract drawings, specifications and connection design criteria you send. Before modeling starts, our checkers read the package and raise RFIs on missing reactions, unclear member sizes, elevation conflicts and incomplete architectural information, so questions reach the engineer of record early rather than during approval. Connections are detailed to the design loads provided, using standard AISC, SCI Green Book or CISC configurations where the engineer allows, and flagged for the connection engineer's review where they do not.",
    "Deliverables are produced for the way your shop actually works. Single-part and assembly drawings carry weld symbols to AWS A2.4 or EN ISO 2553, bolt schedules, surface preparation and coating notes, and piece marks that match the model. Erection drawings show anchor bolt layouts, member placement, bolt lists and field-work notes by sequence. Alongside the drawings we export DSTV NC1 files for saws, drill lines and plate processors, KSS or CIS/2 files for Tekla PowerFab and other production systems, and bills of material split by phase.",
    "Every package passes a three-stage check before issue: a model check for clashes, bolt clearances and erectability; a drawing check against the design drawings and answered RFIs; and a final sign-off by an independent checker, following checking practice aligned with NISD guidelines and run under our ISO 9001 quality system. That process is how we hold 99% accuracy on issued drawings. Approval comments are clouded, logged in a revision register and turned around in 24-48 hours, so the approval cycle does not stall with the detailer.",
    "Fabricators usually bring us in to cover peak workload, shorten the time between contract award and first cut, or take cost out of a competitive bid. Clients typically spend 20-35% less than with in-house or local detailing, and our production team in Hyderabad works on your markups while your office is closed. Large packages are scheduled by erection sequence with agreed milestones, so the first sequence can be released to the shop while the rest of the building is still being modeled.",
  ],
  usp: "Fabrication-ready steel models and NC files, signed off by an independent checker before issue, at up to 35% lower cost than local detailing.",
  highlights: [
    "Shop, erection and anchor bolt drawings from a single Tekla Structures or Advance Steel model",
    "DSTV NC1, DXF, KSS and CIS/2 exports for CNC lines and production management systems",
    "Connections detailed to AISC 360, BS EN 1993-1-8, CSA S16 or AS 4100 design criteria",
    "Independent checker review on every drawing, under an ISO 9001 quality system",
    "RFI responses and approval revisions turned around in 24-48 hours",
  ],
  benefits: [
    {
      title: "Fewer field fixes",
      description:
        "Holes, copes, clearances and bolt access are checked in the 3D model before drawings are issued, so problems are solved on screen rather than with a torch and a welding set on site.",
      icon: "target",
    },
    {
      title: "Faster release to the shop",
      description:
        "Packages are split by erection sequence. The first sequence goes to approval while later areas are still being modeled, which brings first cut forward by weeks on a typical building.",
      icon: "clock",
    },
    {
      title: "Lower detailing cost",
      description:
        "Clients typically spend 20-35% less than with in-house or local detailing, with no recruitment cost, no idle time between jobs and capacity that follows your backlog.",
      icon: "piggy-bank",
    },
    {
      title: "Data your machines can read",
      description:
        "NC files, bills of material and KSS or CIS/2 exports come straight from the model, removing manual re-entry into your saw, drill line and production management software.",
      icon: "cpu",
    },
    {
      title: "Approval-ready drawings",
      description:
        "Drawings follow your shop standards, title blocks and piece-mark conventions, and every sheet is checked against the design drawings and RFI log before it reaches the engineer of record.",
      icon: "badge-check",
    },
  ],
  features: [
    "Simple and moment connection detailing: shear tabs, clip angles, end plates, moment flanges and base plates",
    "Bracing, truss, transfer girder and heavy industrial steel detailing",
    "Miscellaneous steel: stairs, handrails, ladders, platforms, lintels and embeds",
    "Pipe racks, equipment supports and pre-engineered building interfaces",
    "Anchor bolt setting plans and embed plans issued ahead of the main package",
    "Advance bills of material for early mill and service center orders",
    "Sequence-based modeling and drawing release for large packages",
    "RFI management with a live log shared with the fabricator and engineer",
    "Model reviews through Trimble Connect, Tekla Model Sharing or Navisworks",
    "Clouded revisions tracked in a full revision register",
  ],
  deliverables: [
    "3D Tekla Structures or Advance Steel model, native and IFC",
    "Single-part and assembly shop drawings",
    "Erection drawings and anchor bolt setting plans",
    "DSTV NC1 and DXF files for CNC cutting, drilling and plate processing",
    "KSS, XSR or CIS/2 files for Tekla PowerFab and other production systems",
    "Advance and final bills of material, bolt lists and weld reports",
    "RFI log and revision register",
  ],
  caseStudies: [
    {
      title: "2,300-ton distribution center for a Texas steel fabricator",
      description:
        "A mid-size fabricator in Texas won a 620,000 sq ft distribution center with a tight erection start and no spare detailing capacity. We modeled the building in Tekla Structures in six erection sequences, released anchor bolt plans in the first week and issued the first sequence for approval eighteen working days after kickoff, with DSTV files delivered alongside each approved sequence.",
      industry: "Logistics and Warehousing",
      results: [
        "2,300 tons detailed across 6 erection sequences",
        "Anchor bolt plans issued in 5 working days",
        "Fewer than 10 field-fix requests across the whole job",
        "27% below the fabricator's local detailing quote",
      ],
    },
    {
      title: "Residential tower over a retail podium for a London steelwork contractor",
      description:
        "A UK steelwork contractor needed connection detailing for a 14-story residential scheme above a retail podium, including heavy transfer girders. We detailed to BS EN 1993 and the National Structural Steelwork Specification, used SCI Green Book simple connections where the engineer allowed, and coordinated the transfer-level moment connections with the connection designer through a shared RFI log.",
      industry: "Commercial and Mixed-Use",
      results: [
        "940 metric tons detailed in Advance Steel",
        "41 RFIs raised before modeling, all closed before approval",
        "Approval comments returned within 24 hours throughout the job",
      ],
    },
    {
      title: "Pipe rack and equipment steel for an Abu Dhabi EPC subcontractor",
      description:
        "A steel subcontractor on an Abu Dhabi process plant needed pipe rack, platform and equipment support steel detailed to AISC 360 with hot-dip galvanizing. We modeled 1.8 km of rack in Tekla Structures, detailed vent and drain holes for galvanizing, and delivered NC files by plot area so fabrication could run in parallel at two yards.",
      industry: "Oil, Gas and Process",
      results: [
        "1,650 metric tons across 1.8 km of pipe rack",
        "NC files split by area for two fabrication yards",
        "Approval comments closed in an average of 1.5 working days",
      ],
    },
  ],
  faq: [
    {
      question: "Which software do you detail in?",
      answer:
        "Most packages are modeled in Tekla Structures, which we use for heavy, industrial and sequence-driven work. We also detail in Autodesk Advance Steel where the fabricator or engineer works in the Autodesk ecosystem, and produce AutoCAD drawings for miscellaneous steel when a full model is not justified. Models can be shared as native files, IFC or through Trimble Connect.",
    },
    {
      question: "Do you design the connections?",
      answer:
        "We detail connections to the design loads and criteria in the contract documents, using standard AISC, SCI or CISC connection types where the engineer permits. Where a project calls for delegated connection design, the calculations must be prepared and sealed by an engineer licensed in the project's jurisdiction. We work alongside your connection engineer or the engineer of record and detail to their approved calculations.",
    },
    {
      question: "How quickly can you turn around a package?",
      answer:
        "RFI responses, approval revisions and small packages such as miscellaneous steel or a single sequence are typically turned around in 24-48 hours. Large buildings are scheduled by erection sequence with agreed milestone dates, so the first sequence reaches approval early and your shop can start cutting while later sequences are still being modeled.",
    },
    {
      question: "What do you need from us to prepare a quote?",
      answer:
        "Send the structural and architectural drawings, the specifications, any connection design criteria and your shop standards if you have them. We confirm scope, software, sequence plan and price, and we reply within 24 hours. For bids, we can quote from a partial set and firm up the price once the issued-for-construction drawings arrive.",
    },
    {
      question: "Can you work to our shop standards and piece marks?",
      answer:
        "Yes. We set up your title blocks, drawing templates, piece-mark prefixes, bolt and weld conventions and NC file settings in our Tekla Structures or Advance Steel environment before modeling starts. The first drawings on a new account go through a joint review with your team, and the agreed settings are reused on every project after that.",
    },
    {
      question: "How do you protect our drawings and project data?",
      answer:
        "Project files are held on access-controlled servers under our ISO 27001 information security management system, alongside the ISO 9001 quality system that governs checking. Access is limited to the named team working on your project, and we sign NDAs and project-specific confidentiality terms on request before any drawings are shared.",
    },
  ],
  relatedServices: [7, 9, 1],
  cta: {
    title: "Send us your next steel package",
    description: "Share the drawings and your erection schedule. We reply within 24 hours with scope, a sequence plan and a fixed quote.",
  },
  pricing: {
    model: "Per ton, per volume or hourly",
    description:
      "Quoted by steel weight (per ton) for buildings and industrial structures, by volume of drawings or connections for miscellaneous steel and smaller packages, or at hourly rates for revisions, change orders and ongoing support. Every quote is fixed before work starts.",
  },
  regions: ["United States", "Canada", "United Kingdom", "European Union", "United Arab Emirates", "Middle East", "Australia", "India"],
  standards: [
    {
      region: "United States",
      items: "AISC 360, AISC 303 Code of Standard Practice, AISC Steel Construction Manual, AWS D1.1 and AWS A2.4 weld symbols, NISD detailing guidelines",
    },
    {
      region: "Canada",
      items: "CSA S16, CISC Code of Standard Practice, CISC Handbook of Steel Construction, CSA W59",
    },
    {
      region: "United Kingdom",
      items:
        "BS EN 1993 (Eurocode 3) with UK National Annex, BS EN 1090-2, National Structural Steelwork Specification (NSSS), SCI P358 Green Book connections",
    },
    {
      region: "European Union",
      items: "EN 1993 (Eurocode 3) with national annexes, EN 1090-2 execution classes, EN ISO 2553 weld symbols",
    },
    {
      region: "United Arab Emirates and Middle East",
      items: "AISC 360 or BS EN 1993 as specified by the consultant, with project-specific galvanizing, coating and fire protection requirements",
    },
    { region: "Australia", items: "AS 4100, AS/NZS 5131 fabrication and erection, AS/NZS 1554 welding" },
    { region: "India", items: "IS 800:2007, IS 816 metal arc welding, SP 6 steel tables" },
  ],
  technologies: [
    "Tekla Structures",
    "Autodesk Advance Steel",
    "AutoCAD",
    "Tekla PowerFab (KSS and XSR exchange)",
    "Trimble Connect",
    "Navisworks",
    "Bluebeam Revu",
  ],
} satisfies Service;
