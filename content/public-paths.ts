import { readdirSync } from "node:fs";
import path from "node:path";
import { serviceIndex } from "./service-index";

export const legalSlugs = ["privacy-policy", "terms-of-service", "cookie-policy", "gdpr-compliance", "ccpa-rights"] as const;

function blogSlugs(): string[] {
  // From the working directory, like blog.server.ts: this module also runs bundled in build/server.
  const dir = path.resolve("content/blog");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/\.md$/, ""))
    .sort();
}

/** Public pages listed in the sitemap. */
export function indexablePaths(): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...serviceIndex.map((s) => `/services/${s.slug}`),
    "/why-choose-us",
    "/clients",
    "/case-studies",
    "/blog",
    ...blogSlugs().map((slug) => `/blog/${slug}`),
    "/contact",
    ...legalSlugs.map((slug) => `/legal/${slug}`),
  ];
}

/** Everything prerendered: the indexable pages, the utility pages and the not-found pages served with 404. */
export function publicPaths(): string[] {
  return [
    ...indexablePaths(),
    "/auth",
    "/auth/reset-password",
    "/auth/email-change",
    "/auth/verify-email",
    "/auth/invitation",
    "/security-test",
    "/auth-test",
    "/__not-found",
    "/services/__not-found",
    "/blog/__not-found",
    "/legal/__not-found",
  ];
}

/** The signed-in screens of spec 01 §2: the server sends them the app shell; other paths under them are unknown. */
export const appScreenPaths = ["/dashboard", "/projects", "/profile", "/admin", "/admin/dashboard", "/admin/users", "/admin/settings"];
