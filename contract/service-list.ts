/**
 * The nine services, once: the content schema, the consultation form's choices, the lead mails and every menu
 * derive from this list; each service's full text is in content/services/.
 */
export const serviceList = [
  { id: 1, slug: "bim-services", formValue: "bim-services", title: "BIM Services", tier: "main", icon: "building" },
  { id: 2, slug: "scan-to-bim", formValue: "scan-to-bim", title: "Scan-to-BIM", tier: "main", icon: "scan" },
  { id: 3, slug: "revit-family-creation", formValue: "revit-family", title: "Revit Family Creation", tier: "additional", icon: "box" },
  { id: 4, slug: "mep-design", formValue: "mep-design", title: "MEP Design", tier: "main", icon: "fan" },
  { id: 5, slug: "mep-clash-detection", formValue: "clash-detection", title: "MEP Clash Detection", tier: "main", icon: "git-merge" },
  { id: 6, slug: "structural-detailing", formValue: "structural-detailing", title: "Structural Detailing", tier: "main", icon: "columns" },
  { id: 7, slug: "rebar-detailing", formValue: "rebar-detailing", title: "Rebar Detailing", tier: "main", icon: "grid" },
  { id: 8, slug: "civil-3d-modelling", formValue: "civil-3d", title: "Civil 3D Modelling", tier: "additional", icon: "route" },
  { id: 9, slug: "precast-detailing", formValue: "precast-detailing", title: "Precast Detailing", tier: "additional", icon: "layers" },
] as const;

export const serviceSlugs = serviceList.map((s) => s.slug);
export const serviceFormValues = serviceList.map((s) => s.formValue);
