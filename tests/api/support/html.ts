import { type HTMLElement, parse } from "node-html-parser";

/** A page as a DOM, so tests read tags and attributes instead of matching markup with regexes. */
export function htmlOf(body: string) {
  const root = parse(body);
  const meta = (key: string) => root.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
  return {
    root,
    title: () => root.querySelector("title")?.text ?? null,
    meta,
    canonical: () => root.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    jsonLd: () => root.querySelectorAll('script[type="application/ld+json"]').map((s: HTMLElement) => JSON.parse(s.text) as unknown),
    text: (selector: string) => root.querySelector(selector)?.text.trim() ?? null,
  };
}
