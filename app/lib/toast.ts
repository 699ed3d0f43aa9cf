import { useSyncExternalStore } from "react";
import { TOAST } from "../../contract/constants";

export type Toast = { id: number; title: string; description?: string; variant?: "default" | "destructive" };

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** One toast at a time: a new one replaces the one showing. */
export function toast(input: Omit<Toast, "id">) {
  current = { ...input, id: nextId++ };
  emit();
}

/** A toast for the page a full redirect lands on: the current page is gone before it could be seen. */
export function toastAfterRedirect(input: Omit<Toast, "id">) {
  try {
    sessionStorage.setItem(TOAST.pendingKey, JSON.stringify(input));
  } catch {
    toast(input);
  }
}

/** Shows, once, the toast left by the page before a full redirect. */
export function showPendingToast() {
  try {
    const pending = sessionStorage.getItem(TOAST.pendingKey);
    if (!pending) return;
    sessionStorage.removeItem(TOAST.pendingKey);
    const { title, description, variant } = JSON.parse(pending) as Omit<Toast, "id">;
    if (typeof title === "string") toast({ title, description, variant });
  } catch {
    // Storage blocked or the entry unreadable: the toast is a courtesy, the redirect already happened.
  }
}

/** Calls `listener` once, at the next toast or at once if one waits from a redirect: for a page whose toaster hydrates on first use. */
export function whenToastComes(listener: () => void) {
  try {
    if (sessionStorage.getItem(TOAST.pendingKey)) return listener();
  } catch {
    // Storage blocked: no toast can be waiting in it.
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
}

export function dismissToast() {
  current = null;
  emit();
}

export function useToastState(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
