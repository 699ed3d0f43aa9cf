import type { IconName } from "../contract/icons";
import { company, companyFacts } from "./company";

/** The /clients page's copy: the figures, the clients we may name and the sectors we serve. */
export const clientStats = [
  { value: companyFacts.projectsDelivered, label: "Projects delivered since 2017" },
  { value: company.areaModeled, label: "Floor area modeled" },
  { value: companyFacts.clientRetention, label: "Client retention" },
  { value: companyFacts.countries, label: "Countries served" },
];

// Names are shown as the sector descriptions our agreements allow.
export const clientLogos: { id: number; name: string; industry: string; icon: IconName }[] = [
  { id: 1, name: "Meridian Builders", industry: "General contracting, USA", icon: "hard-hat" },
  { id: 2, name: "Coastline Reinforcing", industry: "Rebar fabrication, Canada", icon: "grid" },
  { id: 3, name: "Northgate Healthcare Estates", industry: "Healthcare estates, UK", icon: "hospital" },
  { id: 4, name: "Alder Facade Systems", industry: "Building products, EU", icon: "factory" },
];

export const clientSectors = [
  { title: "General contractors", text: "Construction models, trade coordination and quantity take-offs for preconstruction and delivery teams." },
  { title: "Engineering consultants", text: "Overflow MEP and structural production at busy stages, in the consultant's own templates." },
  { title: "Fabricators and manufacturers", text: "Shop drawings, bar bending schedules, precast piece drawings and Revit product libraries." },
  { title: "Owners and facility managers", text: "Scan-to-BIM record models and COBie asset data linked to CAFM systems." },
];
