import { QueryClient } from "@tanstack/react-query";
import { queryFn } from "./api";

// Spec 01 §9: fresh for 10 s, no refetch on focus, one retry for queries and none for mutations.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: queryFn("redirect"), staleTime: 10_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}
