import matter from "gray-matter";
import { type LegalFrontMatter, legalFrontMatterSchema } from "../contract/content";
import { storageNames, storageTable } from "../contract/browser-storage";
import { formatCalendarDay } from "../contract/dates";
import { company } from "./company";
import { renderMarkdown } from "./markdown.server";

// Bundled at build time by Vite, so the prerender step needs no file paths.
const files = import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });

type LegalPage = LegalFrontMatter & { html: string; dateText: string };

const pages = new Map<string, LegalPage>(
  Object.values(files).map((raw) => {
    const { data, content } = matter(raw);
    const front = legalFrontMatterSchema.parse(data);
    const body = content
      .replaceAll("{email}", company.privacyEmail)
      .replaceAll("{cookie-table}", storageTable("cookie"))
      .replaceAll("{local-storage-table}", storageTable("local storage"))
      .replaceAll("{session-storage-table}", storageTable("session storage"))
      .replaceAll(
        "{essential-cookies}",
        storageNames((item) => item.where === "cookie" && item.category === "Essential"),
      )
      .replaceAll(
        "{browser-storage}",
        storageNames((item) => item.where !== "cookie"),
      );
    return [front.slug, { ...front, html: renderMarkdown(body), dateText: formatCalendarDay(front.effective) }];
  }),
);

export const legalPage = (slug: string | undefined) => (slug ? pages.get(slug) : undefined);
export const legalPageList = () => [...pages.values()].map(({ slug, title }) => ({ slug, title }));
