/** Addresses seen in menus, footers and older links, sent permanently to the page they mean. */
export const redirects: Record<string, string> = {
  "/services/bim": "/services/bim-services",
  "/services/engineering": "/services",
  "/services/outsourcing": "/services",
  "/services/consulting": "/contact",
  "/services/revit-family": "/services/revit-family-creation",
  "/services/revit-families": "/services/revit-family-creation",
  "/services/clash-detection": "/services/mep-clash-detection",
  "/services/civil-3d": "/services/civil-3d-modelling",
  "/services/civil-3d-modeling": "/services/civil-3d-modelling",
  "/services/structural": "/services/structural-detailing",
  "/services/rebar": "/services/rebar-detailing",
  "/services/precast": "/services/precast-detailing",
  "/services/mep": "/services/mep-design",
  "/settings": "/profile?tab=preferences",
};
