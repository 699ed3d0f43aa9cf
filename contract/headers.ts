/** The header a state-changing call carries its CSRF token in; a module without schemas, so any page may import it. */
export const CSRF_HEADER = "x-csrf-token";
