import { useEffect } from "react";
import { newScrollDepths } from "./blog";

/**
 * Logs each 25% step of scroll depth to the console once per page view; nothing is sent anywhere (spec 02 §7).
 * Only while developing: a production console stays quiet (issue 21), so the suite can fail on any message.
 */
export function useScrollDepth(page: string) {
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const logged = new Set<number>();
    const onScroll = () => {
      const root = document.documentElement;
      for (const step of newScrollDepths(window.scrollY, window.innerHeight, root.scrollHeight, logged)) {
        logged.add(step);
        console.log(`Scroll depth: ${step}% (${page})`);
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [page]);
}
