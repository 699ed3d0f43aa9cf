import type { Service } from "../../contract/content";

export const service = {
  id: 7,
  slug: "rebar-detailing",
  formValue: "rebar-detailing",
  tier: "main",
  title: "Rebar Detailing",
  metaTitle: "Rebar Detailing & Bar Bending Schedules | Stratum BIM & Engineering",
  metaDescription: "Rebar placing drawings, bar bending schedules and 3D rebar models to ACI 318, CRSI, BS 8666 and IS 2502, with aSa and BVBS exports.",
  icon: "grid",
  shortDescription: "Placing drawings, bar bending schedules and 3D rebar models for rebar fabricators, contractors and engineering firms.",
  description:
    "Rebar placing drawings, bar lists and bar bending schedules detailed to ACI 318 and the ACI Detailing Manual, CRSI, BS 8666, Eurocode 2 or IS 2502, modeled in Tekla Structures, Revit or RebarCAD and exported straight to aSa Rebar and your bending machines.",
  fullDescription: [
    "Rebar detailing sits between the engineer's design and the bending shop, and small mistakes cost real tonnage. A lap that is too short fails inspection; one that is too long wastes steel on every pour. Stratum details reinforcement for fabricators, contractors and engineering firms so that bars are scheduled correctly, cut with minimal offcut waste and placed on site without guesswork or calls back to the office.",
    "For fabricators in the US we produce placing drawings and bar lists to ACI 318, the ACI Detailing Manual (SP-66) and ACI 315, and the CRSI Manual of Standard Practice, using standard bend types and your own mark numbering. Canadian work follows CSA A23.3 and the RSIC Manual of Standard Practice. For UK, Gulf and Commonwealth projects we schedule to BS 8666 shape codes with BS EN 1992 anchorage and lap lengths, and Indian projects follow IS 2502 and IS 456, with IS 13920 ductile detailing where the design requires it.",
    "We model in 3D wherever the structure justifies it. Tekla Structures and Revit rebar models let us check congestion at beam-column joints, coupler and anchor bolt clearances, embed conflicts and cover before a sheet is drawn, and they give the contractor a coordinated model for Navisworks clash reviews. For repetitive or simpler elements such as footings, slabs on grade and straight walls, 2D detailing in RebarCAD or AutoCAD is often faster and cheaper, and we recommend it where it fits.",
    "Bar bending schedules and bar lists are generated from the model, not typed by hand, and exported in the format your shop runs: aSa Rebar, Tekla Structures exports, BVBS for automated bending and mesh lines, or Excel and PDF for smaller yards. Releases are organized by pour, level or element so each delivery matches the site's concrete sequence, and our detailers apply splice optimization and stock-length planning to reduce offcuts and total tonnage.",
    "Each placing drawing and schedule is checked by a second detailer against the structural drawings, the answered RFIs and the bar list totals, under our ISO 9001 quality system, which is how we hold 99% accuracy on issued schedules. RFI responses, revisions and small releases come back in 24-48 hours; larger structures are scheduled pour by pour against your site program. Clients typically save 20-35% compared with local detailing, without losing control of mark numbers or shop standards.",
  ],
  usp: "Placing drawings and bar bending schedules your shop can cut from directly, checked by a second detailer and released pour by pour.",
  highlights: [
    "Placing drawings and bar lists to ACI 318, ACI SP-66 and CRSI practice",
    "BS 8666 shape-code schedules with BS EN 1992 laps and anchorages",
    "IS 2502 and IS 456 bar bending schedules for Indian projects",
    "3D rebar models in Tekla Structures and Revit for congested elements",
    "Direct exports to aSa Rebar, BVBS and Excel",
    "Pour-by-pour releases matched to your site program",
  ],
  benefits: [
    {
      title: "Less steel wasted",
      description:
        "Splice positions, lap lengths and stock-length planning are optimized during detailing, cutting the offcuts and overlaps that quietly add tonnage to every pour.",
      icon: "trending-down",
    },
    {
      title: "Schedules that load cleanly",
      description:
        "Bar lists and schedules come out of the model in aSa Rebar, BVBS or your own format, so nobody retypes marks, shapes and quantities into the shop system.",
      icon: "cpu",
    },
    {
      title: "Fewer placing questions on site",
      description:
        "Clear sections, bar marks, spacing callouts and sequence notes mean ironworkers and steel fixers place bars from the drawing instead of waiting for answers from the office.",
      icon: "hard-hat",
    },
    {
      title: "Congestion solved before the pour",
      description:
        "3D models of beam-column joints, transfer slabs and pile caps expose clashes with couplers, anchor bolts and embeds while they can still be fixed on paper.",
      icon: "target",
    },
    {
      title: "Capacity when you need it",
      description:
        "Experienced rebar detailers absorb peak workload and bid pressure without adding permanent headcount, typically at 20-35% lower cost than local detailing.",
      icon: "users",
    },
  ],
  features: [
    "Placing drawings for foundations, slabs, beams, columns, walls, stairs and cores",
    "Bar bending schedules and bar lists with BS 8666 shape codes or ACI standard bend types",
    "Lap, splice and mechanical coupler optimization with stock-length planning",
    "Reinforcement for post-tensioned slabs, coordinated with the PT supplier's tendon layout",
    "Welded wire reinforcement and mesh layouts",
    "Bridge and infrastructure reinforcement: abutments, piers, pier caps and retaining walls",
    "Pour-by-pour and level-by-level release sequencing",
    "Tonnage takeoffs for bids and progress billing",
    "RFI log management with the engineer of record",
  ],
  deliverables: [
    "Rebar placing drawings with sections, bar marks and spacing callouts",
    "Bar bending schedules to BS 8666 or IS 2502, or ACI bar lists",
    "3D rebar model in Tekla Structures or Revit, native and IFC",
    "aSa Rebar, BVBS and Excel export files",
    "Tonnage summaries by pour, element and bar size",
    "RFI log and revision register",
  ],
  caseStudies: [
    {
      title: "Hospital foundations and frame for a California rebar fabricator",
      description:
        "A rebar fabricator supplying a four-story acute care hospital needed placing drawings for mat foundations, shear walls and special moment frames detailed to the ACI 318 seismic provisions. We modeled the congested joints in Tekla Structures, resolved hook and coupler conflicts before the first submittal and exported every release to the fabricator's aSa Rebar system.",
      industry: "Healthcare",
      results: [
        "1,850 tons detailed across 22 releases",
        "Joint congestion resolved in 3D before first submittal",
        "Bar lists imported into aSa Rebar with no manual re-entry",
      ],
    },
    {
      title: "42-story residential tower for a Dubai contractor",
      description:
        "A main contractor on a 42-story residential tower in Dubai needed bar bending schedules to BS 8666 with BS EN 1992 laps, released floor by floor to match a seven-day slab cycle. We detailed the core walls, transfer slab and typical floors, applied splice optimization and stock-length planning, and issued each floor's schedule ahead of its pour.",
      industry: "Residential High-Rise",
      results: [
        "4,200 metric tons scheduled across 46 pours",
        "11% less rebar tonnage than the tender takeoff after lap optimization",
        "Every floor schedule issued at least 5 working days before its pour",
      ],
    },
    {
      title: "Metro viaduct piers for an Indian EPC contractor",
      description:
        "An EPC contractor building an elevated metro corridor needed bar bending schedules for pile caps, piers and pier caps to IS 2502 and the project's IRC-based design. We built parametric Tekla Structures models for the repeating pier types, so changes in pier height and cap geometry regenerated schedules instead of requiring redrawn sheets.",
      industry: "Infrastructure and Transit",
      results: [
        "310 piers scheduled from 9 parametric pier types",
        "Schedule revisions returned within 24 hours of design changes",
        "Cutting waste held below 3% on the contractor's yard records",
      ],
    },
  ],
  faq: [
    {
      question: "Do you detail to ACI or to BS 8666?",
      answer:
        "Both, and to other national standards. US projects follow ACI 318, the ACI Detailing Manual (SP-66) and CRSI practice; Canadian projects use CSA A23.3 and the RSIC manual; UK, Gulf and many Commonwealth projects use BS 8666 shape codes with BS EN 1992 or legacy BS 8110 designs; Indian projects use IS 2502 and IS 456. We confirm the standard and bend conventions at kickoff.",
    },
    {
      question: "Can you export to aSa Rebar or our bending machines?",
      answer:
        "Yes. Schedules are generated from the model and exported as aSa Rebar files, BVBS files for automated bending and mesh machines, Tekla Structures export formats or Excel. We test the first export with your shop before production starts, so mark numbers, bend types and bundle grouping import the way your system expects.",
    },
    {
      question: "Should our project be detailed in 3D or in 2D?",
      answer:
        "It depends on the structure. Congested elements such as transfer slabs, pile caps, beam-column joints and cores benefit from a 3D Tekla Structures or Revit model. Repetitive footings, slabs on grade and simple walls are often faster and cheaper in 2D RebarCAD or AutoCAD. We recommend the approach in the quote and price it accordingly.",
    },
    {
      question: "How fast can you release drawings and schedules?",
      answer:
        "RFI responses, revisions and small releases such as a single pour or a group of footings are typically returned in 24-48 hours. Larger structures are planned pour by pour or level by level against your site program, so each release reaches approval and the shop ahead of its concrete date rather than as one large package at the end.",
    },
    {
      question: "How is rebar detailing priced?",
      answer:
        "Most work is priced per metric ton of detailed reinforcement, which suits fabricators who bill by weight. Smaller or drawing-heavy scopes are priced per sheet. Either way you receive a fixed quote before work starts, and the terms for revisions caused by design changes are agreed in advance rather than discovered on the invoice.",
    },
    {
      question: "Who is responsible for the reinforcement design?",
      answer:
        "The engineer of record remains responsible for the structural design. We detail to the contract drawings and specifications, raise RFIs where information is missing or conflicting, and submit placing drawings for the engineer's review. We never change bar sizes, spacing or lap lengths without written direction from the engineer.",
    },
  ],
  relatedServices: [6, 9, 1],
  cta: {
    title: "Get your next pour detailed on time",
    description: "Send the structural drawings and your pour schedule. We reply within 24 hours with a release plan and a per-ton or per-sheet quote.",
  },
  pricing: {
    model: "Per metric ton or per sheet",
    description:
      "Priced per metric ton of detailed reinforcement for most structures, or per drawing sheet for smaller and drawing-heavy scopes. Quotes are fixed before work starts, with revision terms agreed up front.",
  },
  regions: ["United States", "Canada", "United Kingdom", "United Arab Emirates", "Middle East", "India", "Australia"],
  standards: [
    {
      region: "United States",
      items: "ACI 318, ACI Detailing Manual (SP-66) and ACI 315, CRSI Manual of Standard Practice, ASTM A615 and A706 bar grades",
    },
    {
      region: "Canada",
      items: "CSA A23.3, CSA A23.1, RSIC Manual of Standard Practice, CSA G30.18 reinforcing bars",
    },
    {
      region: "United Kingdom",
      items: "BS 8666 scheduling and shape codes, BS EN 1992-1-1 (Eurocode 2) with UK National Annex, BS 4449 reinforcement",
    },
    {
      region: "United Arab Emirates and Middle East",
      items: "BS 8666 with BS EN 1992 or legacy BS 8110 designs, or ACI 318 and ACI SP-66 where the consultant specifies American codes",
    },
    {
      region: "India",
      items: "IS 2502, IS 456, IS 13920 ductile detailing, SP 34 Handbook on Concrete Reinforcement and Detailing",
    },
    { region: "Australia", items: "AS 3600, AS/NZS 4671 reinforcing steel, project-specific scheduling conventions" },
  ],
  technologies: ["Tekla Structures", "Autodesk Revit", "RebarCAD", "aSa Rebar (export)", "AutoCAD", "Navisworks", "Bluebeam Revu"],
} satisfies Service;
