/** Pure rules of the blog (spec 02 §5 and §9), shared by the pages and their tests. */
import { BLOG } from "../../contract/constants";

export type BlogFilter = { q: string; category: string };
type Searchable = { title: string; excerpt: string; category: string };

/** Case-insensitive substring on title or excerpt, exact category; both must hold. Empty means no constraint. */
export function filterPosts<T extends Searchable>(posts: readonly T[], { q, category }: BlogFilter): T[] {
  const needle = q.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)) && (!category || post.category === category),
  );
}

/** Distinct categories in the order the posts first use them. */
export const categoriesOf = (posts: readonly { category: string }[]) => [...new Set(posts.map((post) => post.category))];

const DESCRIPTION_LIMIT = BLOG.descriptionLimit;

/** Metadata descriptions: longer than 160 characters are cut there and followed by '...'. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > limit ? `${clean.slice(0, limit)}...` : clean;
}

/** The list state lives in the address: ?q=&category= (empty values are left out). */
export function readFilter(params: URLSearchParams): BlogFilter {
  return { q: params.get("q") ?? "", category: params.get("category") ?? "" };
}

export function filterParams({ q, category }: BlogFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  return params;
}

const SCROLL_DEPTH_STEPS = Array.from({ length: 100 / BLOG.scrollDepthStepPercent }, (_, i) => (i + 1) * BLOG.scrollDepthStepPercent);

/** The 25% steps of the scrollable height reached at this position that have not been logged yet. */
export function newScrollDepths(scrolled: number, viewport: number, total: number, logged: ReadonlySet<number>): number[] {
  const scrollable = total - viewport;
  if (scrollable <= 0) return [];
  const percent = Math.min(100, (scrolled / scrollable) * 100);
  // Half a percent of slack: browsers stop a pixel or so short of the exact bottom.
  return SCROLL_DEPTH_STEPS.filter((step) => percent >= step - 0.5 && !logged.has(step));
}
