import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and hydrating, true afterwards: lets the first client render match the static HTML. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
