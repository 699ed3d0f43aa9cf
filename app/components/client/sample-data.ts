// Spec 01 §2: the client dashboard's figures are fixed samples until projects are tracked on the server.

export const sampleStats = {
  activeProjects: 3,
  savedCost: "$48,500",
  savedCostDetail: "28% below in-house estimates",
  supportTickets: 1,
  supportDetail: "Average response 4 hrs",
  documents: 24,
  documentsDetail: "6 added this month",
};

export const sampleProjects = [
  { name: "Riverside Medical Center — MEP coordination", service: "MEP Design", percent: 75, due: "Dec 12, 2026", status: "On track" },
  { name: "Harbor Point Tower — Revit LOD 350 model", service: "BIM Services", percent: 45, due: "Jan 20, 2027", status: "On track" },
  { name: "Northgate Retail Park — rebar detailing", service: "Rebar Detailing", percent: 90, due: "Nov 30, 2026", status: "Final review" },
] as const;

export const sampleDeliverables = [
  { title: "Clash detection report, level 3–5", project: "Riverside Medical Center", due: "Nov 28, 2026" },
  { title: "Structural shop drawings, package B", project: "Northgate Retail Park", due: "Nov 30, 2026" },
  { title: "Coordinated federated model v2", project: "Harbor Point Tower", due: "Dec 9, 2026" },
] as const;

export const resources = [
  { title: "BIM Standards Guide", text: "Our modeling conventions, LOD definitions and naming rules.", action: "Download PDF" },
  { title: "Template Library", text: "Revit templates, families and sheet sets used on your projects.", action: "Access Library" },
  { title: "Training Videos", text: "Short walkthroughs of reviewing models and raising RFIs.", action: "Watch Videos" },
] as const;
