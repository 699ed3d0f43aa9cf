/** Every timing and limit of the two specs' §9 tables, in one place; browser and server both read it. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 01 §9: toasts. */
export const TOAST = {
  maxVisible: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: "F8",
  /** Session storage: a toast for the page a full redirect lands on. */
  pendingKey: "pending-toast",
} as const;

/** Spec 01 §9 and 02 §9: how long cached query data stays fresh. */
export const QUERY = {
  staleMs: 10 * SECOND,
  retries: 1,
  sessionStaleMs: 30 * SECOND,
  sessionRetries: 1,
  servicesStaleMs: 60 * SECOND,
} as const;

/** How long each mailed link works; mails and pages state these through durationInWords. */
export const LINK_LIFETIME = {
  resetMs: HOUR,
  /** A new account's first link: people open these days later, unlike a reset they just asked for. */
  welcomeMs: 72 * HOUR,
  verifyEmailMs: 48 * HOUR,
  emailChangeConfirmMs: 24 * HOUR,
  emailChangeUndoMs: 7 * DAY,
  newsletterConfirmMs: 7 * DAY,
} as const;

/**
 * Spec 01 §9's response promise, and the free assessment's written answer (spec 02): mails, the thank-you screens
 * and the server's pages state them through durationInWords.
 */
export const PROMISE = { replyMs: 24 * HOUR, assessmentMs: 48 * HOUR } as const;

/** How long a sign-in lasts (server/accounts/sessions); the Cookie Policy states the remembered one and the two-step wait. */
export const SESSION = {
  /** Ends with the browser, and on the server this long after sign-in at the latest. */
  shortMs: 12 * HOUR,
  /** "Stay signed in": this long after sign-in at the latest, however busy the visitor is. */
  rememberMs: 30 * DAY,
  /** Without a request for this long a session ends. */
  shortIdleMs: 30 * MINUTE,
  rememberIdleMs: 7 * DAY,
  /** A password accepted waits this long for its two-step code. */
  twoStepPendingMs: 5 * MINUTE,
} as const;

/** The lead forms' time trap (server/leads/form-stamp.ts); the review reasons sales reads state both. */
export const FORM_STAMP = { minFillMs: 3 * SECOND, lifetimeMs: 12 * HOUR } as const;

/** The console overview's and traffic card's window, and the one before it that Conversion Rate compares with. */
export const OVERVIEW_WINDOW = { days: 30, ms: 30 * DAY } as const;

export const RESET_REDIRECT_MS = 2000;
export const SERVICE_REDIRECT_MS = 5000;

/** Spec 01 §9: the header turns solid after this much scroll; anchors leave this much room for it. */
export const HEADER_SOLID_AFTER_PX = 20;
export const HEADER_OFFSET_PX = 80;

export const COOKIE_BANNER = {
  delayMs: 1500,
  storageKey: "cookie-consent",
  /** The per-category choice behind 'accepted'/'declined'; 'accepted' alone means everything. */
  preferencesKey: "cookie-preferences",
} as const;

export const PROMO_BANNER = {
  defaultDelayMs: 1000,
  reappearAfterMs: 7 * DAY,
  /** Prefixed with the banner's id, so a new campaign is not hidden by the last one's dismissal. */
  dismissedKeyPrefix: "promo-banner-dismissed:",
} as const;

export const STICKY_CTA = {
  delayMs: 5000,
  sharedLayoutScrollFraction: 0.3,
  defaultScrollFraction: 0.25,
} as const;

export const EXIT_INTENT = {
  repeatAfterMs: 24 * HOUR,
  timeTriggerMs: 3 * MINUTE,
  topEdgePx: 20,
  upwardScrollPx: 60,
  mobileBelowPx: 768,
  storageKey: "exit-intent-shown",
} as const;

/** Spec 02 §5 and §9: the rate-limit test and the limit of the route it probes. */
export const RATE_LIMIT_TEST = {
  minRequests: 1,
  maxRequests: 50,
  defaultRequests: 10,
  spacingMs: 100,
  routeMax: 5,
  routeWindowSeconds: 60,
} as const;

/** Spec 02 §9: the blog and the service pages' keyword recipe; the list itself has no cap (issue 22 item 11). */
export const BLOG = {
  featuredTags: 4,
  cardTags: 3,
  structuredDataPosts: 10,
  scrollDepthStepPercent: 25,
  descriptionLimit: 160,
  keywordFeatures: 5,
  keywordFeatureWords: 3,
  keywordTechnologies: 3,
} as const;

/** Spec 01 §7 and 02 §9: the analytics script waits for an idle browser, at most this long. */
export const ANALYTICS = {
  idleFallbackMs: 2000,
  scriptPath: "/scripts/analytics.js",
  eventsPerMinute: 60,
  /** All visitors together: a flood of views cannot grow the table past this many rows a day. */
  viewsPerDay: 20_000,
  pathMax: 300,
  referrerHostMax: 253,
} as const;
