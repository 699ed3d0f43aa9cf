import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "./api";
import { toast } from "./toast";

type Toasts<T> = {
  success?: { title: string; description?: string | ((data: T) => string) };
  /** Title of the destructive toast; the server's message is its text, else `fallback`. */
  failure?: { title: string; fallback: string };
};

/** One JSON call with the house toasts: a success toast, or the server's message in a destructive one. */
export function useApiMutation<I, T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string | ((input: I) => string),
  toasts: Toasts<T> = {},
  onSuccess?: (data: T, input: I) => void,
) {
  return useMutation({
    mutationFn: (input: I) => apiRequest<T>(method, typeof path === "function" ? path(input) : path, input),
    onSuccess: (data, input) => {
      if (toasts.success) {
        const { title, description } = toasts.success;
        toast({ title, description: typeof description === "function" ? description(data) : description });
      }
      onSuccess?.(data, input);
    },
    onError: (error) => {
      if (toasts.failure) toast({ title: toasts.failure.title, description: error.message || toasts.failure.fallback, variant: "destructive" });
    },
  });
}
