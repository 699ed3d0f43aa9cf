import type { Service } from "../../contract/content";
import { technicalPositions } from "../technical-positions";
import { company } from "../company";

export const service = {
  id: 5,
  slug: "mep-clash-detection",
  formValue: "clash-detection",
  tier: "main",
  title: "MEP Clash Detection",
  metaTitle: "MEP Clash Detection Services | Navisworks Coordination | Stratum",
  metaDescription:
    "Navisworks clash detection and MEP coordination with grouped clashes, BCF issues and signed-off models. Priced per model or per clash cycle.",
  icon: "git-merge",
  shortDescription: "Navisworks and Solibri clash detection with grouped, prioritized clashes, BCF issue tracking and coordinated, signed-off MEP models.",
  description:
    "We run clash detection and MEP coordination for general contractors, MEP trades and design teams: federating models in Navisworks Manage, running agreed clash tests, grouping clashes by root cause, issuing BCF topics to the right trade and updating MEP models until each zone is signed off for fabrication.",
  fullDescription: [
    "Clash detection is easy to run and hard to do well. A raw Navisworks run on a federated hospital or data center model can return tens of thousands of clashes, most of them duplicates, tolerable overlaps or symptoms of the same routing problem. Stratum turns that output into a coordination process: clashes grouped into issues a person can decide on, assigned to the trade that owns the fix, tracked to closure and shown to be resolved in the next test run. The result is a model trades can fabricate and install from.",
    `Coordination starts with setup. We agree a clash matrix with your team that sets which disciplines are tested against each other, in what priority and with which tolerances. Typical settings are a hard-clash tolerance of ${technicalPositions.clashTolerance} for services against structure and system against system, clearance tests of 25-50 mm for insulation and hangers, and modeled access zones for valves, dampers and equipment maintenance. Models are aligned on shared coordinates, exported to NWC with consistent selection sets, and checked for missing or outdated content before the first test.`,
    "Tests run in Navisworks Manage Clash Detective as hard, hard (conservative), clearance and duplicate tests, with rules that ignore clashes within the same file or composite object where appropriate. Solibri Office rule checks supplement them for issues a geometry test misses, such as headroom, fire compartment penetrations and missing elements. Results are grouped by level, grid zone, system and responsible element, so that a 300 mm duct crossing twelve sprinkler branches becomes one issue with one decision instead of twelve separate clashes.",
    "Each issue is published as a BCF topic with a viewpoint, description, proposed resolution and assignee, through Autodesk Construction Cloud Model Coordination, BIM Collaborate Pro, Revizto or BIMcollab. Where the trade models are ours to update, our MEP modelers reroute directly in Revit, respecting slopes, bend radii, insulation thickness and SMACNA hanger spacing. Coordination cycles, typically every one or two weeks, end with a clash report, an updated issue log and a meeting summary, and zones are signed off by level and area so fabrication and installation can start where coordination is complete.",
    "Clients usually commission us for one of two reasons: a general contractor wants an independent coordination team that is not tied to any trade, or an MEP contractor needs coordinated, fabrication-ready models faster than its own team can produce them. Either way, we price per model or per clash cycle after reviewing model size and scope. Clash runs and issue updates on an active project are turned around in 24-48 hours, while full coordination of a large building is scheduled zone by zone against your installation sequence. Clients typically spend 20-35% less than with an in-house coordination team.",
  ],
  usp: "Clashes grouped by root cause, issued as BCF topics to the right trade and tracked to sign-off, with 24-48 hour turnaround on clash cycles.",
  highlights: [
    "Navisworks Manage Clash Detective tests with agreed tolerances",
    "Clash matrix and priorities set out in the BIM Execution Plan",
    "Clashes grouped by root cause, not reported one by one",
    "BCF issue workflow in ACC, BIM Collaborate Pro, Revizto or BIMcollab",
    "MEP model updates in Revit through to zone sign-off",
    "24-48 hour turnaround on clash runs and issue updates",
  ],
  benefits: [
    {
      title: "Less rework on site",
      description:
        "Resolving conflicts in the model costs a fraction of fixing them after installation, and protects ceiling heights, access routes and inspection dates that rework would put at risk.",
      icon: "hard-hat",
    },
    {
      title: "Fabrication-ready models",
      description:
        "Coordinated, signed-off zones let duct, pipe and sprinkler contractors prefabricate with confidence and install to the model instead of routing services in the field.",
      icon: "factory",
    },
    {
      title: "Decisions, not noise",
      description:
        "Grouped and prioritized issues with proposed fixes let coordination meetings spend their time on real decisions instead of scrolling through thousands of duplicate clashes.",
      icon: "target",
    },
    {
      title: "Neutral coordination",
      description:
        "As an independent coordinator we apply the same rules to every trade and record who owns each issue, which reduces disputes over responsibility, cost and schedule.",
      icon: "handshake",
    },
    {
      title: "Keeps pace with installation",
      description:
        "Clash cycles returned in 24-48 hours and zone-by-zone sign-off keep coordination ahead of the installation sequence, so crews are not left waiting for a coordinated area.",
      icon: "clock",
    },
  ],
  features: [
    "Model federation in Navisworks Manage with shared coordinates and search sets",
    "Clash matrix, test priorities and tolerance settings agreed per project",
    "Hard, clearance and duplicate clash tests with rule-based filtering",
    "Solibri Office rule checks for clearances, penetrations and model quality",
    "Clash grouping by level, grid zone, system and responsible trade",
    "BCF 2.1 and BCF 3.0 issue exchange with viewpoints and assignees",
    "Revit MEP rerouting that respects slopes, insulation and hanger spacing",
    "Coordination meeting support and issue log management",
    "Combined services drawings and zone sign-off sheets",
  ],
  deliverables: [
    "Federated Navisworks models (NWF and NWD) for each coordination cycle",
    "Clash reports in HTML and XML with grouped viewpoints",
    "BCF issue files or platform issues with full status history",
    "Updated, coordinated Revit MEP models",
    "Clash matrix, tolerance schedule and coordination procedure",
    "Combined services or coordination drawings for sign-off",
  ],
  caseStudies: [
    {
      title: "Trade coordination for a 320-bed hospital expansion in the US Midwest",
      description:
        "A US general contractor needed independent coordination of eight trade models on a 320-bed hospital expansion with dense above-ceiling services and medical gas. We federated the models in Navisworks Manage, ran weekly clash cycles over fourteen weeks, managed issues in Autodesk Construction Cloud Model Coordination, and rerouted MEP in Revit where trades had handed modeling scope to us.",
      industry: "Healthcare",
      results: [
        "38,000 raw clashes consolidated into 2,100 issues",
        "1,450 clashes resolved before construction",
        "Design ceiling heights held on all six patient floors",
      ],
    },
    {
      title: "MEP coordination for a data center in the UK",
      description:
        "A UK mechanical and electrical contractor on a five-hall data center needed coordination of busbar, cable containment, chilled water and fire suppression models, with clearance zones for maintenance access to every cooling unit. We ran clearance and hard tests against an ISO 19650 coordination procedure and exchanged BCF issues with the design team through Revizto.",
      industry: "Data centers",
      results: [
        "860 issues closed across five data halls",
        "Clash cycles returned in 36 hours on average",
        "Prefabricated pipe modules installed without field modification",
      ],
    },
    {
      title: "Combined services coordination for a residential tower in Abu Dhabi",
      description:
        "An MEP contractor in Abu Dhabi had trade models from three subcontractors that did not agree on ceiling voids in a 38-story residential tower. We set a shared clash matrix, ran clearance tests for maintenance access to fan coil units and valves, coordinated the models in Revit, and produced combined services drawings for consultant approval.",
      industry: "Residential",
      results: ["Combined services drawings approved for 34 typical floors", "Coordination cost 30% below regional quotes"],
    },
  ],
  faq: [
    {
      question: "What is the difference between clash detection and MEP coordination?",
      answer:
        "Clash detection is the test: software finds where elements occupy the same space or break a clearance. Coordination is what follows: grouping results, deciding who moves what, updating models and confirming the fix. We provide both, and can also stop at grouped, assigned BCF issues if your trades update their own models.",
    },
    {
      question: "Which clash tolerances do you use?",
      answer: `Tolerances are agreed per project and written into the BIM Execution Plan. A common starting point is ${technicalPositions.clashTolerance} for hard clashes of services against structure and system against system, 25-50 mm clearance for insulation and supports, and modeled access zones for maintenance and NEC working space around electrical equipment. Tighter tolerances apply where prefabrication is planned.`,
    },
    {
      question: "Can you coordinate models from different trades and software?",
      answer:
        "Yes. Navisworks reads native Revit models, AutoCAD-based formats and IFC, so we routinely federate Revit MEP models with Tekla Structures steel, Autodesk Fabrication CADmep duct and pipe, and sprinkler models from specialist software. We check units, coordinates and element properties on import so every trade is tested on the same basis.",
    },
    {
      question: "How is clash detection priced?",
      answer:
        "It is quote-based. One-off clash reviews are priced per model, while ongoing coordination is priced per clash cycle, covering test runs, grouping, BCF issues and the report. The price depends on building size, the number of trade models, cycle frequency and whether we also update the MEP models, and we reply to requests within 24 hours.",
    },
    {
      question: "How do clash issues reach our trades?",
      answer:
        "Through whatever issue platform the project uses: Autodesk Construction Cloud, BIM Collaborate Pro, Revizto, BIMcollab or plain BCF files. Each issue carries a viewpoint, a description, a proposed resolution, a priority and an assignee, and its status is tracked from open to closed, so nothing depends on screenshots in email.",
    },
  ],
  relatedServices: [4, 1, 6],
  cta: {
    title: "Send your models for a clash review quote",
    description:
      "Share the trade models or a sample, the number of disciplines and your coordination schedule. We reply within 24 hours with a per-model or per-cycle price.",
  },
  pricing: {
    model: "Per model or per clash cycle",
    description:
      "Quote-based. One-off clash reviews are priced per model; ongoing coordination is priced per clash cycle, covering test runs, grouping, BCF issues and the report. The quote depends on building size, the number of trade models and whether we also update the MEP models.",
  },
  regions: [...company.markets],
  standards: [
    {
      region: "United States",
      items:
        "BIMForum LOD 350-400 for coordination models, SMACNA hanger guidance, NFPA 13 sprinkler clearances, NFPA 70 (NEC) 110.26 working space, BCF 2.1 and 3.0",
    },
    {
      region: "United Kingdom",
      items:
        "ISO 19650-2 information delivery and CDE workflow (BS 1192 and PAS 1192-2 lineage), Uniclass 2015 system classification, combined services drawings, BCF exchange",
    },
    {
      region: "United Arab Emirates and Middle East",
      items: "ISO 19650-based client BEPs, UAE Fire and Life Safety Code of Practice clearances, combined services drawings for consultant approval",
    },
    {
      region: "Canada and Australia",
      items: "ISO 19650, CanBIM guidance in Canada, NATSPEC National BIM Guide in Australia, open BCF issue exchange",
    },
    {
      region: "European Union and India",
      items: "EN ISO 19650 series, IFC4 model federation, BCF issue exchange, client coordination procedures",
    },
  ],
  technologies: [
    "Navisworks Manage",
    "Autodesk Revit",
    "Solibri Office",
    "Autodesk Construction Cloud",
    "BIM Collaborate Pro",
    "Revizto",
    "BIMcollab",
    "Autodesk Fabrication CADmep",
  ],
} satisfies Service;
