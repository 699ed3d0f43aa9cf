import { EXIT_INTENT } from "../../contract/constants";

/** Pure rules of the exit-intent popup (spec 02 §4, §5, §9), shared by the widget and its tests. */

export const exitIntentVariants = ["standard", "minimal", "image-left", "full-image"] as const;
export type ExitIntentVariant = (typeof exitIntentVariants)[number];

/** A record younger than 24 hours blocks the popup; a missing or corrupt one counts as not shown. */
export function mayShowAgain(record: string | null, now: number, repeatAfterMs: number = EXIT_INTENT.repeatAfterMs): boolean {
  if (record === null) return true;
  const shownAt = Number(record);
  if (!/^\d+$/.test(record.trim()) || !Number.isSafeInteger(shownAt) || shownAt > now) return true;
  return now - shownAt >= repeatAfterMs;
}

export const isMobileWidth = (width: number) => width < EXIT_INTENT.mobileBelowPx;

/** The pointer left the page through its top edge, not into a child element. */
export const leftThroughTop = (clientY: number, relatedTarget: EventTarget | null) => relatedTarget === null && clientY <= EXIT_INTENT.topEdgePx;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return "Please enter your email address";
  if (!EMAIL_PATTERN.test(email)) return "Please enter a valid email address";
  return null;
}

/** The visitor is typing in a form field; the popup must not cover it. */
export function isTypingInForm(active: Element | null): boolean {
  if (!active || !(active instanceof HTMLElement)) return false;
  if (active.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(active.tagName) && active.closest("form") !== null;
}

/** Another overlay has the visitor's attention (the cookie banner, the open menu): the popup must not cover it. */
export function anotherOverlayIsOpen(root: ParentNode): boolean {
  return root.querySelector('[data-widget="cookie-banner"], [aria-controls="mobile-menu"][aria-expanded="true"]') !== null;
}
