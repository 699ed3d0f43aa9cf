import type { Service } from "../../contract/content";
import { company } from "../company";

export const service = {
  id: 4,
  slug: "mep-design",
  formValue: "mep-design",
  tier: "main",
  title: "MEP Design",
  metaTitle: "MEP Design Services | HVAC, Electrical, Plumbing and Fire | Stratum",
  metaDescription:
    "HVAC, electrical, plumbing and fire protection design to ASHRAE, CIBSE, SMACNA and NFPA, documented in Revit. Quote-based, reply within 24 hours.",
  icon: "fan",
  shortDescription: "HVAC, electrical, plumbing and fire protection calculations and Revit documentation for engineers of record and contractors.",
  description:
    "Stratum supports MEP consultants, design-build contractors and developers with load calculations, system design, equipment selection and coordinated Revit documentation to ASHRAE, CIBSE, SMACNA, NFPA and IPC requirements, working under your engineer of record from concept to construction issue.",
  fullDescription: [
    "MEP systems carry a large share of a building's capital cost and most of its operating energy, and they are usually the last discipline to settle. Stratum provides MEP design capacity to engineering consultancies, design-build and MEP contractors, and developers who need calculations and documentation done thoroughly and on time. We design HVAC, electrical, plumbing and drainage, and fire protection systems, and document them in Revit so that design intent, calculations and the coordinated model stay in one place.",
    "HVAC design starts with room-by-room heating and cooling loads in Carrier HAP, Trane TRACE 3D Plus or IES VE, using ASHRAE climate data or CIBSE Guide A design conditions, with ventilation rates from ASHRAE 62.1, ASHRAE 170 for healthcare, or CIBSE guidance and Approved Document F in the UK. From the loads we select systems and equipment, size ductwork by equal friction or static regain with construction to SMACNA standards, size chilled water, heating hot water and refrigerant piping, and produce equipment schedules and control sequences.",
    "Electrical design covers load and panel schedules, lighting layouts with DIALux evo or AGi32 calculations, small power, cable sizing, voltage drop and fault level checks in ETAP, and lighting control, to NFPA 70 (NEC), BS 7671 or IEC 60364 depending on the region. Plumbing and drainage are sized by fixture units under the International Plumbing Code or Uniform Plumbing Code, or to BS EN 806 and BS EN 12056 in the UK. Fire protection layouts follow NFPA 13, NFPA 14 and NFPA 72, or BS EN 12845, with hydraulic calculations in AutoSPRINK.",
    "We work as an extension of your engineering team. Your engineer of record sets the design basis, reviews our calculations and seals the drawings, while we carry the production load: calculations, system layouts, Revit modeling at LOD 300-350 and drawing sets to the US National CAD Standard or ISO 19650 naming. Because the design is modeled in Revit from the start, coordination with architecture and structure happens as the design develops, and the same model moves into clash detection and fabrication detailing without being redrawn.",
    "Energy codes shape most MEP decisions, so designs are checked against ASHRAE 90.1 or the IECC in the US, Part L in the UK, NECB in Canada, Section J of the National Construction Code in Australia and ECBC in India, and we supply the data your sustainability consultant needs for LEED, BREEAM, Estidama or Al Sa'fat submissions. Design revisions are usually returned within 24-48 hours; full packages are planned by stage, typically schematic design, design development and construction documents, with dates agreed before work starts.",
  ],
  usp: "MEP calculations and Revit documentation to ASHRAE, CIBSE and NFPA, produced under your engineer of record at 20-35% lower cost than in-house.",
  highlights: [
    "HVAC, electrical, plumbing, drainage and fire protection design",
    "Load calculations in Carrier HAP, Trane TRACE 3D Plus and IES VE",
    "Design to ASHRAE, CIBSE, SMACNA, NFPA, IPC and UPC, and BS 7671",
    "Revit MEP models at LOD 300-350, ready for coordination",
    "Energy code checks: ASHRAE 90.1, Part L, NECB, NCC Section J and ECBC",
    "Delivered under your engineer of record, who retains review and seal",
  ],
  benefits: [
    {
      title: "Engineering capacity on demand",
      description:
        "Add experienced HVAC, electrical and plumbing engineers for a design stage or a bid without recruiting, and keep your senior engineers on design decisions and client meetings.",
      icon: "users",
    },
    {
      title: "Calculations you can audit",
      description:
        "Every load, sizing and hydraulic calculation is issued with its inputs, assumptions and software files, so your engineer of record can review and sign off without reverse-engineering the numbers.",
      icon: "zap",
    },
    {
      title: "Lower design production cost",
      description:
        "Clients typically reduce MEP design production cost by 20-35% compared with in-house delivery, with fees quoted per project and agreed before any work starts.",
      icon: "trending-down",
    },
    {
      title: "Coordinated from the start",
      description:
        "Designing in Revit alongside architecture and structure catches ceiling void, riser and plant room conflicts while layouts can still change, rather than at tender or on site.",
      icon: "git-merge",
    },
    {
      title: "Energy performance built in",
      description:
        "Systems are selected and checked against the applicable energy code and certification targets early, which reduces late redesign when compliance modeling is finally run.",
      icon: "leaf",
    },
  ],
  features: [
    "Room-by-room heating and cooling load calculations",
    "HVAC system selection, duct and pipe sizing to ASHRAE guidance and SMACNA standards",
    "Electrical load, panel and distribution board schedules with voltage drop and fault level checks",
    "Lighting design and calculations in DIALux evo or AGi32",
    "Plumbing, drainage and stormwater sizing to IPC, UPC or BS EN 806 and BS EN 12056",
    "Fire sprinkler, standpipe and fire alarm layouts to NFPA 13, 14 and 72",
    "Riser diagrams, single-line diagrams, schematics and control sequences",
    "Revit MEP models with systems, connectors and calculated flows",
    "Design review and value engineering of third-party MEP designs",
  ],
  deliverables: [
    "Design basis report and full calculation package",
    "Revit MEP model (.rvt) at LOD 300-350 with IFC and NWC exports",
    "Drawing sets: layouts, sections, risers, schematics and single-line diagrams",
    "Equipment, panel, fixture and air terminal schedules",
    "Outline specifications in CSI MasterFormat or NBS format",
    "Energy code compliance inputs and supporting documentation",
  ],
  caseStudies: [
    {
      title: "MEP design support for a 240-key hotel in Florida",
      description:
        "A US MEP consultancy won a 240-key hotel with a ground-floor restaurant and needed to double its design capacity for three months. Working under the firm's engineer of record, we ran loads in Trane TRACE 3D Plus, designed a VRF system with dedicated outdoor air units, sized domestic water and sanitary systems to the plumbing volume of the Florida Building Code, and documented the design in Revit through construction documents.",
      industry: "Hospitality",
      results: ["Construction documents issued in 11 weeks", "27% lower design production cost", "ASHRAE 90.1 compliance path documented for permit"],
    },
    {
      title: "Office-to-laboratory conversion in Cambridge, UK",
      description:
        "A UK building services consultant was converting a 1990s office building into 85,000 sq ft of laboratory space. We calculated ventilation and cooling loads to CIBSE Guide A and the client's air change rates, designed fume cupboard extract and supply air systems, modeled new plant against a laser-scanned as-built model, and issued drawings with ISO 19650 naming for RIBA Stage 4.",
      industry: "Life sciences",
      results: ["Plant room area reduced by 18% through re-planning", "Calculation package accepted at first review", "Stage 4 issue delivered on schedule"],
    },
    {
      title: "MEP design for a 32-story residential tower in Dubai",
      description:
        "A Dubai design consultant needed MEP design for a 32-story residential tower served by district cooling. We designed the energy transfer station interface, chilled water risers, fresh air units with heat recovery, and fire protection to the UAE Fire and Life Safety Code of Practice, and prepared the drawings and calculations for the consultant's Dubai Civil Defence and DEWA submissions.",
      industry: "Residential",
      results: ["Civil Defence approval on first submission", "Design completed in 14 weeks"],
    },
  ],
  faq: [
    {
      question: "Who stamps or seals the MEP drawings?",
      answer:
        "Your engineer of record. We work as part of your design team and do not seal drawings in the US, UK, Canada, Australia or the Gulf. Your licensed professional engineer, chartered engineer or locally registered consultant sets the design basis, reviews our calculations and drawings, and takes design responsibility, exactly as they would for in-house staff.",
    },
    {
      question: "Which design codes and standards do you work to?",
      answer:
        "We work to the codes that apply where the building stands: ASHRAE, SMACNA, NFPA, NEC and IPC or UPC in the US; CIBSE, BS 7671 and the Building Regulations in the UK; the UAE Fire and Life Safety Code and DEWA rules in Dubai; NBC 2016 and ECBC in India; and the NCC and AS/NZS standards in Australia.",
    },
    {
      question: "What information do you need to quote MEP design?",
      answer:
        "Architectural drawings or a model, the design brief or owner's project requirements, the stages in scope and the applicable codes. Where available, include structural drawings, utility information and any client engineering standards. We reply within 24 hours with questions or a proposal, quoted as a fixed fee or by design stage.",
    },
    {
      question: "Can you take over a design that is already in progress?",
      answer:
        "Yes. We start with a review of the existing calculations, drawings and model, list gaps and risks for your engineer of record, and agree which decisions stand. We then continue in your Revit template and drawing standards, so the design set reads as one package rather than two teams' work stitched together.",
    },
    {
      question: "How do you coordinate MEP design with architecture and structure?",
      answer:
        "We link the architectural and structural models into the MEP model, reserve ceiling voids, risers and plant spaces early, and run Navisworks clash tests at each design milestone. Issues go to the design team as BCF topics or a coordination log, and the coordinated model can then continue into our MEP clash detection service for trade coordination.",
    },
  ],
  relatedServices: [5, 1, 2],
  cta: {
    title: "Send your architectural set and design brief for a proposal",
    description:
      "Tell us the building type, systems and design stages in scope. An MEP lead replies within 24 hours with questions and a fixed-fee or stage-based proposal.",
  },
  pricing: {
    model: "Quote-based",
    description:
      "MEP design is quoted per project, based on building type and area, the systems in scope, the design stages required and the codes that apply. Send the architectural drawings and design brief and we reply within 24 hours with questions or a fixed-fee or stage-based proposal.",
  },
  regions: [...company.markets],
  standards: [
    {
      region: "United States",
      items: "ASHRAE 62.1, 90.1, 55 and 170, SMACNA HVAC Duct Construction Standards, NFPA 13, 14, 72 and 70 (NEC), IPC or UPC, IMC, IECC",
    },
    {
      region: "United Kingdom",
      items: "CIBSE Guides A and B, BS 7671, BS EN 806, BS EN 12056, BS EN 12845, Building Regulations Parts B, F and L, ISO 19650 naming",
    },
    {
      region: "United Arab Emirates and Middle East",
      items:
        "ASHRAE design data, UAE Fire and Life Safety Code of Practice, DEWA regulations, Al Sa'fat and Estidama, Saudi Building Code SBC 501, 701 and 801, QCS 2014",
    },
    {
      region: "Canada",
      items: "National Building Code of Canada, NECB, CSA C22.1 Canadian Electrical Code, National Plumbing Code of Canada, NFPA 13",
    },
    {
      region: "Australia",
      items: "NCC Section J, AS 1668.2, AS/NZS 3000, AS/NZS 3500, AS 2118.1, AS 1670.1",
    },
    {
      region: "India",
      items: "National Building Code of India 2016 Parts 4, 8 and 9, ECBC 2017, ISHRAE design data, IS 732",
    },
    {
      region: "European Union",
      items: "EN 12831, EN 16798, EN 12845, HD 60364, national energy requirements under the EPBD",
    },
  ],
  technologies: ["Autodesk Revit", "Carrier HAP", "Trane TRACE 3D Plus", "IES VE", "DIALux evo", "AGi32", "ETAP", "AutoSPRINK", "Navisworks Manage"],
} satisfies Service;
