import { QueryClient } from "@tanstack/react-query";
import { QUERY } from "../../contract/constants";

// Spec 01 §9: fresh for 10 s, no refetch on focus, one retry for queries and none for mutations; each query brings its own fetcher (app/lib/use-endpoint.ts).
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY.staleMs, refetchOnWindowFocus: false, retry: QUERY.retries },
      mutations: { retry: false },
    },
  });
}
