import { serviceList } from "./service-list";

// No zod here: the exit-intent popup and the forms read their labels without the schemas.

/** Spec 02: the variant A service choices, one per service's `formValue`, named by its title. */
export const consultationServices = serviceList.map((s) => ({ value: s.formValue, label: s.title }));
export type ConsultationService = (typeof consultationServices)[number]["value"];

/** Spec 01 §3: the variant B (/contact) service types. */
export const inquiryServiceTypes = [
  { value: "general", label: "General Inquiry" },
  { value: "bim", label: "BIM Services" },
  { value: "structural", label: "Structural Engineering" },
  { value: "mechanical", label: "Mechanical Engineering" },
  { value: "electrical", label: "Electrical Engineering" },
  { value: "civil", label: "Civil Engineering" },
  { value: "project_management", label: "Project Management" },
] as const;
export type InquiryServiceType = (typeof inquiryServiceTypes)[number]["value"];

/** Which form a lead came from; `form` in a body names it, otherwise its fields tell. */
const leadForms = ["consultation", "inquiry", "assessment", "test-page"] as const;
export type LeadForm = (typeof leadForms)[number];

/**
 * Each lead form's visible fields in order, with the labels and choices people read: the React forms label their
 * controls from here, and the server's correction page (a native post with mistakes) draws the same form from it.
 */
type LeadField = {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "textarea" | "select" | "check";
  required?: boolean;
  options?: readonly { value: string; label: string }[];
};
export const leadFormFields = {
  consultation: [
    { name: "fullName", label: "Full Name", kind: "text", required: true },
    { name: "email", label: "Email Address", kind: "email", required: true },
    { name: "phone", label: "Phone (optional)", kind: "tel" },
    { name: "service", label: "Service Required", kind: "select", options: consultationServices, required: true },
    { name: "message", label: "Project Details", kind: "textarea", required: true },
    { name: "privacy", label: "I agree to the Privacy Policy and to being contacted about my request.", kind: "check", required: true },
  ],
  inquiry: [
    { name: "name", label: "Full Name", kind: "text", required: true },
    { name: "email", label: "Email Address", kind: "email", required: true },
    { name: "company", label: "Company Name (optional)", kind: "text" },
    { name: "serviceType", label: "Service Type", kind: "select", options: inquiryServiceTypes, required: true },
    { name: "subject", label: "Project Subject", kind: "text", required: true },
    { name: "message", label: "Project Details", kind: "textarea", required: true },
  ],
  assessment: [
    { name: "email", label: "Work email", kind: "email", required: true },
    { name: "newsletter", label: "Also send me the engineering newsletter, about once a month (optional).", kind: "check" },
  ],
  "test-page": [
    { name: "fullName", label: "Full name", kind: "text", required: true },
    { name: "email", label: "Email", kind: "email", required: true },
    { name: "phone", label: "Phone (optional)", kind: "tel" },
    { name: "message", label: "Message", kind: "textarea", required: true },
  ],
} as const satisfies Record<LeadForm, readonly LeadField[]>;
export type LeadFieldOf<F extends LeadForm> = (typeof leadFormFields)[F][number];

/** One form's labels by field name, for a form that draws its own controls. */
export function leadFieldLabels<F extends LeadForm>(form: F): Record<LeadFieldOf<F>["name"], string> {
  return Object.fromEntries(leadFormFields[form].map((field: LeadField) => [field.name, field.label])) as Record<LeadFieldOf<F>["name"], string>;
}
