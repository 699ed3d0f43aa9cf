import { useLocation } from "react-router";
import type { LeadForm } from "../../../contract/leads";

/** Where a lead form posts when the browser sends it itself, before or without the page's code. */
export const leadFormPost = { method: "post", action: "/api/contact", "data-lead-form": "" } as const;

/**
 * What a native post needs beyond the visible fields: which form it is, the page, and the stamp and paint time
 * the first-paint script fills in. The script's own submit reads the last two from here as well.
 */
export function NativePostFields({ form }: { form: LeadForm }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="formStamp" />
      <input type="hidden" name="shownAt" />
    </>
  );
}
