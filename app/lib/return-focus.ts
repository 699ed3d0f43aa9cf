import { useRef } from "react";

/** Marks a dialog's close button, so a toast's Escape can close the dialog under it first (issue 21 item 17). */
export const DIALOG_CLOSE = "data-dialog-close";

/**
 * Remembers what had focus when a dialog opened and gives it back when the dialog closes: Radix returns focus only
 * to its own Trigger, and our dialogs open from table rows, timers and links. Spread onto a Radix Dialog.Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this as the content mounts, before it moves focus inside.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * The close button of the dialog the person is in: the open dialog holding focus, else a confirmation (always opened
 * over another), else the one latest in the page. Not simply the last: a dialog that re-renders can move its portal,
 * and its layer, after a confirmation opened over it.
 */
export function openDialogClose(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>(':is([role="dialog"], [role="alertdialog"])[data-state="open"]')];
  const current =
    open.find((dialog) => dialog.contains(document.activeElement)) ?? open.find((dialog) => dialog.getAttribute("role") === "alertdialog") ?? open.at(-1);
  return current?.querySelector<HTMLElement>(`[${DIALOG_CLOSE}]`) ?? null;
}
