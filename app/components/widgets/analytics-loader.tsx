import { useEffect } from "react";
import { ANALYTICS } from "../../../contract/constants";
import { allowsAnalytics, CONSENT_CHANGED } from "../../lib/consent";
import { whenIdle } from "../../lib/idle";
import { siteSettings } from "../../lib/site-settings";

function addFirstPartyScript() {
  if (document.querySelector(`script[src="${ANALYTICS.scriptPath}"]`)) return;
  const script = document.createElement("script");
  script.src = ANALYTICS.scriptPath;
  script.defer = true;
  document.body.append(script);
}

async function withdrawGoogleAnalytics() {
  const id = (await siteSettings())?.analytics.gaMeasurementId;
  if (id) (await import("../../lib/google-analytics")).stopGoogleAnalytics(id);
}

/** Adds the analytics scripts once the browser is idle, and only while the visitor's consent allows analytics. */
export function AnalyticsLoader() {
  useEffect(() => {
    let cancel = () => {};
    const apply = () => {
      cancel();
      if (!allowsAnalytics()) {
        if (document.querySelector("script[data-google-analytics]")) void withdrawGoogleAnalytics();
        return;
      }
      cancel = whenIdle(() => {
        addFirstPartyScript();
        void siteSettings().then(async (settings) => {
          const id = settings?.analytics.gaMeasurementId;
          // Most sites run without GA: its loader is fetched only when there is an id and consent.
          if (id && allowsAnalytics()) (await import("../../lib/google-analytics")).loadGoogleAnalytics(id);
        });
      });
    };
    apply();
    window.addEventListener(CONSENT_CHANGED, apply);
    return () => {
      cancel();
      window.removeEventListener(CONSENT_CHANGED, apply);
    };
  }, []);
  return null;
}
