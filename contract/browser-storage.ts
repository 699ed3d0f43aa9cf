import { EXIT_INTENT, PROMO_BANNER, SESSION } from "./constants";
import { durationInWords } from "./duration-words";

const promoPause = durationInWords(PROMO_BANNER.reappearAfterMs);
const exitIntentPause = durationInWords(EXIT_INTENT.repeatAfterMs);

/**
 * Every cookie and browser-storage key the site sets, in one list: the Cookie Policy and the GDPR page are
 * written from it at build time, and a browser test fails when the site sets a name that is not here.
 */
export type StoredItem = {
  name: string;
  where: "cookie" | "local storage" | "session storage";
  category: "Essential" | "Analytics" | "Marketing";
  party: "first party" | "third party";
  purpose: string;
  duration: string;
};

const browserStorage = [
  {
    name: "sid",
    where: "cookie",
    category: "Essential",
    party: "first party",
    duration: `Session; ${durationInWords(SESSION.rememberMs)} if you choose "Stay signed in on this device"`,
    purpose: "Keeps you signed in as you move between pages. It holds a random token; we store only a fingerprint (hash) of it.",
  },
  {
    name: "signed_in",
    where: "cookie",
    category: "Essential",
    party: "first party",
    duration: "As long as the sign-in session",
    purpose: "Tells the page that a sign-in session may exist, so pages for visitors who are not signed in make no account request. It holds only the value 1.",
  },
  {
    name: "csrf_secret",
    where: "cookie",
    category: "Essential",
    party: "first party",
    duration: "Session",
    purpose: "Protects forms and account actions against cross-site request forgery: our pages prove they come from this site by signing requests with it.",
  },
  {
    name: "login_pending",
    where: "cookie",
    category: "Essential",
    party: "first party",
    duration: durationInWords(SESSION.twoStepPendingMs),
    purpose: "Carries a sign-in from the password step to the two-step code step, and nothing else.",
  },
  {
    name: "_ga",
    where: "cookie",
    category: "Analytics",
    party: "third party",
    duration: "2 years",
    purpose: "Google Analytics, only where we have turned it on and you allowed analytics: distinguishes visitors so visits can be counted.",
  },
  {
    name: "_gid",
    where: "cookie",
    category: "Analytics",
    party: "third party",
    duration: "24 hours",
    purpose: "Google Analytics, as above: distinguishes visitors over a single day.",
  },
  {
    name: "_gat",
    where: "cookie",
    category: "Analytics",
    party: "third party",
    duration: "1 minute",
    purpose: "Google Analytics, as above: limits the rate of requests sent to Google.",
  },
  {
    name: "cookie-consent",
    where: "local storage",
    category: "Essential",
    party: "first party",
    duration: "Until you change your choice or clear your browser storage",
    purpose: "Your cookie choice, accepted or declined, so it applies on every page and you are not asked again.",
  },
  {
    name: "cookie-preferences",
    where: "local storage",
    category: "Essential",
    party: "first party",
    duration: "Until you change your choice or clear your browser storage",
    purpose: "Which optional categories (analytics, marketing) you allowed.",
  },
  {
    name: "stratum.first-touch",
    where: "local storage",
    category: "Marketing",
    party: "first party",
    duration: "Until you withdraw marketing consent or clear your browser storage",
    purpose:
      "Only if you allowed Marketing: how you first reached the site (landing page, the site that linked to you, campaign labels such as utm_source). It is sent to us only with a form you submit.",
  },
  {
    name: "promo-banner-dismissed:…",
    where: "local storage",
    category: "Essential",
    party: "first party",
    duration: `${promoPause} of effect; kept until you clear your browser storage`,
    purpose: `When you closed an announcement banner, one entry per announcement, so it stays hidden for ${promoPause}.`,
  },
  {
    name: "exit-intent-shown",
    where: "session storage",
    category: "Essential",
    party: "first party",
    duration: `Until you close the tab; the message stays away ${exitIntentPause}`,
    purpose: `When the free assessment offer was last shown, so it does not appear again for ${exitIntentPause}.`,
  },
  {
    name: "pending-toast",
    where: "session storage",
    category: "Essential",
    party: "first party",
    duration: "Until the next page shows it, at most until you close the tab",
    purpose: "A confirmation message that must survive a move to another page, such as after signing out.",
  },
] as const satisfies readonly StoredItem[];

const cell = (text: string) => text.replaceAll("|", "\\|");

/** The Markdown table of one kind of storage, for the legal pages. */
export function storageTable(where: StoredItem["where"]): string {
  const rows = browserStorage
    .filter((item) => item.where === where)
    .map((item) => `| \`${item.name}\` | ${cell(item.purpose)} | ${item.category} (${item.party}) | ${cell(item.duration)} |`);
  return ["| Name | Purpose | Category | Duration |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** `a`, `b` and `c`: the names of one category, for a sentence. */
export function storageNames(filter: (item: StoredItem) => boolean): string {
  const names = browserStorage.filter(filter).map((item) => `\`${item.name}\``);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
