import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Endpoint, EndpointInput, EndpointReply } from "../../contract/endpoint";
import { callEndpoint, queryKeyAt, queryKeyOf } from "./api";
import { toast } from "./toast";

type QueryOptions<E extends Endpoint> = Omit<UseQueryOptions<EndpointReply<E>>, "queryKey" | "queryFn">;

/** A GET of an endpoint, cached under the key derived from it and its params. */
export function useEndpointQuery<E extends Endpoint & { method: "GET" }>(endpoint: E, input: EndpointInput<E>, options: QueryOptions<E> = {}) {
  return useQuery({ ...options, queryKey: queryKeyOf(endpoint, input), queryFn: () => callEndpoint(endpoint, input) });
}

/**
 * The same GET for a public page's first load: the endpoint's table, and with it zod, loads when the query first runs.
 * `path` is typed as the endpoint's own, so the cache key is the one useEndpointQuery gives.
 */
export function useEndpointQueryOnDemand<E extends Endpoint & { method: "GET" }>(
  path: E["path"],
  endpoint: () => Promise<E>,
  input: EndpointInput<E>,
  options: QueryOptions<E> = {},
) {
  return useQuery({ ...options, queryKey: queryKeyAt(path, input), queryFn: async () => callEndpoint(await endpoint(), input) });
}

type MutationOptions<E extends Endpoint> = {
  success?: { title: string; description?: string | ((data: EndpointReply<E>) => string) };
  /** Title of the destructive toast; the server's message is its text, else `fallback`. */
  failure?: { title: string; fallback: string };
  /** Cached queries to refetch once the call succeeds: keys from `queryKeyOf`, matched by prefix. */
  invalidates?: readonly QueryKey[];
  onSuccess?: (data: EndpointReply<E>, input: EndpointInput<E>) => void;
};

/** One call of a state-changing endpoint with the house toasts: a success toast, or the server's message in a destructive one. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => callEndpoint(endpoint, input),
    onSuccess: (data, input) => {
      if (options.success) {
        const { title, description } = options.success;
        toast({ title, description: typeof description === "function" ? description(data) : description });
      }
      for (const queryKey of options.invalidates ?? []) void client.invalidateQueries({ queryKey });
      options.onSuccess?.(data, input);
    },
    onError: (error) => {
      if (options.failure) toast({ title: options.failure.title, description: error.message || options.failure.fallback, variant: "destructive" });
    },
  });
}
