import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Endpoint, EndpointInput, EndpointReply } from "../../contract/endpoint";
import { callEndpoint, queryKeyAt, queryKeyOf, sendForm } from "./api";
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

type MutationOptions<Reply, Input> = {
  success?: { title: string; description?: string | ((data: Reply) => string) };
  /** Title of the destructive toast; the server's message is its text, else `fallback`. */
  failure?: { title: string; fallback: string };
  /** Cached queries to refetch once the call succeeds: keys from `queryKeyOf`, matched by prefix. */
  invalidates?: readonly QueryKey[];
  onSuccess?: (data: Reply, input: Input) => void;
};

/** One state-changing call with the house toasts: a success toast, or the server's message in a destructive one. */
function useToastedMutation<Input, Reply>(send: (input: Input) => Promise<Reply>, options: MutationOptions<Reply, Input>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
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

/** A call of a state-changing endpoint of the contract, with the house toasts. */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<EndpointReply<E>, EndpointInput<E>> = {}) {
  return useToastedMutation((input: EndpointInput<E>) => callEndpoint(endpoint, input), options);
}

/** The same for an endpoint that takes a file: the input is the multipart form. */
export function useFormMutation<E extends Endpoint & { params?: undefined }>(endpoint: E, options: MutationOptions<EndpointReply<E>, FormData> = {}) {
  return useToastedMutation((form: FormData) => sendForm(endpoint, form), options);
}
