import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { BLOG } from "../../contract/constants";
import { postSummaries } from "../../content/blog.server";
import { FeaturedPost, PostCard } from "../components/blog/post-cards";
import { PageIntro } from "../components/marketing/page-intro";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { type BlogFilter, categoriesOf, filterParams, filterPosts, readFilter } from "../lib/blog";
import { cn } from "../lib/cn";
import { absoluteUrl, pageMeta } from "../lib/site";
import { useHydrated } from "../lib/use-hydrated";
import { useScrollDepth } from "../lib/use-scroll-depth";
import type { Route } from "./+types/blog";

const TITLE = "Expert Engineering Insights & Resources";
const SUBTITLE = "Stay updated with the latest trends, best practices, and innovations in engineering and BIM technology";
const STRUCTURED_POSTS = BLOG.structuredDataPosts;
const NO_FILTER: BlogFilter = { q: "", category: "" };

// Runs at build time: the list ships as data, without the article bodies.
export const loader = () => ({ posts: postSummaries() });

// Filtering happens in the browser; the data never changes after the build.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Stratum BIM & Engineering: Engineering Insights", href: "/blog/rss.xml" },
];

export const meta = () =>
  pageMeta({
    title: TITLE,
    description: SUBTITLE,
    path: "/blog",
    keywords: ["BIM blog", "engineering insights", "MEP coordination", "scan to BIM", "structural detailing", "Revit", "ISO 19650"],
  });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // The static HTML is the unfiltered list; the address's filter applies from the first render after hydration.
  const [filter, setFilter] = useState<BlogFilter>(() => (hydrated ? readFilter(params) : NO_FILTER));
  const ownWrites = useRef(new Set<string>());
  useScrollDepth("blog");

  // Adopt the address's filter on hydration and when it changes from outside (back/forward, a shared link).
  useEffect(() => {
    if (!hydrated) return;
    if (ownWrites.current.delete(paramsKey)) return;
    const fromUrl = readFilter(new URLSearchParams(paramsKey));
    setFilter((current) => (current.q === fromUrl.q && current.category === fromUrl.category ? current : fromUrl));
  }, [hydrated, paramsKey]);

  // Keep the address in step with the filter, so a filtered view can be shared and survives a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of filter writes the address; the URL's own changes are adopted above
  useEffect(() => {
    if (!hydrated) return;
    const next = filterParams(filter);
    if (next.toString() === paramsKey) return;
    ownWrites.current.add(next.toString());
    setParams(next, { replace: true, preventScrollReset: true });
  }, [filter]);

  const update = (change: Partial<BlogFilter>) => setFilter((current) => ({ ...current, ...change }));

  const categories = categoriesOf(posts);
  const results = filterPosts(posts, filter);
  const [featured, ...rest] = results;

  return (
    <>
      <PageIntro eyebrow="Blog" title={TITLE} lead={SUBTITLE} />

      <section aria-label="Find articles" className="border-b border-line bg-paper">
        <div className="container-page flex flex-col gap-4 py-6 lg:flex-row lg:items-start lg:gap-6">
          {/* Not a form: the list narrows as one types, so there is nothing to submit (a form without a submit button fails WCAG H32). */}
          {/* biome-ignore lint/a11y/useSemanticElements: role=search is announced by every screen reader; <search> not yet */}
          <div role="search" data-ready={hydrated} className="relative w-full shrink-0 lg:w-80">
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
            <input
              id="blog-search"
              type="search"
              value={filter.q}
              placeholder="Search articles..."
              autoComplete="off"
              onChange={(event) => {
                update({ q: event.target.value });
              }}
              className="h-11 w-full rounded-lg border border-line bg-white pl-10 pr-3 text-[0.9375rem] text-ink shadow-sm placeholder:text-ink-soft/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 [&::-webkit-search-cancel-button]:cursor-pointer"
            />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend this toolbar has no room for */}
          <div
            role="group"
            aria-label="Categories"
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
          >
            {["", ...categories].map((category) => {
              const active = filter.category === category;
              return (
                <button
                  key={category || "all"}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ category })}
                  className={cn(
                    "h-9 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors",
                    active
                      ? "bg-brand-700 text-white shadow-sm"
                      : "bg-white text-ink-soft ring-1 ring-inset ring-line hover:text-brand-700 hover:ring-brand-200",
                  )}
                >
                  {category || "All Categories"}
                </button>
              );
            })}
          </div>
        </div>
      </section>

      <section aria-label="Articles" className="container-page py-10 sm:py-12">
        <p role="status" className="mb-6 text-sm text-ink-soft">
          {results.length === posts.length ? `${posts.length} articles` : `${results.length} of ${posts.length} articles`}
          {filter.category && (
            <>
              {" "}
              in <strong className="font-semibold text-ink">{filter.category}</strong>
            </>
          )}
          {filter.q.trim() && (
            <>
              {" "}
              matching <strong className="font-semibold text-ink">“{filter.q.trim()}”</strong>
            </>
          )}
        </p>
        {featured ? (
          <>
            <FeaturedPost post={featured} />
            {rest.length > 0 && (
              <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
            )}
          </>
        ) : (
          <div className="mx-auto max-w-lg rounded-2xl border border-dashed border-line bg-paper px-6 py-14 text-center">
            <Search className="mx-auto size-10 text-brand-200" aria-hidden="true" />
            <h2 className="mt-4 text-xl font-bold">No articles found</h2>
            <p className="mt-2 text-ink-soft">Try adjusting your search terms or category filter.</p>
            <Button
              variant="outline"
              className="mt-6"
              onClick={() => {
                update(NO_FILTER);
              }}
            >
              <X aria-hidden="true" /> Clear Filters
            </Button>
          </div>
        )}
      </section>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: TITLE,
          url: absoluteUrl("/blog"),
          numberOfItems: Math.min(posts.length, STRUCTURED_POSTS),
          itemListElement: posts.slice(0, STRUCTURED_POSTS).map((post, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: absoluteUrl(`/blog/${post.slug}`),
            name: post.title,
          })),
        }}
      />
    </>
  );
}
