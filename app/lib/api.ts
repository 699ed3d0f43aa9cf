import type { ApiError, ErrorCode } from "../../contract/api";
import { CSRF_HEADER } from "../../contract/headers";
import { type Endpoint, type EndpointInput, type EndpointLocation, type EndpointReply, type UrlInput, urlOf } from "../../contract/endpoint";

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

/** The server's message per field from a failed call; none when it failed another way (or has not failed). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? (error.errors ?? {}) : {};
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

/** Sends a JSON call (or a multipart form) with cookies and the CSRF header; a stale token is refreshed once and the call retried. */
async function apiRequest(method: string, path: string, body: unknown, options: Options): Promise<unknown> {
  // A form's own Content-Type carries its boundary, which the browser writes.
  const form = body instanceof FormData ? body : undefined;
  const send = async (token: string) =>
    fetch(path, {
      method,
      credentials: "include",
      headers:
        method === "GET" ? { "Cache-Control": "no-cache" } : form ? { [CSRF_HEADER]: token } : { "Content-Type": "application/json", [CSRF_HEADER]: token },
      body: method === "GET" ? undefined : (form ?? JSON.stringify(body ?? {})),
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
    return await response.json();
  } catch (error) {
    // A 401 is an answer, not a failure: the caller handles it (the session check) or the visitor goes to sign in.
    const expected = error instanceof ApiRequestError && error.status === 401;
    if (expected) throw error;
    if (options.failureLog) console.error(options.failureLog(error));
    else console.error(`${method} ${path} failed:`, error instanceof Error ? error.message : error);
    throw error;
  }
}

/** Calls an endpoint of the contract: its method and path, the params filled in, the reply typed by its schema. */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: Options = {}): Promise<EndpointReply<E>> {
  // The server validated the reply against the same schema before sending it.
  const { body } = input as UrlInput & { body?: unknown };
  return (await apiRequest(endpoint.method, urlOf(endpoint, input), body, options)) as EndpointReply<E>;
}

/** Posts a multipart form (a file and its fields) to an endpoint that takes one; the reply typed by its schema. */
export async function sendForm<E extends Endpoint & { params?: undefined }>(endpoint: E, form: FormData): Promise<EndpointReply<E>> {
  return (await apiRequest(endpoint.method, endpoint.path, form, {})) as EndpointReply<E>;
}

/** The cache key of a GET: its path template, then its params and query when it has any, so invalidation can match by prefix. */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input?: EndpointLocation<E>): readonly unknown[] {
  return queryKeyAt(endpoint.path, input);
}

/** The same key from an endpoint's path alone, for a caller that loads the endpoint's table only when it calls. */
export function queryKeyAt(path: string, input?: UrlInput): readonly unknown[] {
  const { params, query }: UrlInput = input ?? {};
  return params === undefined && query === undefined ? [path] : [path, { params, query }];
}
