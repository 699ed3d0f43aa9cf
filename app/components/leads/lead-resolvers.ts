import { zodResolver } from "@hookform/resolvers/zod";
import { consultationFormSchema, inquiryFormSchema } from "../../../contract/leads";

// The lead forms' checks, loaded with zod when a form is first used (app/lib/contract-on-demand.ts says why).
export const consultationResolver = zodResolver(consultationFormSchema);
export const inquiryResolver = zodResolver(inquiryFormSchema);
