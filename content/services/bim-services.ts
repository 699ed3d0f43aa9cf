import type { Service } from "../../contract/content";
import { company } from "../company";

export const service = {
  id: 1,
  slug: "bim-services",
  formValue: "bim-services",
  tier: "main",
  title: "BIM Services",
  metaTitle: "BIM Modeling Services | LOD 100-500 Revit Models | Stratum",
  metaDescription:
    "Revit BIM modeling from LOD 100 to 500 to ISO 19650, NCS and COBie requirements. ISO 9001 certified, up to 35% lower cost, reply within 24 hours.",
  icon: "building",
  shortDescription: "Architectural, structural and MEP Revit models from LOD 100 to LOD 500, delivered to ISO 19650 and your BIM Execution Plan.",
  description:
    "Stratum builds coordinated Revit models, drawings and data for contractors, consultants and owners. We work from your CAD, PDFs, sketches or point clouds, follow your BIM Execution Plan, and deliver LOD 100-500 models with sheets, schedules, COBie and IFC, typically at 20-35% lower cost than in-house production.",
  fullDescription: [
    "BIM Services at Stratum cover the production side of a project's information model: architectural, structural and MEP Revit models, drawing sets, quantity schedules and asset data. Contractors use us to convert tender drawings into construction models, design firms hand us overflow production at busy stages, and owners ask us to build the as-built and facility management record they were promised but never received. In every case the brief is the same: a model that is correct, structured to your standards and usable by the next person who opens it.",
    "We model to the Level of Development defined in your BIM Execution Plan, using the BIMForum LOD Specification as the common reference. LOD 100 and 200 massing and design models support early cost planning and option studies. LOD 300 gives accurate size, shape, location and orientation for construction documents. LOD 350 adds interfaces and connections for trade coordination, LOD 400 carries fabrication and assembly detail, and LOD 500, defined in AIA G202 rather than in the BIMForum specification, records field-verified as-built conditions. We agree an element-by-element LOD matrix before modeling starts, so nobody pays for detail the project stage does not need.",
    "Information management follows ISO 19650-1 and ISO 19650-2, including the UK National Annex where it applies: container names built from project, originator, volume, level, type, role and number fields, suitability codes S0 to S4, and a structured common data environment workflow in Autodesk Construction Cloud, BIM 360 or the platform you already use. For US projects we deliver sheets to the US National CAD Standard V6, with the layer and sheet naming your reviewers expect. Elements carry Uniclass 2015, OmniClass, CSI MasterFormat or UniFormat classification, and we export IFC 2x3 or IFC4 and COBie where the exchange information requirements call for them.",
    "Each project starts with a scope review and a short list of questions on missing or conflicting information, raised as RFIs rather than guessed at. A dedicated BIM coordinator then sets up the template, shared coordinates and worksets, and modelers work in discipline teams against a milestone schedule. Before each issue, models pass our ISO 9001 quality procedure: a Revit warnings review, duplicate and overlapping element checks, parameter completeness audits run with Dynamo scripts, rule-based checks in Solibri where the project requires them, and a senior review of sheets against the source documents. This is how we hold 99% accuracy across more than 1,200 completed projects.",
    "Turnaround is planned honestly. Revisions, markup pick-ups and small models are typically returned in 24-48 hours, and for North American clients the time-zone offset means markups sent at the end of your day are often worked through overnight. Larger models are scheduled by milestone, for example 30%, 60% and 90% model issues, with weekly progress uploads you can review in the cloud. Our 120+ engineers and modelers work under ISO 9001 and ISO 27001 processes, and clients typically reduce production cost by 20-35% against in-house delivery without giving up control of standards or schedule.",
  ],
  usp: "Revit models to your BIM Execution Plan at LOD 100-500, checked under ISO 9001 for 99% accuracy, at 20-35% lower cost than in-house production.",
  highlights: [
    "LOD 100 to LOD 500 per the BIMForum LOD Specification and AIA G202",
    "ISO 19650 information management, including the UK National Annex",
    "Architectural, structural and MEP models in Autodesk Revit",
    "COBie, IFC 2x3 and IFC4 exports and NCS-compliant drawing sets",
    "24-48 hour turnaround on revisions and small scopes",
    "ISO 9001 and ISO 27001 certified delivery",
  ],
  benefits: [
    {
      title: "Lower production cost",
      description:
        "Clients typically cut BIM production cost by 20-35% by moving modeling and documentation to our team, while design authority and client contact stay with your own staff.",
      icon: "piggy-bank",
    },
    {
      title: "Models your team can use",
      description:
        "Templates, naming, worksets and parameters follow your standards or ISO 19650, so models drop into your common data environment and coordination process without rework.",
      icon: "file-check",
    },
    {
      title: "Capacity when you need it",
      description:
        "Scale up for a bid or a design stage without recruiting. Our 120+ engineers and modelers cover architectural, structural and MEP disciplines under one named coordinator.",
      icon: "users",
    },
    {
      title: "Fewer problems on site",
      description:
        "Coordinated LOD 350 and LOD 400 models expose conflicts, missing information and constructability issues while they still cost an RFI rather than a change order or site rework.",
      icon: "hard-hat",
    },
    {
      title: "A predictable schedule",
      description:
        "Milestone plans, weekly uploads and 24-48 hour revision turnaround keep the model in step with your design and procurement dates, and your coordinator replies within 24 hours.",
      icon: "calendar",
    },
  ],
  features: [
    "CAD-to-BIM and PDF-to-BIM conversion of architectural, structural and MEP drawings",
    "Construction documentation: plans, sections, elevations, details and schedules generated from the model",
    "BIM Execution Plan, LOD matrix and model element table preparation",
    "Quantity take-off schedules structured to NRM 2, CSI MasterFormat or UniFormat",
    "COBie data population and validation for handover",
    "IFC export with mapped property sets, checked in Solibri before issue",
    "Dynamo scripts for parameter population, sheet creation and model audits",
    "Shared coordinates, worksets and linked-model setup for multi-discipline projects",
    "4D sequencing in Navisworks TimeLiner from your construction schedule",
  ],
  deliverables: [
    "Native Autodesk Revit models (.rvt) per discipline, on shared coordinates",
    "Drawing sets in PDF and DWG to NCS, ISO 19650 or your own CAD standard",
    "IFC 2x3 or IFC4 exports and Navisworks NWC or NWD files",
    "COBie spreadsheets and asset data schedules",
    "Quantity and material schedules in Excel",
    "Model QA report, LOD matrix and RFI log",
  ],
  caseStudies: [
    {
      title: "Construction models for a 180,000 sq ft medical office building",
      description:
        "A US general contractor needed LOD 350 architectural, structural and MEP models built from a consultant's 2D design set to support trade coordination and preconstruction estimating on a four-story medical office building. We modeled all three disciplines in Revit across three milestone issues, raised every conflict in the drawings as a formal RFI, and produced quantity schedules aligned to CSI MasterFormat for the estimating team.",
      industry: "Healthcare",
      results: ["28% lower modeling and documentation cost", "212 design conflicts raised as RFIs before bid", "Three disciplines delivered in 9 weeks"],
    },
    {
      title: "ISO 19650 models for a 14-story residential building in London",
      description:
        "A UK design-and-build contractor needed architectural and structural LOD 300 models to its client's exchange information requirements. We worked inside the contractor's Autodesk Construction Cloud common data environment, named every container to the UK National Annex of ISO 19650-2, applied Uniclass 2015 classification to all elements, and delivered a validated COBie dataset for handover alongside the record models.",
      industry: "Residential",
      results: ["No containers rejected at the CDE naming check", "COBie dataset of 6,800 components delivered", "31% below the lowest local production quote"],
    },
    {
      title: "Record model for facility management of a Dubai mixed-use tower",
      description:
        "A facility management company in Dubai took over a 42-story mixed-use tower with 2D as-built drawings and O&M manuals but no usable model. We built LOD 300 architectural and MEP record models from the as-built set, extracted equipment data from the O&M manuals, and linked maintainable assets to the client's CAFM system through a COBie exchange, flagging drawing gaps for site verification.",
      industry: "Facilities management",
      results: ["11,400 maintainable assets linked to the CAFM system", "Record models delivered in 12 weeks", "24% lower cost than regional bids"],
    },
  ],
  faq: [
    {
      question: "What do you need from us to start a BIM modeling project?",
      answer:
        "Send whatever defines the scope: CAD or PDF drawings, specifications, your BIM Execution Plan or exchange information requirements, and your Revit template if you have one. If there is no BEP yet, we draft one with an LOD matrix for your approval. We reply within 24 hours with questions, a recommended LOD and a fixed per-model price.",
    },
    {
      question: "Which LOD should we ask for?",
      answer:
        "It depends on what the model will be used for. LOD 200 is enough for massing, areas and early estimates, LOD 300 suits construction documents, LOD 350 is the usual level for trade coordination, and LOD 400 supports fabrication. For handover, ask for LOD 500 only where site verification is part of the scope; otherwise a record model at LOD 300 is more honest.",
    },
    {
      question: "Can you work in our Revit template and standards?",
      answer:
        "Yes, and we prefer to. We model in your template, use your shared parameter file, view templates, title blocks and naming rules, and follow your CAD or BIM standard for sheets. Where a client has no standard, we apply ISO 19650 naming and NCS or Uniclass conventions and document them so your team can continue the model later.",
    },
    {
      question: "How fast can you turn around a model?",
      answer:
        "Revisions, markup pick-ups and small single-discipline models are usually returned within 24-48 hours. Full multi-discipline models are not rushed to meet a headline number: we agree milestone dates, for example 30%, 60% and 90% issues, and upload progress weekly so you can review work before each milestone rather than only at the end.",
    },
    {
      question: "How do you keep our project data secure?",
      answer:
        "We are ISO 27001 certified as well as ISO 9001. Project data stays on access-controlled servers or in your own common data environment, staff work under confidentiality agreements, and access is limited to the named project team. We sign project NDAs on request and follow the ISO 19650-5 security requirements where a client specifies them.",
    },
    {
      question: "Do you work to ISO 19650 on UK and international projects?",
      answer:
        "Yes. On UK projects we follow BS EN ISO 19650-1 and -2 with the UK National Annex, which replaced BS 1192:2007 and PAS 1192-2, including container naming, suitability and revision codes, and task information delivery plans. Elsewhere we apply ISO 19650 as written in your client's BEP or exchange information requirements, adjusting field codes and classification to local practice.",
    },
  ],
  relatedServices: [2, 4, 5],
  cta: {
    title: "Send your drawings for a fixed per-model quote",
    description:
      "Share your drawings, BIM Execution Plan or scope notes. A BIM coordinator replies within 24 hours with questions, an LOD recommendation and a fixed price per model.",
  },
  pricing: {
    model: "Per model",
    startingAt: "$1,500",
    description:
      "Each model is priced as a fixed fee for an agreed scope: discipline, floor area, LOD and drawing output. The $1,500 starting price covers a single-discipline Revit model of a small building at LOD 300 from clear CAD drawings. Multi-discipline, LOD 400 and documentation-heavy models are quoted per model after we review your drawings.",
  },
  regions: [...company.markets],
  standards: [
    {
      region: "United States",
      items:
        "BIMForum LOD Specification, AIA E203 and G202 protocols, US National CAD Standard V6, NBIMS-US V4, COBie, CSI MasterFormat, UniFormat and OmniClass",
    },
    {
      region: "United Kingdom",
      items:
        "BS EN ISO 19650-1, -2 and -3 with the UK National Annex (successor to BS 1192:2007 and PAS 1192-2), Uniclass 2015, NRM 1 and NRM 2, COBie to BS 1192-4 practice",
    },
    {
      region: "United Arab Emirates and Middle East",
      items: "ISO 19650 information delivery to client BEPs, Dubai Municipality BIM submission requirements, IFC and COBie handover for facility management",
    },
    {
      region: "Canada",
      items: "ISO 19650 with CanBIM guidance, BIMForum LOD Specification, CSI MasterFormat and UniFormat classification",
    },
    {
      region: "Australia",
      items: "ISO 19650, NATSPEC National BIM Guide and BIM Object/Element Matrix, ABAB guidance",
    },
    {
      region: "European Union and India",
      items: "EN ISO 19650 series, IFC4 (ISO 16739-1) open BIM exchange, client exchange information requirements and BEPs",
    },
  ],
  technologies: ["Autodesk Revit", "Navisworks Manage", "AutoCAD", "Autodesk Construction Cloud", "BIM 360", "Dynamo", "Solibri Office", "Bluebeam Revu"],
} satisfies Service;
