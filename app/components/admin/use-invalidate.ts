import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Refetches every cached admin query whose path starts with one of `prefixes`. */
export function useInvalidate() {
  const client = useQueryClient();
  return useCallback(
    (...prefixes: string[]) => client.invalidateQueries({ predicate: (q) => prefixes.some((p) => String(q.queryKey[0]).startsWith(p)) }),
    [client],
  );
}
