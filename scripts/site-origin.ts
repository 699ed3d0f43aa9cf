/** The address the build bakes into pages, feeds and the sitemap: PUBLIC_URL without its trailing slashes. */
export const siteOrigin = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
