import type { ApiError, ErrorCode } from "../../contract/api";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly statusText = "",
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

/** The CSRF token is fetched once and kept; `force` fetches a fresh one. A failure yields an empty token. */
export function getCsrfToken(force = false): Promise<string> {
  if (csrfToken !== null && !force) return Promise.resolve(csrfToken);
  if (csrfRequest && !force) return csrfRequest;
  csrfRequest = fetch("/api/csrf-token", { credentials: "include", cache: "no-store" })
    .then(async (response) => {
      const body = (await response.json().catch(() => ({}))) as { csrfToken?: string };
      if (!response.ok || !body.csrfToken) {
        console.error("Failed to initialize CSRF protection: No token received");
        return "";
      }
      csrfToken = body.csrfToken;
      return csrfToken;
    })
    .catch((error: unknown) => {
      console.error("Failed to initialize CSRF protection:", error);
      return "";
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

export async function initCsrf() {
  await getCsrfToken();
}

async function codeOf(response: Response): Promise<ErrorCode | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ApiError> | null;
  return body?.code;
}

/** `failureLog` replaces the generic log line where the spec names its own (the user check). */
type Options = { on401?: "redirect" | "throw"; failureLog?: (error: unknown) => string };

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  const message = body?.message ?? `API error: ${response.status} ${response.statusText}`;
  return new ApiRequestError(response.status, message, body?.errors, response.statusText, body?.code);
}

function toSignIn() {
  if (window.location.pathname !== "/auth") window.location.assign("/auth");
}

/** Sends a JSON call with cookies and the CSRF header; a stale token is refreshed once and the call retried. */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: Options = {}): Promise<T> {
  const send = async (token: string) =>
    fetch(path, {
      method,
      credentials: "include",
      headers: method === "GET" ? { "Cache-Control": "no-cache" } : { "Content-Type": "application/json", "X-CSRF-Token": token },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  try {
    let response = await send(method === "GET" ? "" : await getCsrfToken());
    // Only a refused token is worth one retry with a fresh one; any other 403 is the answer.
    if (response.status === 403 && method !== "GET" && (await codeOf(response)) === "csrf_invalid") response = await send(await getCsrfToken(true));
    if (response.status === 401 && (options.on401 ?? "redirect") === "redirect") {
      toSignIn();
      throw new ApiRequestError(401, "Unauthorized: Please log in");
    }
    if (!response.ok) throw await errorFrom(response);
    return (await response.json()) as T;
  } catch (error) {
    // A 401 the caller asked to handle (the session check) is an answer, not a failure.
    const expected = error instanceof ApiRequestError && error.status === 401 && options.on401 === "throw";
    if (expected) throw error;
    if (options.failureLog) console.error(options.failureLog(error));
    else console.error(`${method} ${path} failed:`, error instanceof Error ? error.message : error);
    throw error;
  }
}

/** TanStack Query's default fetcher: GET the path named by the query key's first element. */
export function queryFn(on401: "redirect" | "returnNull" = "redirect", failureLog?: Options["failureLog"]) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    try {
      return await apiRequest<unknown>("GET", String(queryKey[0]), undefined, { on401: on401 === "returnNull" ? "throw" : "redirect", failureLog });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}
