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
  { name: "Riverside Medical Centre — MEP coordination", service: "MEP Design", percent: 75, due: "12 Dec 2026", status: "On track" },
  { name: "Harbour Point Tower — Revit LOD 350 model", service: "BIM Services", percent: 45, due: "20 Jan 2027", status: "On track" },
  { name: "Northgate Retail Park — rebar detailing", service: "Rebar Detailing", percent: 90, due: "30 Nov 2026", status: "Final review" },
] as const;

export const sampleDeliverables = [
  { title: "Clash detection report, level 3–5", project: "Riverside Medical Centre", due: "28 Nov 2026" },
  { title: "Structural shop drawings, package B", project: "Northgate Retail Park", due: "30 Nov 2026" },
  { title: "Coordinated federated model v2", project: "Harbour Point Tower", due: "9 Dec 2026" },
] as const;

export const resources = [
  { title: "BIM Standards Guide", text: "Our modelling conventions, LOD definitions and naming rules.", action: "Download PDF" },
  { title: "Template Library", text: "Revit templates, families and sheet sets used on your projects.", action: "Access Library" },
  { title: "Training Videos", text: "Short walkthroughs of reviewing models and raising RFIs.", action: "Watch Videos" },
] as const;
