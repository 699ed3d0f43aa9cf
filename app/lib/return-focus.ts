import { useLayoutEffect, useRef } from "react";

/** Marks a dialog's close button, so a toast's Escape can close the dialog under it first (issue 21 item 17). */
export const DIALOG_CLOSE = "data-dialog-close";

/**
 * Remembers what had focus when a dialog opened and gives it back when the dialog closes: Radix returns focus only
 * to its own Trigger, and our dialogs open from table rows, timers and links.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog.
  useLayoutEffect(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

/** The close button of the open dialog, if one is open. */
export function openDialogClose(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[role="dialog"][data-state="open"] [${DIALOG_CLOSE}]`);
}
