import type { Service } from "../../contract/content";
import { technicalPositions } from "../technical-positions";
import { company } from "../company";

export const service = {
  id: 2,
  slug: "scan-to-bim",
  formValue: "scan-to-bim",
  tier: "main",
  title: "Scan-to-BIM",
  metaTitle: "Scan-to-BIM Services | Point Cloud to Revit Models | Stratum",
  metaDescription:
    "Point cloud to Revit as-built models at LOD 200-400, checked to USIBD LOA targets. From $0.75 per sq ft, ISO 9001 certified, reply within 24 hours.",
  icon: "scan",
  shortDescription: "Registered point clouds converted into as-built Revit models and drawings at LOD 200-400, checked against USIBD accuracy targets.",
  description:
    "We turn laser-scan data from Leica, FARO, Trimble and NavVis scanners into measured as-built Revit models and 2D drawings for renovation, retrofit, fit-out and facility management. Each model is checked against the point cloud and the USIBD Level of Accuracy you specify, and issued with a deviation report.",
  fullDescription: [
    "Renovation, retrofit and fit-out projects go wrong on assumptions about the existing building: walls that are not plumb, floors that deflect, services that were never drawn. Scan-to-BIM replaces those assumptions with measured data. Stratum takes the point cloud from your surveyor or scanning team and builds an as-built Revit model and drawing set that designers, contractors and facility managers can rely on, with the accuracy of every element category stated rather than implied.",
    "Work starts with the data. If you send raw scans, we register them in Leica Cyclone REGISTER 360, FARO SCENE or Trimble RealWorks using targets, survey control or cloud-to-cloud alignment, and issue a registration report showing overlap and error for each link. Links above the agreed threshold, commonly around 5 mm for building interiors, are flagged before any modeling begins. Registered clouds supplied in E57, RCP/RCS, LAS or PTS format are checked for coverage gaps, noise and coordinate system before we index them in Autodesk ReCap Pro and link them into Revit.",
    `Accuracy is specified with the USIBD Level of Accuracy (LOA) Specification, which separates measured accuracy, the quality of the survey, from represented accuracy, the quality of the model. A typical brief asks for ${technicalPositions.scanAccuracyBrief}, each band stated at two standard deviations. We model to the represented LOA you choose, follow as-found geometry where it matters, such as out-of-plumb walls, sloping slabs and irregular openings, and record where the model deliberately simplifies the cloud.`,
    "Level of Development is set separately from accuracy. LOD 200 suits space planning and area measurement, LOD 300 gives correctly sized walls, slabs, columns, doors, windows and main services for design work, and LOD 400 is used where prefabrication or fit-out contractors need connection-level detail. We model architecture, structure, MEP and fire protection, tag equipment with the asset data you provide, and produce plans, sections, elevations and reflected ceiling plans to the US National CAD Standard, ISO 19650 naming or RICS measured survey conventions.",
    "Every model passes a cloud-to-model check before issue. We overlay the Revit model on the point cloud, cut sections at set intervals and run deviation analysis that colors each surface by its distance from the scan, so you receive evidence rather than a statement. This is how we hold 99% accuracy on scan projects across our 1,200+ project record. Small areas and revisions are turned around in 24-48 hours; campus and multi-building scans are scheduled floor by floor or building by building, so design work can start before the last level is modeled.",
  ],
  usp: "As-built Revit models checked against the point cloud to your USIBD LOA target, with deviation reports, from $0.75 per square foot.",
  highlights: [
    "Registration in Leica Cyclone REGISTER 360, FARO SCENE or Trimble RealWorks",
    "USIBD LOA20 to LOA40 represented accuracy, verified against the scan",
    "LOD 200, LOD 300 and LOD 400 as-built Revit models",
    "Architecture, structure, MEP and fire protection from one point cloud",
    "Registration and deviation reports issued with every model",
    "Priced per square foot by LOD, from $0.75",
  ],
  benefits: [
    {
      title: "Design on measured conditions",
      description:
        "Designers work from measured geometry instead of old drawings, so new steel, ductwork and fit-out packages fit the building as it stands rather than as it was once drawn.",
      icon: "target",
    },
    {
      title: "Fewer surprises on site",
      description:
        "Conflicts between new work and existing structure or services appear in the model, where a fix costs an hour of coordination instead of a change order during construction.",
      icon: "trending-down",
    },
    {
      title: "Lower modeling cost",
      description:
        "Per-square-foot pricing and our delivery model typically reduce Scan-to-BIM cost by 20-35% against local production, with scope, LOD and LOA fixed before work starts.",
      icon: "piggy-bank",
    },
    {
      title: "Evidence of accuracy",
      description:
        "Registration reports, deviation maps and an LOA statement per element category show how close the model is to the scan, which matters when design liability depends on it.",
      icon: "file-check",
    },
    {
      title: "A record for operations",
      description:
        "Facility managers receive a structured as-built model with room data, equipment tags and COBie fields that can feed a CAFM or CMMS system for maintenance planning.",
      icon: "building",
    },
  ],
  features: [
    "Raw scan registration using target, survey control and cloud-to-cloud methods",
    "Point cloud cleanup, decimation and segmentation by floor, zone or discipline",
    "As-built Revit modeling of architecture, structure and MEP at LOD 200-400",
    "Modeling of out-of-plumb walls, sloped slabs and deflected floors where required",
    "2D as-built drawings: plans, elevations, sections and reflected ceiling plans",
    "Cloud-to-model deviation analysis with colored heat maps and section overlays",
    "Heritage building modeling with in-place and profile families for complex moldings",
    "Area measurement to BOMA, IPMS or RICS Code of Measuring Practice from the model",
    "Asset tagging and COBie data for facility management handover",
  ],
  deliverables: [
    "Registered point cloud in RCP/RCS and E57 with a registration report",
    "As-built Revit model (.rvt) at the agreed LOD and LOA",
    "2D as-built drawing set in DWG and PDF",
    "Deviation report with heat maps and section comparisons",
    "IFC and Navisworks exports for design coordination",
    "Element-level LOD and LOA matrix",
  ],
  caseStudies: [
    {
      title: "MEP retrofit baseline for a 120,000 sq ft hospital wing",
      description:
        "A US mechanical contractor was replacing air handling and chilled water systems in an operating hospital wing where above-ceiling services were undocumented and shutdown windows were short. We registered the Leica RTC360 scans, modeled existing structure and MEP at LOD 300 to LOA20 and architecture to LOA30, and coordinated the new prefabricated duct and pipe against existing conditions before fabrication.",
      industry: "Healthcare",
      results: [
        "640 scans registered with a 3 mm mean link error",
        "96 conflicts with existing services found before prefabrication",
        "Model delivered floor by floor in 5 weeks",
      ],
    },
    {
      title: "Measured model of a Grade II listed office building in London",
      description:
        "A UK architect needed measured drawings and a Revit model of a 1920s Grade II listed office building before seeking listed building consent for its conversion. Working from FARO Focus scans supplied by the client's surveyor, we modeled the building at LOD 300 with in-place families for cornices, arched windows and the original stair, and issued drawings with ISO 19650 naming and Uniclass 2015 classification.",
      industry: "Commercial refurbishment",
      results: ["68,000 sq ft modeled in 6 weeks", "Heritage elements represented within LOA30", "32% lower modeling cost than local quotes"],
    },
    {
      title: "Base-build model for tenant fit-out in a Dubai shopping mall",
      description:
        "A Dubai fit-out contractor needed an accurate base-build model of 210,000 sq ft of retail space to plan 40 tenant units. Using NavVis VLX mobile mapping data checked against total station control, we modeled architecture and structure at LOD 300 to LOA30 and main MEP routes to LOA20, then issued a shell drawing set for each tenant unit.",
      industry: "Retail",
      results: ["210,000 sq ft delivered in 4 milestone packages", "40 tenant shell drawing sets issued", "Fit-out design started 3 weeks ahead of plan"],
    },
  ],
  faq: [
    {
      question: "Do you carry out the laser scanning?",
      answer:
        "Our team specializes in registration and modeling, so most clients send scans from their own surveyor or scanning contractor. If you have not yet commissioned the survey, we write the capture specification for a local provider, covering scan positions, resolution, overlap, targets and survey control, so the data supports the LOD and LOA you need.",
    },
    {
      question: "What is the difference between LOD and LOA?",
      answer:
        "LOD, from the BIMForum specification, describes how much detail and information an element carries. LOA, from the USIBD specification, describes how close its position and geometry are to reality. A wall can be LOD 300 at LOA30, or a pipe LOD 200 at LOA20. We agree both per element category before modeling, because each drives cost differently.",
    },
    {
      question: "Which point cloud formats do you accept?",
      answer:
        "We accept registered clouds in E57, RCP/RCS, LAS, LAZ and PTS, and raw project data from Leica (Cyclone and REGISTER 360 projects), FARO (FLS and SCENE projects), Trimble (TZF and RealWorks) and NavVis. E57 is the safest neutral format. Large datasets can be shared through your cloud storage or your common data environment.",
    },
    {
      question: "How is the per-square-foot price worked out?",
      answer:
        "The rate depends on floor area, the LOD and LOA required, which disciplines are modeled and how complex the building is. The $0.75 per square foot starting rate applies to LOD 200 architectural modeling of straightforward buildings. Structure, MEP, LOD 300-400 and heritage detail raise the rate, and we confirm the price after reviewing sample scans.",
    },
    {
      question: "How long does a Scan-to-BIM project take?",
      answer:
        "Small areas, single floors and revisions are usually returned within 24-48 hours. Larger buildings and campuses are scheduled by milestone, floor by floor or building by building, with dates agreed at the start. Delivering in packages lets your design team begin on completed areas while we model the rest, instead of waiting for one large final issue.",
    },
  ],
  relatedServices: [1, 3, 4],
  cta: {
    title: "Send a sample of your scan data for a per-square-foot quote",
    description:
      "Share floor areas, the LOD and LOA you need and a sample of the point cloud. We reply within 24 hours with questions, a delivery schedule and a per-square-foot price.",
  },
  pricing: {
    model: "Per square foot",
    startingAt: "$0.75",
    description:
      "Priced per square foot of modeled floor area according to LOD, disciplines and building complexity. The $0.75 starting rate applies to LOD 200 architectural modeling of straightforward buildings; LOD 300 and LOD 400, structure, MEP and heritage detail raise the rate. Registration of raw scans is quoted separately where needed.",
  },
  regions: [...company.markets],
  standards: [
    {
      region: "United States",
      items:
        "USIBD Level of Accuracy Specification, GSA BIM Guide 03 for 3D laser scanning, BIMForum LOD Specification, US National CAD Standard V6, BOMA area standards",
    },
    {
      region: "United Kingdom",
      items:
        "RICS measured surveys of land, buildings and utilities guidance, ISO 19650-2 naming and CDE workflow (BS 1192 lineage), Uniclass 2015, IPMS and RICS Code of Measuring Practice",
    },
    {
      region: "United Arab Emirates and Middle East",
      items: "USIBD LOA targets set in client BEPs, ISO 19650 information delivery, IFC and COBie for facility management handover",
    },
    {
      region: "Canada and Australia",
      items: "USIBD LOA, ISO 19650, CanBIM guidance in Canada, NATSPEC National BIM Guide in Australia",
    },
    {
      region: "European Union and India",
      items: "EN ISO 19650 series, IFC4 open exchange, client-specified LOA and measured survey requirements",
    },
  ],
  technologies: [
    "Leica Cyclone REGISTER 360",
    "FARO SCENE",
    "Trimble RealWorks",
    "Autodesk ReCap Pro",
    "Autodesk Revit",
    "ClearEdge3D EdgeWise",
    "CloudCompare",
    "Navisworks Manage",
  ],
} satisfies Service;
