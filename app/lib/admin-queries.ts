import { useQuery } from "@tanstack/react-query";

/** `?a=1&b=x` from the defined, non-empty values only. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A GET of an admin endpoint through the house fetcher; the path is the cache key. */
export function useAdminQuery<T>(path: string, options: { keepPrevious?: boolean } = {}) {
  return useQuery<T>({ queryKey: [path], placeholderData: options.keepPrevious ? (previous) => previous : undefined });
}

export const ADMIN_KEYS = {
  dashboard: "/api/admin/dashboard",
  settings: "/api/admin/settings",
  failedJobs: "/api/admin/jobs/failed",
  content: "/api/admin/content",
} as const;
