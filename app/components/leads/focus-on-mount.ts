import { useEffect, useRef } from "react";

/** The thank-you view replaces the button that had focus; moving focus to its heading keeps keyboard and screen-reader users in place. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
