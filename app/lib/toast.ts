import { useSyncExternalStore } from "react";

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
