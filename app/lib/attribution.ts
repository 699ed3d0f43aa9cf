import { type Attribution, attributionSchema } from "../../contract/leads";

/** localStorage key; the cookie policy must name it. */
export const FIRST_TOUCH_KEY = "stratum.first-touch";

const utmFields = { utm_source: "utmSource", utm_medium: "utmMedium", utm_campaign: "utmCampaign", utm_term: "utmTerm", utm_content: "utmContent" } as const;
const clip = (value: string) => value.slice(0, 1000);

/** Remembers where and from where the visitor first arrived; later visits never overwrite it. */
export function captureFirstTouch() {
  try {
    if (localStorage.getItem(FIRST_TOUCH_KEY)) return;
    const params = new URLSearchParams(window.location.search);
    const touch: Attribution = { landingPage: clip(window.location.pathname + window.location.search) };
    // Our own pages as referrer say nothing about how the visitor found us.
    if (document.referrer && !document.referrer.startsWith(window.location.origin)) touch.referrer = clip(document.referrer);
    for (const [param, field] of Object.entries(utmFields)) {
      const value = params.get(param);
      if (value) touch[field] = clip(value);
    }
    localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage blocked (private mode, policy): the lead is sent without attribution.
  }
}

export function firstTouch(): Attribution | undefined {
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(localStorage.getItem(FIRST_TOUCH_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
