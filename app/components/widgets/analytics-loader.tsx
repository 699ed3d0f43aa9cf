import { useEffect } from "react";
import { ANALYTICS } from "../../../contract/constants";
import { allowsAnalytics, CONSENT_CHANGED } from "../../lib/consent";
import { loadGoogleAnalytics, stopGoogleAnalytics } from "../../lib/google-analytics";
import { whenIdle } from "../../lib/idle";
import { siteSettings } from "../../lib/site-settings";

function addFirstPartyScript() {
  if (document.querySelector(`script[src="${ANALYTICS.scriptPath}"]`)) return;
  const script = document.createElement("script");
  script.src = ANALYTICS.scriptPath;
  script.defer = true;
  document.body.append(script);
}

/** Adds the analytics scripts once the browser is idle, and only while the visitor's consent allows analytics. */
export function AnalyticsLoader() {
  useEffect(() => {
    let cancel = () => {};
    const apply = () => {
      cancel();
      if (!allowsAnalytics()) {
        void siteSettings().then((settings) => settings?.analytics.gaMeasurementId && stopGoogleAnalytics(settings.analytics.gaMeasurementId));
        return;
      }
      cancel = whenIdle(() => {
        addFirstPartyScript();
        void siteSettings().then((settings) => {
          const id = settings?.analytics.gaMeasurementId;
          if (id && allowsAnalytics()) loadGoogleAnalytics(id);
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
