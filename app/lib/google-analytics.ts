type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Adds the Google Analytics tag; called only after analytics consent and only when the site has an id. */
export function loadGoogleAnalytics(measurementId: string) {
  const w = window as GtagWindow;
  Reflect.set(window, `ga-disable-${measurementId}`, false);
  if (document.querySelector("script[data-google-analytics]")) return;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
    w.dataLayer?.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.googleAnalytics = "";
  document.head.append(script);
}

/** Consent withdrawn: Google's documented switch stops the tag for the rest of the page's life. */
export function stopGoogleAnalytics(measurementId: string) {
  Reflect.set(window, `ga-disable-${measurementId}`, true);
}
