/** What each security header the site sets is for, as /security-test lists them. */
export const headerExplanations: Record<string, string> = {
  "content-security-policy": "Limits where scripts, styles, images and connections may come from; inline scripts run only by hash.",
  "strict-transport-security": "Tells browsers to use HTTPS only for this site (sent when the site runs on HTTPS).",
  "x-frame-options": "Stops other sites from framing these pages (clickjacking).",
  "x-content-type-options": "Stops browsers from guessing a file's type differently from the one declared.",
  "referrer-policy": "Sends only the origin to other sites, never the full address of the page.",
  "permissions-policy": "Turns off camera, microphone and geolocation for every page.",
  "cross-origin-opener-policy": "Keeps pages opened from other sites out of this page's browsing context.",
  "cross-origin-resource-policy": "Stops other sites from embedding this site's responses.",
  "origin-agent-cluster": "Asks the browser to isolate this origin in its own process where it can.",
  "x-dns-prefetch-control": "Turns off DNS prefetching of links, which can leak the pages a visitor reads.",
  "x-permitted-cross-domain-policies": "Forbids legacy plug-ins from loading data across domains.",
};
