import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";
import { loginSchema, registerFormSchema } from "../../../contract/accounts";
import { twoFactorMessages } from "../../../contract/messages/accounts";

// The sign-in page's checks, loaded with zod when a form is first used (app/lib/contract-on-demand.ts says why).
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerFormSchema);
export const appCodeResolver = zodResolver(
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, twoFactorMessages.codeNeeded),
  }),
);
export const recoveryCodeResolver = zodResolver(z.object({ recoveryCode: z.string().trim().min(1, "Enter one of your recovery codes.") }));
