import type { Service } from "../../contract/content";
import { technicalPositions } from "../technical-positions";

export const service = {
  id: 8,
  slug: "civil-3d-modelling",
  formValue: "civil-3d",
  tier: "additional",
  title: "Civil 3D Modelling",
  metaTitle: "Civil 3D Modelling Services | Stratum BIM & Engineering",
  metaDescription: "Civil 3D corridors, alignments, TIN surfaces, grading, pipe networks and earthwork quantities to AASHTO, DMRB and Austroads, with LandXML.",
  icon: "route",
  shortDescription: "Civil 3D models for roads, sites and utilities: alignments, corridors, surfaces, grading, pipe networks and earthwork quantities.",
  description:
    "Autodesk Civil 3D modeling for civil consultants, contractors and developers: survey-based TIN surfaces, horizontal and vertical alignments, corridors, site grading, gravity and pressure pipe networks, and cut-and-fill quantities, delivered as native DWG, LandXML and plan-and-profile sheets.",
  fullDescription: [
    "Civil work is priced and built from surfaces. If the existing ground is wrong, every cut-and-fill figure, drainage grade and road profile built on top of it is wrong too. Stratum's civil team builds Autodesk Civil 3D models for civil engineering consultants, contractors and land developers, starting from the survey and carrying the engineer's design through alignments, corridors, grading and pipe networks to quantities and construction sheets.",
    "We build existing-ground TIN surfaces from topographic survey points, breaklines, LiDAR and drone photogrammetry point clouds processed in Autodesk ReCap, and reconcile them against survey control before design modeling starts. Horizontal and vertical alignments are laid out to the engineer's design speed and criteria and the governing manual: the AASHTO Green Book and state DOT standards in the US, DMRB in the UK, Austroads in Australia, the TAC guide in Canada and the relevant road authority manual in the Gulf and India. Superelevation, curve and sight-distance checks are run and documented.",
    "Corridors are built with assemblies and subassemblies that reflect the actual pavement build-up, curbs, sidewalks, verges, ditches and daylighting, so corridor surfaces and material volumes come straight from the model. Site grading for building pads, parking, detention ponds and embankments uses feature lines and grading groups tied to finished-floor levels and drainage falls. Earthwork quantities are calculated from TIN volume surfaces and average-end-area sections, with mass haul diagrams where the contractor needs to balance cut and fill.",
    `Storm, sanitary and water systems are modeled as gravity and pressure pipe networks with real part catalogs, inverts, cover and slopes, then checked against other utilities and structures in Navisworks. Where hydraulic analysis is needed, the network is handed to the drainage engineer's software, such as ${technicalPositions.drainageTool}, in a clean exchange format. Outputs include plan-and-profile sheets, cross-section sheets, structure and pipe tables, and LandXML for machine-control grading and the surveyor's setting out.`,
    "Every model is checked for surface integrity, alignment criteria, corridor regions and targets, pipe cover and slope, and sheet annotation before it leaves our office, under an ISO 9001 quality system with 99% accuracy on issued deliverables. Review comments and design revisions come back in 24-48 hours; full corridor or subdivision models are scheduled by milestone. Clients typically spend 20-35% less than with local drafting capacity and keep their engineers on design decisions instead of sheet production.",
  ],
  usp: "Survey-checked surfaces, corridors and pipe networks built to your CAD standards, with earthwork quantities you can price from.",
  highlights: [
    "Existing-ground TIN surfaces from survey, LiDAR and drone point clouds",
    "Alignments, profiles and corridors to AASHTO, DMRB, Austroads or TAC criteria",
    "Site grading with feature lines and grading groups",
    "Gravity and pressure pipe networks with plan-and-profile sheets",
    "Cut-and-fill volumes and mass haul diagrams from the model",
    "LandXML and DWG for machine control and setting out",
  ],
  benefits: [
    {
      title: "Quantities you can price",
      description:
        "Cut, fill and material volumes come from TIN volume surfaces and corridor sections, so bids and change orders rest on the model rather than on manual section takeoffs.",
      icon: "target",
    },
    {
      title: "Design changes without redrafting",
      description:
        "Dynamic links between surfaces, alignments, corridors and sheets mean a revised profile updates sections, volumes and drawings instead of triggering a manual redraw.",
      icon: "refresh",
    },
    {
      title: "Utility conflicts found early",
      description:
        "Pipe networks are checked against each other and against structures in Navisworks, catching crossings and cover problems before they turn into field changes.",
      icon: "git-merge",
    },
    {
      title: "Lower production cost",
      description:
        "Moving modeling and sheet production to our team typically cuts civil drafting cost by 20-35% and frees your engineers for design and client work.",
      icon: "piggy-bank",
    },
    {
      title: "Data ready for the field",
      description:
        "LandXML surfaces, alignments and corridor strings feed machine-control grading, GNSS rovers and the surveyor's setting-out files without any conversion by hand.",
      icon: "route",
    },
  ],
  features: [
    "Existing-ground surfaces from survey points, breaklines, LiDAR and photogrammetry",
    "Horizontal and vertical alignments with superelevation and sight-distance checks",
    "Corridor modeling with custom assemblies and subassemblies",
    "Intersection, cul-de-sac and roundabout modeling",
    "Site grading for building pads, parking, detention ponds and embankments",
    "Gravity and pressure pipe networks with custom part catalogs",
    "Earthwork volumes, average-end-area reports and mass haul diagrams",
    "Parcel and lot layout for land development",
    "Conceptual corridor and context models in InfraWorks",
  ],
  deliverables: [
    "Native Civil 3D DWG models with data shortcuts",
    "Existing and proposed TIN surfaces",
    "Plan-and-profile, cross-section and grading sheets",
    "Pipe and structure tables for storm, sanitary and water networks",
    "Earthwork and material quantity reports, with mass haul diagrams",
    "LandXML exports for machine control and setting out",
    "Navisworks coordination model",
  ],
  caseStudies: [
    {
      title: "420-lot residential subdivision for a Florida civil consultant",
      description:
        "A civil engineering consultant working for a Florida land developer needed a 180-acre, 420-lot subdivision modeled in Civil 3D from a new topographic survey. We built the existing surface, internal road alignments and corridors, lot grading and the storm and sanitary networks, and produced plan-and-profile sheets to the county's submittal standard.",
      industry: "Land Development",
      results: [
        "180 acres modeled with 3.9 miles of internal roads",
        "Site cut and fill balanced to within 4%",
        "Full plan set ready for county submittal in 7 weeks",
      ],
    },
    {
      title: "Single-carriageway road improvement for a UK consultancy",
      description:
        "A UK civil engineering consultancy needed a 4.6 km single-carriageway improvement modeled to DMRB, including two roundabouts, widened verges and a new drainage run. We built the corridor with assemblies matching the pavement design, produced cross sections at 20 m intervals and delivered LandXML for the contractor's machine-control system.",
      industry: "Highways",
      results: [
        "4.6 km corridor with two roundabouts",
        "Earthwork volumes within 2% of the contractor's post-construction survey",
        "Review comment rounds closed within 48 hours",
      ],
    },
    {
      title: "Logistics park platform grading for an Abu Dhabi contractor",
      description:
        "A contractor building a 65-hectare logistics park in Abu Dhabi needed the engineer's platform levels, internal roads and stormwater design turned into a Civil 3D model for quantity takeoff and setting out. We modeled platform grading across 14 plots, the road corridors and the stormwater network, and reported cut and fill by plot for the earthworks subcontract.",
      industry: "Industrial and Logistics",
      results: [
        "65 hectares graded across 14 plots",
        "1.1 million cubic meters of earthworks quantified by plot",
        "Platform-level options that cut imported fill by 18%",
      ],
    },
  ],
  faq: [
    {
      question: "What survey data can you work from?",
      answer:
        "Total station and GNSS point files, existing CAD survey drawings, LiDAR and drone photogrammetry point clouds, and existing Civil 3D surfaces. We check the data against survey control and breaklines before modeling, and flag gaps or suspicious points to you instead of quietly interpolating over them.",
    },
    {
      question: "Which design standards do you model to?",
      answer:
        "We model to the criteria set by the engineer of record and the governing authority: the AASHTO Green Book and state DOT manuals in the US, DMRB and Manual for Streets in the UK, Austroads in Australia, the TAC guide in Canada, IRC codes in India and the Dubai RTA or Abu Dhabi manuals in the UAE. The engineer remains responsible for the design; we build, check and document it.",
    },
    {
      question: "Can you deliver data for machine control?",
      answer:
        "Yes. Surfaces, alignments and corridor data are exported as LandXML, which imports into the office software used with Trimble, Leica and Topcon machine-control and setting-out systems. We can also supply DWG surface models and strings in whatever format your survey team or earthworks subcontractor works with.",
    },
    {
      question: "How long does a Civil 3D model take?",
      answer:
        "Review comments, profile revisions and small site grading packages typically come back in 24-48 hours. Larger scopes such as subdivisions, road corridors or utility networks are scheduled by milestone, usually existing surface first, then alignments and corridors, then networks and sheets, so you can review each stage before the next one builds on it.",
    },
    {
      question: "How is Civil 3D work priced?",
      answer:
        "Site and land development work is priced per acre or hectare; linear work such as roads, rail and pipelines is priced per mile or kilometer. The rate reflects terrain complexity, the number of networks and the sheet requirements, and you receive a fixed quote after we review the survey and scope.",
    },
    {
      question: "Do you work with our templates and data shortcuts?",
      answer:
        "Yes. We set up your drawing templates, label styles, pipe catalogs, assemblies and sheet borders before production, and can work inside your data shortcut structure or Autodesk Docs project so models stay within your file system. Deliverables look like your own work and drop straight into your submittal sets.",
    },
  ],
  relatedServices: [1, 2, 5],
  cta: {
    title: "Send us your survey and scope",
    description: "Share the survey, design criteria and sheet requirements. We reply within 24 hours with a milestone plan and a fixed quote.",
  },
  pricing: {
    model: "Per acre/hectare or per mile/km",
    description:
      "Area-based pricing per acre or hectare for site grading and land development, and length-based pricing per mile or kilometer for roads, rail and utility corridors. Fixed quotes after we review the survey and scope.",
  },
  regions: ["United States", "Canada", "United Kingdom", "Australia", "United Arab Emirates", "Middle East", "India"],
  standards: [
    {
      region: "United States",
      items: "AASHTO A Policy on Geometric Design of Highways and Streets (Green Book), state DOT design manuals and CADD standards, MUTCD",
    },
    {
      region: "United Kingdom",
      items:
        "Design Manual for Roads and Bridges (DMRB), including CD 109 highway link design, Manual for Streets, Design and Construction Guidance for adoptable sewers",
    },
    { region: "Canada", items: "TAC Geometric Design Guide for Canadian Roads, provincial ministry standards" },
    { region: "Australia", items: "Austroads Guide to Road Design, state road authority supplements" },
    {
      region: "United Arab Emirates and Middle East",
      items: "Dubai RTA and Abu Dhabi road design manuals, AASHTO-based national standards and client CAD standards",
    },
    {
      region: "India",
      items: "IRC:73 and IRC:86 geometric design, IRC:SP:84 highway manual, CPHEEO manual for sewerage",
    },
  ],
  technologies: ["Autodesk Civil 3D", "InfraWorks", "AutoCAD", "Autodesk ReCap", "Navisworks", technicalPositions.drainageTool, "Bluebeam Revu", "LandXML"],
} satisfies Service;
