import { createHmac, timingSafeEqual } from "node:crypto";

/** Faster than this from showing the form to sending it, nobody has read, let alone typed, anything. */
export const MIN_FILL_MS = 3_000;
const CLOCK_SKEW_MS = 5_000;

export type StampVerdict = "none" | "ok" | "too-fast" | "forged";

/**
 * The time trap: a signed "form shown at" stamp, fetched when the form mounts because prerendered pages
 * cannot carry one. No stamp is not itself spam: the diagnostic page and scripts post without one.
 */
export function formStamps(secret: string) {
  const sign = (issuedAt: string) => createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");
  return {
    issue(now = Date.now()): string {
      return `${now}.${sign(String(now))}`;
    },
    check(stamp: string | undefined, now = Date.now()): StampVerdict {
      if (!stamp) return "none";
      const [issuedAt, signature = ""] = stamp.split(".");
      const expected = Buffer.from(sign(issuedAt));
      const given = Buffer.from(signature);
      if (!/^\d{13}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
      const age = now - Number(issuedAt);
      if (age < -CLOCK_SKEW_MS) return "forged";
      return age < MIN_FILL_MS ? "too-fast" : "ok";
    },
  };
}
