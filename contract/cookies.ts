/**
 * The one place that names the site's cookies. Under https every cookie gets the `__Host-` prefix, which the
 * browser accepts only when Secure, Path=/ and without Domain, so no subdomain or plain-http page can plant one.
 */
/** A cookie scripts may read, saying only that a session may exist, so anonymous pages skip the session check. */
export const SESSION_HINT_COOKIE = "signed_in";

export const cookieName = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);
