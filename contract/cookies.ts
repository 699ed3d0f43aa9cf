/**
 * The one place that names the site's cookies. Under https every cookie gets the `__Host-` prefix, which the
 * browser accepts only when Secure, Path=/ and without Domain, so no subdomain or plain-http page can plant one.
 */
export const cookieName = (name: string, secure: boolean): string => (secure ? `__Host-${name}` : name);
