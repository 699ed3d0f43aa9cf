import Bowser from "bowser";

const UNKNOWN = "Unknown device";

/** "Chrome on Windows": enough for a person to recognize their own browser, nothing to fingerprint with. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || UNKNOWN;
}
