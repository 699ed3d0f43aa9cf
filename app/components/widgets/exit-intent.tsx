import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { EXIT_INTENT } from "../../../contract/constants";
import { anotherOverlayIsOpen, type ExitIntentVariant, isMobileWidth, isTypingInForm, leftThroughTop, mayShowAgain } from "../../lib/exit-intent";
import { scrollToSection } from "../../lib/scroll";

const ExitIntentPopup = lazy(() => import("./exit-intent-popup"));

export type ExitIntentProps = {
  variant?: ExitIntentVariant;
  /** '#id' of the element to scroll to after a successful submit. */
  target?: string;
  onSuccess?: (email: string) => void;
  /** Runs instead of the scroll to `target`. */
  onAfterSuccess?: () => void;
  /** Off on phones unless enabled (spec 02 §4). */
  enableOnMobile?: boolean;
  /** Extra wait before any trigger is armed. */
  delayMs?: number;
  storageKey?: string;
};

function sessionRecord(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string) {
  try {
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Not stored: the popup may come back on the next page, which is the lesser harm.
  }
}

/** Watches for a visitor about to leave (top edge, upward flick on phones, 3 minutes) and opens the popup once. */
export function ExitIntent({
  variant = "standard",
  target,
  onSuccess,
  onAfterSuccess,
  enableOnMobile = false,
  delayMs = 0,
  storageKey = EXIT_INTENT.storageKey,
}: ExitIntentProps) {
  const [open, setOpen] = useState(false);
  const opened = useRef(false);

  const tryOpen = useCallback(() => {
    if (opened.current || !mayShowAgain(sessionRecord(storageKey), Date.now())) return false;
    if (isMobileWidth(window.innerWidth) && !enableOnMobile) return false;
    if (isTypingInForm(document.activeElement) || anotherOverlayIsOpen(document)) return false;
    opened.current = true;
    setOpen(true);
    return true;
  }, [storageKey, enableOnMobile]);

  useEffect(() => {
    let lastY = window.scrollY;
    let waitingForForm = false;
    const onMouseOut = (event: MouseEvent) => {
      if (!isMobileWidth(window.innerWidth) && leftThroughTop(event.clientY, event.relatedTarget)) tryOpen();
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY) lastY = y;
      else if (isMobileWidth(window.innerWidth) && lastY - y > EXIT_INTENT.upwardScrollPx) {
        lastY = y;
        tryOpen();
      }
    };
    // The 3-minute trigger never lands on a visitor mid-form: it waits until they leave the form.
    const onFocusOut = () =>
      window.setTimeout(() => {
        if (waitingForForm && tryOpen()) waitingForForm = false;
      }, 0);
    const onTimer = () => {
      if (!tryOpen() && isTypingInForm(document.activeElement)) waitingForForm = true;
    };
    let timer: number | undefined;
    const arm = window.setTimeout(() => {
      document.addEventListener("mouseout", onMouseOut);
      window.addEventListener("scroll", onScroll, { passive: true });
      document.addEventListener("focusout", onFocusOut);
      timer = window.setTimeout(onTimer, EXIT_INTENT.timeTriggerMs);
    }, delayMs);
    return () => {
      window.clearTimeout(arm);
      window.clearTimeout(timer);
      document.removeEventListener("mouseout", onMouseOut);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [tryOpen, delayMs]);

  if (!open) return null;
  const close = () => {
    remember(storageKey);
    setOpen(false);
  };
  const succeed = (email: string) => {
    close();
    onSuccess?.(email);
    if (onAfterSuccess) onAfterSuccess();
    else if (target?.startsWith("#")) scrollToSection(target.slice(1));
  };
  return (
    <Suspense fallback={null}>
      <ExitIntentPopup variant={variant} onClose={close} onSuccess={succeed} />
    </Suspense>
  );
}
