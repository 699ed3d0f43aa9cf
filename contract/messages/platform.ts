/**
 * What the platform answers whatever the feature: refusals before a route runs, errors, the API's own 404 and the
 * diagnostic probes. One catalog, so a second language or staff editing needs no hunt through server/platform.
 */
export const platformMessages = {
  csrf: "Invalid or missing CSRF token. Please refresh the page and try again.",
  crossSite: "Requests from other sites are not accepted.",
  busy: "The server is busy. Please try again shortly.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  serverError: "Something went wrong on our side. Please try again.",
  bodyIncomplete: "The request body did not arrive in full.",
  httpsOnly: "This API is served over HTTPS only.",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  malformedUrl: "Malformed URL",
  invalidRequest: "Invalid request",
  invalidValue: "Invalid value",
  jsonOnly: "Content-Type must be application/json",
  bodyTooLarge: "Request body is too large",
  malformedJson: "Malformed JSON in request body",
  invalidLength: "Invalid Content-Length",
  pageLinkStale: "That page link is no longer valid. Start from the first page.",
  pagesPastCap: (cap: string) => `Pages past the first ${cap} rows are reached with Next.`,
  tooManyEvents: "Too many events.",
  starting: "Starting",
  databaseUnreachable: "Database unreachable",
} as const;

/** The diagnostic pages' probes (spec 02 §5). */
export const diagnosticsMessages = {
  csrfWorks: "CSRF protection working correctly! The server accepted the request with a valid CSRF token.",
  requestAccepted: "Request accepted",
  tooMany: "Too many requests. Please try again in {wait}.",
} as const;
