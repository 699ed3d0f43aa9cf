import { zodResolver } from "@hookform/resolvers/zod";
import { consultationFormSchema } from "../../../contract/leads";

/** The consultation form's checks, loaded with zod when the form is first used (app/lib/contract-on-demand.ts says why). */
export const consultationResolver = zodResolver(consultationFormSchema);
