import type { Attribution } from "../../contract/leads";
import { allowsMarketing } from "./consent";
import { leadSchemasOnDemand } from "./contract-on-demand";

/** localStorage key, kept only with marketing consent; contract/browser-storage.ts lists it for the Cookie Policy. */
const FIRST_TOUCH_KEY = "stratum.first-touch";

const utmFields = { utm_source: "utmSource", utm_medium: "utmMedium", utm_campaign: "utmCampaign", utm_term: "utmTerm", utm_content: "utmContent" } as const;
const clip = (value: string) => value.slice(0, 1000);

/** This visit's first touch, held in memory: without consent it goes only with a form sent in this visit. */
let visit: Attribution | undefined;

async function stored(): Promise<Attribution | undefined> {
  try {
    const { attributionSchema } = await leadSchemasOnDemand();
    const parsed = attributionSchema.safeParse(JSON.parse(localStorage.getItem(FIRST_TOUCH_KEY) ?? "null"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Notes where and from where the visitor first arrived; kept on the device only while marketing is allowed. */
export function captureFirstTouch() {
  if (!visit) {
    const params = new URLSearchParams(window.location.search);
    const touch: Attribution = { landingPage: clip(window.location.pathname + window.location.search) };
    // Our own pages as referrer say nothing about how the visitor found us.
    if (document.referrer && !document.referrer.startsWith(window.location.origin)) touch.referrer = clip(document.referrer);
    for (const [param, field] of Object.entries(utmFields)) {
      const value = params.get(param);
      if (value) touch[field] = clip(value);
    }
    visit = touch;
  }
  applyMarketingConsent();
}

/** Keeps the first touch when marketing is allowed; forgets the stored one at once when it is not. */
export function applyMarketingConsent() {
  try {
    if (!allowsMarketing()) localStorage.removeItem(FIRST_TOUCH_KEY);
    else if (visit && !localStorage.getItem(FIRST_TOUCH_KEY)) localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked (private mode, policy): the lead is sent with this visit's touch only.
  }
}

export async function firstTouch(): Promise<Attribution | undefined> {
  return (allowsMarketing() ? await stored() : undefined) ?? visit;
}
