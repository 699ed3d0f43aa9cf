import type { Service } from "../../contract/content";

export const service = {
  id: 9,
  slug: "precast-detailing",
  formValue: "precast-detailing",
  tier: "additional",
  title: "Precast Detailing",
  metaTitle: "Precast Concrete Detailing Services | Stratum BIM & Engineering",
  metaDescription: "Precast piece drawings, erection drawings and embed detailing for hollow-core, double tees and wall panels, to PCI and BS EN 13369.",
  icon: "layers",
  shortDescription: "Piece drawings, erection drawings and production data for precast plants, modeled in Tekla Structures, Allplan Precast and Revit.",
  description:
    "Precast concrete detailing for manufacturers and contractors: piece drawings, erection drawings, embed and lifting insert layouts, and production data for hollow-core, double tees, beams, columns and sandwich wall panels, to the PCI Design Handbook, PCI MNL-116/117 and BS EN 13369.",
  fullDescription: [
    "In a precast plant, a drawing error is cast in concrete. A misplaced embed, a missing blockout or a lifting insert in the wrong position is usually found at erection, when the piece has already been cured, shipped and lifted off the truck. Stratum details precast for manufacturers, contractors and engineers with that in mind: every piece is modeled, every embed is located in three dimensions and every drawing is checked before it reaches the casting bed.",
    "We detail the full range of structural and architectural precast: hollow-core planks, double tees, inverted tee and L-beams, columns, spandrels, stairs and landings, shear walls, solid and insulated sandwich wall panels, and architectural cladding. Models are built in Tekla Structures with its precast configuration, Allplan Precast or Revit, depending on how your plant works, and connections, bearing pads, corbels and dapped ends are detailed to the engineer's design and the PCI Design Handbook.",
    "Piece drawings carry dimensions, reinforcement and strand patterns, embed plates and inserts, blockouts, chamfers and finishes, lifting and handling points, and the bill of materials each casting crew needs. Lifting inserts are located from the engineer's or insert supplier's stripping and handling design. Drawings follow PCI MNL-116 for structural units and MNL-117 for architectural units, or BS EN 13369 with product standards such as BS EN 1168 for hollow-core and BS EN 14992 for wall elements.",
    "Erection drawings give the site team piece marks, placement plans, elevations, connection details, bearing and grouting notes, and an erection sequence agreed with the erector and the engineer. On the production side we deliver embed and hardware schedules, reinforcement and strand schedules, concrete volumes and piece weights, and exports for plant systems, including Unitechnik files for shuttering robots and BVBS files for reinforcement machines where your plant runs automated equipment.",
    "Every piece drawing is checked against the contract drawings, the engineer's connection and handling design and the other trades' embed and sleeve requirements, with clash checks in Navisworks for MEP penetrations and steel interfaces. Our ISO 9001 process holds 99% accuracy on issued drawings. RFI responses, revisions and small element packages come back in 24-48 hours; full buildings are released by erection sequence so casting can start early. Precast clients typically cut detailing cost by 20-35%.",
  ],
  usp: "Every piece, embed and lifting insert modeled and checked before it reaches the casting bed, released by erection sequence.",
  highlights: [
    "Piece drawings for hollow-core, double tees, beams, columns and wall panels",
    "Erection drawings with placement plans and connection details",
    "Embed, lifting insert and hardware detailing checked in 3D",
    "Detailed to the PCI Design Handbook, MNL-116/117 and BS EN 13369",
    "Production exports in Unitechnik, BVBS and Excel formats",
    "Releases by erection sequence so casting starts early",
  ],
  benefits: [
    {
      title: "Fewer rejected pieces",
      description:
        "Embeds, blockouts and inserts are located in a 3D model and checked against other trades, which reduces pieces scrapped or patched because of drawing errors.",
      icon: "shield-check",
    },
    {
      title: "Casting starts sooner",
      description:
        "Pieces are released by erection sequence, so the first beds can be cast while later areas of the building are still being detailed and approved.",
      icon: "calendar",
    },
    {
      title: "Plant-ready data",
      description:
        "Piece weights, concrete volumes, hardware schedules and machine exports come straight from the model, cutting manual data entry in the production office.",
      icon: "factory",
    },
    {
      title: "Safer handling",
      description:
        "Lifting inserts and handling points follow the engineer's or supplier's handling design and are shown clearly on every piece drawing for stripping, yarding and erection.",
      icon: "hard-hat",
    },
    {
      title: "Lower detailing cost",
      description:
        "Outsourcing piece and erection drawings typically costs 20-35% less than in-house detailing, with capacity that follows your order book rather than fixed headcount.",
      icon: "piggy-bank",
    },
  ],
  features: [
    "Hollow-core plank layouts with openings, cut-outs and bearing details",
    "Double tee, inverted tee, L-beam, column and spandrel piece drawings",
    "Solid and insulated sandwich wall panels with wythe connector layouts",
    "Architectural precast cladding with reveals, returns and finish zones",
    "Prestressing strand patterns, debonding and reinforcement layouts",
    "Embed plate, lifting insert and hardware schedules",
    "Erection sequence drawings and placement plans",
    "Stair, landing and balcony element detailing",
    "Clash checks against MEP sleeves and structural steel in Navisworks",
  ],
  deliverables: [
    "Piece drawings for every unique element",
    "Erection drawings, placement plans and connection details",
    "3D precast model in Tekla Structures, Allplan or Revit, native and IFC",
    "Embed, hardware and lifting insert schedules",
    "Reinforcement and strand schedules",
    "Piece weights, concrete volumes and bills of material",
    "Unitechnik, BVBS or Excel production exports",
  ],
  caseStudies: [
    {
      title: "Five-level parking structure for an Ohio precast producer",
      description:
        "A PCI-certified producer in Ohio won a five-level, 1,100-space parking structure built from double tees, inverted tee beams, columns and spandrels. We modeled the structure in Tekla Structures, detailed every embed, bearing pad and connection plate to the engineer's design, and released piece drawings by erection sequence to keep the plant's double tee beds loaded.",
      industry: "Parking and Transportation",
      results: ["1,240 precast pieces detailed", "First casting 4 weeks after drawing start", "2 field modifications across the whole structure"],
    },
    {
      title: "Insulated wall panels for a Melbourne cold-storage facility",
      description:
        "A precast manufacturer in Victoria needed 310 insulated sandwich wall panels for a cold-storage distribution center, with door openings, cast-in lifting inserts and connections to the steel portal frame. We detailed to AS 3850 and the engineer's design, coordinated panel joints with the steel fabricator's model and issued piece drawings in four erection zones.",
      industry: "Industrial and Cold Storage",
      results: [
        "310 sandwich panels detailed in 4 erection zones",
        "Steel-to-panel connection clashes resolved before casting",
        "Approval revisions returned within 48 hours",
      ],
    },
    {
      title: "Hollow-core floors for a Sharjah residential development",
      description:
        "A precast factory supplying a mid-rise residential development in Sharjah needed hollow-core slab layouts and piece drawings for 12 buildings with varying MEP openings. We detailed to BS EN 1168 and BS EN 13369, coordinated every opening against the MEP model in Navisworks and delivered cut lists for the plant's saw line by building.",
      industry: "Residential",
      results: [
        "18,500 square meters of hollow-core floors detailed",
        "All slab openings coordinated with MEP before production",
        "Cut lists issued per building to match the casting sequence",
      ],
    },
  ],
  faq: [
    {
      question: "Which precast elements do you detail?",
      answer:
        "Structural elements such as hollow-core planks, double tees, solid slabs, inverted tee and L-beams, columns, spandrels, stairs and shear walls, and architectural elements such as sandwich wall panels, cladding panels and feature units. We take on individual element packages as well as complete precast buildings and parking structures.",
    },
    {
      question: "Do you provide the precast engineering design?",
      answer:
        "No. The precast engineer or engineer of record remains responsible for design, connection and handling calculations. We detail to their design and the insert supplier's handling data, raise RFIs where information is missing and submit drawings for their review and seal where required. We coordinate directly with your engineer to keep the approval cycle short.",
    },
    {
      question: "Can you work to our plant's standards and formwork?",
      answer:
        "Yes. We set up your piece-mark system, drawing templates, standard details, strand patterns, bed lengths and hardware library before production. Knowing your bed widths, form sizes and lifting hardware lets us detail pieces your plant can actually cast, strip and ship, not only pieces that match the engineer's drawings.",
    },
    {
      question: "What production data can you export?",
      answer:
        "Alongside piece drawings we export piece weights, concrete volumes, reinforcement and strand schedules, hardware and embed lists, and bills of material in Excel. Where your plant runs automated equipment we export Unitechnik files for shuttering robots and BVBS files for reinforcement machines, and we test the first export with your production office.",
    },
    {
      question: "How fast can you turn around precast drawings?",
      answer:
        "RFI responses, approval revisions and small element packages are typically returned in 24-48 hours. Complete buildings are scheduled by erection sequence with agreed milestone dates, so the first sequence reaches approval early and casting can start while later pieces are still being detailed.",
    },
    {
      question: "How is precast detailing priced?",
      answer:
        "We price per element for piece-drawing work, with rates that reflect complexity, so a typical hollow-core plank costs less than an architectural panel with returns and reveals. Complete buildings, parking structures or erection sequences can be priced as a fixed package. Either way the quote is fixed before work starts.",
    },
  ],
  relatedServices: [6, 7, 1],
  cta: {
    title: "Get your next precast job on the beds sooner",
    description: "Send the contract drawings and your casting schedule. We reply within 24 hours with a release plan and a per-element or package quote.",
  },
  pricing: {
    model: "Per element or package",
    description:
      "Priced per element based on piece type and complexity, or as a fixed price per package for complete buildings, parking structures or erection sequences. Quotes are agreed before work starts.",
  },
  regions: ["United States", "Canada", "United Kingdom", "European Union", "Australia", "United Arab Emirates", "Middle East", "India"],
  standards: [
    {
      region: "United States",
      items: "PCI Design Handbook, PCI MNL-116 (structural) and MNL-117 (architectural) quality control manuals, PCI MNL-135 tolerances, ACI 318",
    },
    { region: "Canada", items: "CSA A23.4 precast concrete, CSA A23.3, CPCI Design Manual" },
    {
      region: "United Kingdom",
      items: "BS EN 13369 common rules, BS EN 1168 hollow-core slabs, BS EN 13224 ribbed floor elements, BS EN 14992 wall elements, BS EN 1992",
    },
    { region: "European Union", items: "EN 13369, EN 1168, EN 13224, EN 14992, EN 1992 (Eurocode 2) with national annexes" },
    { region: "Australia", items: "AS 3850 prefabricated concrete elements, AS 3600" },
    {
      region: "United Arab Emirates and Middle East",
      items: "BS EN 13369 and related product standards or PCI practice, as specified by the consultant",
    },
    { region: "India", items: "IS 15916 prefabricated concrete buildings, IS 456, IS 1343 prestressed concrete" },
  ],
  technologies: ["Tekla Structures (precast configuration)", "Allplan Precast", "Autodesk Revit", "AutoCAD", "Navisworks", "Bluebeam Revu"],
} satisfies Service;
