import type { Service } from "../../contract/content";
import { company } from "../company";

export const service = {
  id: 3,
  slug: "revit-family-creation",
  formValue: "revit-family",
  tier: "additional",
  title: "Revit Family Creation",
  metaTitle: "Revit Family Creation Services | Parametric BIM Content | Stratum",
  metaDescription:
    "Parametric Revit families for manufacturers and design teams, with type catalogs, MEP connectors and IFC and COBie data. From $75 per standard family.",
  icon: "box",
  shortDescription: "Parametric Revit families with clean geometry, type catalogs, MEP connectors and data to NBS, BS 8541 or your own content standard.",
  description:
    "We build Revit families for building-product manufacturers, architects, engineers and contractors, from annotation and furniture to nested parametric assemblies and MEP equipment with working connectors. Every family is flex-tested, kept lean and delivered with the parameters your specifiers and schedules need.",
  fullDescription: [
    "A Revit family is a small piece of software. Built well, it flexes cleanly, schedules correctly, loads quickly and behaves the same in every project. Built badly, it slows models down, displays wrongly in plan views and exports the wrong data to IFC. Stratum builds families for manufacturers who want specifiers to choose their products, and for design and contracting firms that need a consistent, tested content library across teams and offices.",
    "We start from your product drawings, STEP or IGES files and catalog sheets or, for project-specific content, from shop drawings. Geometry is built on reference planes and named references with constrained dimensions, not from imported solids, so families flex without distortion. Detail levels are set deliberately: symbolic linework at coarse, a recognizable form at medium and manufacturer detail at fine, with visibility controlled by view direction and detail level. Complex manufacturer geometry is simplified to what a designer needs at LOD 300-400, which keeps file sizes small and project models responsive.",
    "Data matters as much as geometry. We use a controlled shared parameter file, assign type and instance parameters where each belongs, and drive dependent dimensions with formulas and lookup tables. Product ranges with many sizes are delivered with type catalogs, the .txt files that let users load only the types they need, with headers written in Revit's Width##length##millimeters syntax. Classification fields carry OmniClass, Uniclass 2015 and MasterFormat or UniFormat codes, and IFC export parameters map each family to the correct IFC class and predefined type.",
    "MEP families need more than shape. Duct, pipe, cable tray, conduit and electrical connectors are placed with the correct system classification, flow direction, flow configuration and loss method, so equipment joins systems and passes data to calculations and panel schedules. Air terminals report airflow, pumps and fans carry performance parameters, and electrical equipment carries load, voltage and number of poles. Before release, each connector is tested in a live project model with real duct, pipe and circuit connections, not only in the family editor.",
    "Content follows the standard you publish to: the NBS BIM Object Standard and BS 8541 in the UK, the Autodesk Revit Model Content Style Guide for global libraries, or your internal content standard. Families are authored in the oldest Revit version your users need, because Revit files cannot be saved back to earlier releases. Standard families are priced at $75 each and are usually delivered in batches within 24-48 hours; complex parametric and nested families are quoted individually, and manufacturers with rolling product launches can move to a monthly subscription.",
  ],
  usp: "Flex-tested Revit families with clean geometry, correct data and working MEP connectors, from $75 per standard family with 24-48 hour delivery.",
  highlights: [
    "Parametric families built on constrained reference planes, not imported solids",
    "Type catalogs for large product ranges",
    "MEP connectors tested in live project models",
    "NBS BIM Object Standard, BS 8541 and Autodesk content style guide practice",
    "$75 per standard family, 24-48 hour delivery on batches",
  ],
  benefits: [
    {
      title: "More specifications for manufacturers",
      description:
        "Lightweight, well-built families on your website, BIMobject or NBS Source make it easier for architects and engineers to place and specify your product instead of a generic placeholder.",
      icon: "factory",
    },
    {
      title: "Faster, lighter project models",
      description:
        "Lean geometry, deliberate detail levels and no imported CAD inside families keep file sizes down, so project models open, synchronize and print faster for the whole team.",
      icon: "gauge",
    },
    {
      title: "Correct schedules and data",
      description:
        "Consistent shared parameters, classification codes and IFC mapping mean schedules, quantity take-offs and COBie exports read the same data in every project that uses the content.",
      icon: "file-check",
    },
    {
      title: "One library across offices",
      description:
        "A standardized, tested library removes duplicate and conflicting content across teams and offices, and makes template and content management practical for BIM managers.",
      icon: "layers",
    },
    {
      title: "Predictable content cost",
      description:
        "Fixed pricing from $75 per standard family, or a monthly subscription, keeps content budgets predictable and typically costs 20-35% less than building families in-house.",
      icon: "piggy-bank",
    },
  ],
  features: [
    "Loadable component families: doors, windows, furniture, casework, fixtures and equipment",
    "MEP equipment families with duct, pipe, cable tray, conduit and electrical connectors",
    "Nested and shared families for assemblies and schedulable sub-components",
    "Parametric arrays, formulas, lookup tables and yes/no visibility controls",
    "Type catalogs for product ranges with hundreds of sizes",
    "Adaptive components for facade panels and complex geometry",
    "Annotation, tag, title block and detail item families",
    "Conversion of AutoCAD blocks and manufacturer 3D files into native Revit content",
    "Audits and cleanup of existing content libraries",
  ],
  deliverables: [
    "Native Revit family files (.rfa) in your target Revit version",
    "Type catalog (.txt) files for multi-size product ranges",
    "Shared parameter file and parameter schedule",
    "Test project (.rvt) with every type placed and scheduled",
    "Preview images for web and content platforms",
    "Flex-test and QA checklist for each family",
  ],
  caseStudies: [
    {
      title: "Revit product library for a European HVAC manufacturer",
      description:
        "An HVAC manufacturer selling across the EU, UK and Middle East needed Revit content for 14 product lines of fan coil units, air handling units and air terminals, with performance data specifiers could schedule. We authored the families in Revit 2022 so most users could load them, added duct, pipe and electrical connectors, and generated type catalogs directly from the manufacturer's product database.",
      industry: "Building products",
      results: ["186 families and 2,300 types delivered", "Average family file size under 600 KB", "Library published to BIMobject in 10 weeks"],
    },
    {
      title: "Content standardization for a US architecture practice",
      description:
        "An architecture practice with five US offices had 4,800 families spread across project folders, with duplicate doors, inconsistent parameters and heavy imported CAD. We audited the content, rebuilt the 620 most-used families to a single shared parameter file with NCS-aligned annotation, and documented a library standard the practice's BIM managers now maintain themselves.",
      industry: "Architecture",
      results: ["4,800 families audited and 620 rebuilt", "Project template file size reduced by 41%", "One shared parameter file across five offices"],
    },
    {
      title: "Adaptive curtain wall panels for a UAE facade contractor",
      description:
        "A Dubai facade contractor needed Revit content for unitized curtain wall panels on a curved residential tower, with panel codes that could go straight to fabrication. We built adaptive component panels driven by the tower's surface divisions, with parameters for panel type, glass make-up and bracket position feeding fabrication schedules exported from Revit.",
      industry: "Facades",
      results: ["3,900 panels placed and coded", "No panel code errors found at fabricator check"],
    },
  ],
  faq: [
    {
      question: "What counts as a standard family at $75?",
      answer:
        "A standard family is a single-category loadable family with simple parametric geometry and a small number of types, such as a door, a light fixture, a piece of furniture or a tag. Families with nesting, many formulas, adaptive geometry, type catalogs or MEP connectors are quoted individually once we have seen the product data.",
    },
    {
      question: "Which Revit version will you build in?",
      answer:
        "We author in the oldest Revit version your users need, because a family saved in a newer release cannot be opened in an older one. Manufacturers usually choose a version three or four releases back to reach most specifiers. Project teams normally ask for the version their live projects use, and we match it exactly.",
    },
    {
      question: "Can you build families from our manufacturer CAD or STEP files?",
      answer:
        "Yes. We use your STEP, IGES, Inventor or AutoCAD files as the dimensional reference, then rebuild the geometry natively in the family editor rather than importing it. Imported solids cannot flex and bloat file sizes. Internal parts a designer never sees are left out, while connection points, clearances and overall envelope stay accurate.",
    },
    {
      question: "Do your families work with IFC and COBie exports?",
      answer:
        "Yes. We set the IFC export class and predefined type for each family, map key parameters to IFC property sets, and include COBie type fields such as manufacturer, model number and warranty information where your standard asks for them. Exports are checked in an IFC viewer or Solibri Office before we release the content.",
    },
    {
      question: "How does the subscription model work?",
      answer:
        "Manufacturers with regular product launches, and firms that maintain large libraries, can agree a monthly subscription instead of paying per family. The plan is sized to your release schedule, with a consistent content team that learns your products and standards, and a set turnaround for new families and updates. We confirm terms after reviewing your expected volume.",
    },
  ],
  relatedServices: [1, 2, 9],
  cta: {
    title: "Send us a product sheet for a family quote",
    description:
      "Share product drawings, catalog pages or an existing family that needs rebuilding. We reply within 24 hours with a per-family price or a subscription proposal.",
  },
  pricing: {
    model: "Per family or subscription",
    startingAt: "$75",
    description:
      "$75 per standard family: a single-category, non-nested family with simple parametric geometry and a small number of types. Complex, parametric, nested, adaptive and MEP families with connectors are quoted individually after we review the product data. Manufacturers and firms with continuous content needs can choose a monthly subscription.",
  },
  regions: [...company.markets],
  standards: [
    {
      region: "United Kingdom",
      items: "NBS BIM Object Standard, BS 8541 library object series, Uniclass 2015 classification, ISO 19650 naming for content files",
    },
    {
      region: "United States and Canada",
      items: "Autodesk Revit Model Content Style Guide, OmniClass Table 23, CSI MasterFormat and UniFormat codes, NCS-aligned annotation",
    },
    {
      region: "European Union",
      items: "IFC4 class and property set mapping, metric type catalogs, ETIM product classification on request",
    },
    {
      region: "Australia",
      items: "NATSPEC National BIM Guide content requirements, Uniclass or NATSPEC classification, metric type catalogs",
    },
    {
      region: "United Arab Emirates, Middle East and India",
      items: "IFC and COBie parameters set to client BEPs, metric type catalogs, manufacturer data fields for regional product ranges",
    },
  ],
  technologies: ["Autodesk Revit", "Revit Family Editor", "Autodesk Inventor", "AutoCAD", "Dynamo", "pyRevit", "Solibri Office"],
} satisfies Service;
