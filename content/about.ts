import type { IconName } from "../contract/icons";
import { company } from "./company";

const f = company.figures;

/** The /about page's copy: the history behind "Show our history", the four commitments and the figures beside the story. */
export const aboutMilestones = [
  {
    year: "2017",
    text: `Founded in Hyderabad by ${f.foundingEngineers} structural and MEP engineers, detailing rebar and steel for two North American fabricators.`,
  },
  { year: "2018", text: "First Revit coordination contracts with US general contractors; MEP design and clash detection become a separate team." },
  { year: "2019", text: "ISO 9001 certification of the quality system; London office opens to serve UK contractors working to BS 1192 and PAS 1192." },
  { year: "2020", text: "Scan-to-BIM team formed for healthcare and heritage estates; all delivery moved to cloud common data environments." },
  { year: "2021", text: "ISO 27001 certification; Dubai office opens for UAE and Middle East projects." },
  { year: "2022", text: "Singapore office opens; precast and Civil 3D teams added for infrastructure clients." },
  { year: "2023", text: "Tokyo office opens; the team passes 100 engineers and the UK work moves fully to ISO 19650." },
  { year: "2025", text: `${f.experts} engineers, ${f.projects} projects and clients in ${f.countries} countries, with ${f.retention} client retention.` },
];

export const aboutValues: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "target",
    title: "Right first time",
    text: "We would rather ask one more question than issue one wrong drawing. Every RFI we raise saves a site problem.",
  },
  { icon: "handshake", title: "Your standards, not ours", text: "We work in your templates and naming rules so our work is indistinguishable from your own." },
  { icon: "clock", title: "Honest schedules", text: "We quote dates we can keep, report progress weekly and tell you early if something is at risk." },
  { icon: "lock", title: "Confidential by design", text: "ISO 27001 controls, NDAs and project-only access protect your clients' information." },
];

export const aboutStats = [
  { value: f.projects, label: "Projects delivered" },
  { value: f.experts, label: "Engineers and modelers" },
  { value: f.countries, label: "Countries served" },
  { value: f.retention, label: "Client retention" },
];
