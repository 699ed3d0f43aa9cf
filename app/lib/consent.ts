import { useSyncExternalStore } from "react";
import { COOKIE_BANNER } from "../../contract/constants";
import type { ConsentChoice, ConsentPreferences } from "../../contract/widgets";

export type Consent = { choice: ConsentChoice; preferences: ConsentPreferences };

export const CONSENT_CHANGED = "cookie-consent-changed";
export const OPEN_COOKIE_SETTINGS = "cookie-settings-open";

// Private browsing or a full quota makes storage throw; the visitor then simply is asked again.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice; 'accepted' without saved preferences means everything was accepted. */
export function readConsent(): Consent | null {
  const store = storage();
  const choice = store?.getItem(COOKIE_BANNER.storageKey);
  if (choice !== "accepted" && choice !== "declined") return null;
  if (choice === "declined") return { choice, preferences: { analytics: false, marketing: false } };
  let saved: unknown = null;
  try {
    saved = JSON.parse(store?.getItem(COOKIE_BANNER.preferencesKey) ?? "null");
  } catch {
    saved = null;
  }
  return { choice, preferences: isPreferences(saved) ? { analytics: saved.analytics, marketing: saved.marketing } : { analytics: true, marketing: true } };
}

// Checked by hand: this runs on every public page's first load, where zod would add tens of KB.
function isPreferences(value: unknown): value is ConsentPreferences {
  const v = value as Partial<ConsentPreferences> | null;
  return typeof v === "object" && v !== null && typeof v.analytics === "boolean" && typeof v.marketing === "boolean";
}

export function saveConsent(choice: ConsentChoice, preferences: ConsentPreferences) {
  const store = storage();
  try {
    store?.setItem(COOKIE_BANNER.storageKey, choice);
    store?.setItem(COOKIE_BANNER.preferencesKey, JSON.stringify(preferences));
  } catch {
    // Not stored: the choice still holds for this page view.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED));
}

export const allowsAnalytics = () => readConsent()?.preferences.analytics === true;
export const allowsMarketing = () => readConsent()?.preferences.marketing === true;

/** The footer's 'Cookie settings' link reopens the banner through this event. */
export function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS));
}

// Whether the banner is up, for the widgets that make room for it: a store, so parts hydrated on their own share it.
let bannerUp = false;
const bannerWatchers = new Set<() => void>();
const watchBanner = (watcher: () => void) => {
  bannerWatchers.add(watcher);
  return () => bannerWatchers.delete(watcher);
};

export function setCookieBannerOpen(open: boolean) {
  if (open === bannerUp) return;
  bannerUp = open;
  for (const watcher of bannerWatchers) watcher();
}

export const useCookieBannerOpen = () =>
  useSyncExternalStore(
    watchBanner,
    () => bannerUp,
    () => false,
  );
