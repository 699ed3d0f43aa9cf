import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { companyFacts } from "./company";
import { type BlogFrontMatter, blogFrontMatterSchema } from "../contract/content";
import { formatCalendarDay } from "../contract/dates";
import { renderMarkdown, wordCount } from "./markdown.server";

export type BlogPostSummary = Omit<BlogFrontMatter, "date"> & {
  /** ISO date from the front matter, e.g. 2025-05-05. */
  isoDate: string;
  /** The start of that day in the firm's time zone, e.g. 2025-05-05T00:00:00+05:30: a time with its zone, as structured data asks. */
  publishedAt: string;
  /** Display date, e.g. 'May 5, 2025'. */
  date: string;
  readingMinutes: number;
};

export type BlogPost = BlogPostSummary & { html: string; text: string; words: number };

// Resolved from the working directory: this module is also bundled by Vite, where import.meta.dirname moves.
const BLOG_DIR = path.resolve(process.cwd(), "content/blog");
const WORDS_PER_MINUTE = 220;

function readPost(dir: string, file: string): BlogPost {
  const source = readFileSync(path.join(dir, file), "utf8");
  const { data, content } = matter(source);
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/blog/${file}: ${parsed.error.message}`);
  const front = parsed.data;
  if (`${front.slug}.md` !== file) throw new Error(`content/blog/${file}: slug "${front.slug}" does not match the file name`);
  const words = wordCount(content);
  const html = renderMarkdown(content);
  return {
    ...front,
    isoDate: front.date,
    publishedAt: `${front.date}T00:00:00${companyFacts.supportHours.utcOffset}`,
    date: formatCalendarDay(front.date),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    html,
    text: html
      .replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    words,
  };
}

let cache: BlogPost[] | undefined;

/** The articles of a folder, validated, newest first by date (the slug breaks a tie, so the order never wavers). */
export function postsIn(dir: string): BlogPost[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((file) => readPost(dir, file))
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
}

/** Every article of content/blog, newest first. */
export function allPosts(): BlogPost[] {
  cache ??= postsIn(BLOG_DIR);
  return cache;
}

const summarize = ({ html: _html, text: _text, words: _words, ...summary }: BlogPost): BlogPostSummary => summary;

export const postSummaries = (): BlogPostSummary[] => allPosts().map(summarize);

export const findPost = (slug: string | undefined): BlogPost | undefined => allPosts().find((post) => post.slug === slug);
