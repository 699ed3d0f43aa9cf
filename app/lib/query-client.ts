import { QueryClient } from "@tanstack/react-query";
import { QUERY } from "../../contract/constants";
import { queryFn } from "./api";

// Spec 01 §9: fresh for 10 s, no refetch on focus, one retry for queries and none for mutations.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: queryFn("redirect"), staleTime: QUERY.staleMs, refetchOnWindowFocus: false, retry: QUERY.retries },
      mutations: { retry: false },
    },
  });
}
