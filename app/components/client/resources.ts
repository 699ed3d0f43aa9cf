// Spec 01 §2: the Resources tab's three cards; each file is shared by the project manager.

export const resources = [
  { title: "BIM Standards Guide", text: "Our modeling conventions, LOD definitions and naming rules.", action: "Download PDF" },
  { title: "Template Library", text: "Revit templates, families and sheet sets used on your projects.", action: "Access Library" },
  { title: "Training Videos", text: "Short walkthroughs of reviewing models and raising RFIs.", action: "Watch Videos" },
] as const;
