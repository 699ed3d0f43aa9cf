import { ArrowLeft, ArrowRight, LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { categoryFaq } from "../../content/blog-faq";
import { findPost, postSummaries } from "../../content/blog.server";
import { company } from "../../content/company";
import { CategoryBadge, PostDate, ReadingTime, TagList } from "../components/blog/post-meta";
import { NotFoundView } from "../components/marketing/not-found-view";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { Image } from "../components/ui/image";
import { truncateDescription } from "../lib/blog";
import { absoluteUrl, pageMeta } from "../lib/site";
import { socialCardPath } from "../lib/social-card";
import type { Route } from "./+types/article";

// Runs at build time for each prerendered slug; /blog/__not-found gets `post: null`.
export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) return { post: null, previous: null, next: null, faq: [] };
  // Previous is the newer article, next the older one: the list's own order.
  const summaries = postSummaries();
  const position = summaries.findIndex((summary) => summary.slug === post.slug);
  const neighbor = (at: number) => {
    const found = summaries[at];
    return found ? { slug: found.slug, title: found.title } : null;
  };
  const { text: _text, ...rest } = post;
  return { post: rest, previous: neighbor(position - 1), next: neighbor(position + 1), faq: categoryFaq(post.category) };
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Stratum BIM & Engineering: Engineering Insights", href: "/blog/rss.xml" },
];

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post) {
    return pageMeta({
      title: "Blog Post Not Found",
      description: "The blog post you're looking for doesn't exist or has been moved.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: post.title,
    description: truncateDescription(post.excerpt),
    path: `/blog/${post.slug}`,
    keywords: [...new Set([...post.tags, post.category, company.name])],
    type: "article",
    image: socialCardPath("blog", post.slug),
    imageAlt: `${post.title}: ${post.imageAlt}`,
    article: { publishedTime: post.publishedAt, author: post.author.name, section: post.category, tags: post.tags },
  });
};

/** The "About the author" box: the page that tells who wrote the article, named by the structured data's author.url. */
const AUTHOR_ID = "about-the-author";

function PostNotFound() {
  return (
    <NotFoundView title="Blog Post Not Found" text="The blog post you're looking for doesn't exist or has been moved.">
      <Button asChild>
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" /> Back to Blog
        </Link>
      </Button>
    </NotFoundView>
  );
}

// A link followed inside the app to a slug that was never prerendered finds no data file (404).
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, previous, next, faq } = loaderData;
  if (!post) return <PostNotFound />;
  const url = absoluteUrl(`/blog/${post.slug}`);

  return (
    <article>
      <header className="relative isolate overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:44px_44px]"
        />
        <div className="container-page pt-8 pb-12 sm:pb-16">
          <Breadcrumbs
            inverse
            items={[
              { label: "Home", path: "/" },
              { label: "Blog", path: "/blog" },
              { label: post.title, path: `/blog/${post.slug}` },
            ]}
          />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-white/75">
                <CategoryBadge category={post.category} className="bg-white/10 text-white ring-white/25" />
                <PostDate iso={post.isoDate} label={post.date} />
                <ReadingTime minutes={post.readingMinutes} />
              </div>
              <h1 className="mt-5 text-3xl font-extrabold leading-[1.15] text-white sm:text-4xl lg:text-[2.75rem]">{post.title}</h1>
              <p className="mt-5 text-base text-white/80">
                By <span className="font-semibold text-white">{post.author.name}</span>
                <span className="text-white/60">, {post.author.role}</span>
              </p>
            </div>
            <div className="overflow-hidden rounded-xl bg-brand-50 shadow-2xl ring-1 ring-white/15">
              <Image src={post.image} alt={post.imageAlt} width={1200} height={630} loading="eager" className="aspect-[1200/630] w-full object-cover" />
            </div>
          </div>
        </div>
      </header>

      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <TagList tags={post.tags} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's own Markdown, rendered and sanitized at build time */}
          <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />

          <aside id={AUTHOR_ID} aria-label="About the author" className="mt-14 flex gap-5 rounded-2xl border border-line bg-paper p-6 sm:p-8">
            <div aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white">
              {post.author.name.charAt(0)}
            </div>
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-600">About the author</p>
              <p className="mt-1 text-lg font-bold text-ink">{post.author.name}</p>
              <p className="text-sm text-ink-soft">
                {post.author.role}, {company.name}
              </p>
              <p className="mt-3 text-ink-soft">Expert in {post.category} and related engineering disciplines.</p>
            </div>
          </aside>

          <section aria-labelledby="faq-heading" className="mt-14">
            <h2 id="faq-heading" className="text-2xl font-bold">
              Questions about {post.category}
            </h2>
            <dl className="mt-6 divide-y divide-line border-y border-line">
              {faq.map((item) => (
                <div key={item.question} className="py-5">
                  <dt className="font-semibold text-ink">{item.question}</dt>
                  <dd className="mt-2 leading-7 text-ink-soft">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </section>

          <nav aria-label="More articles" className="mt-14 grid gap-4 sm:grid-cols-2">
            {previous ? (
              <NeighborLink to={`/blog/${previous.slug}`} direction="previous" label="Previous Article" title={previous.title} />
            ) : (
              <NeighborLink to="/blog" direction="previous" label="Back to" title="All Articles" />
            )}
            {next ? (
              <NeighborLink to={`/blog/${next.slug}`} direction="next" label="Next Article" title={next.title} />
            ) : (
              <Link
                to="/blog"
                className="group flex items-center justify-end gap-3 rounded-xl border border-line p-5 text-right font-semibold text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <LayoutGrid className="size-5" aria-hidden="true" /> View All Articles
              </Link>
            )}
          </nav>
        </div>
      </div>

      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: post.title,
            description: post.excerpt,
            image: absoluteUrl(post.image),
            datePublished: post.publishedAt,
            dateModified: post.publishedAt,
            author: {
              "@type": "Person",
              name: post.author.name,
              url: `${url}#${AUTHOR_ID}`,
              jobTitle: post.author.role,
              worksFor: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
            },
            publisher: {
              "@type": "Organization",
              name: company.name,
              url: absoluteUrl("/"),
              logo: { "@type": "ImageObject", url: absoluteUrl(company.logo.path), width: company.logo.width, height: company.logo.height },
            },
            mainEntityOfPage: { "@type": "WebPage", "@id": url },
            url,
            articleSection: post.category,
            keywords: post.tags.join(", "),
            wordCount: post.words,
            timeRequired: `PT${post.readingMinutes}M`,
            inLanguage: "en",
          },
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: faq.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
          },
        ]}
      />
    </article>
  );
}

function NeighborLink({ to, direction, label, title }: { to: string; direction: "previous" | "next"; label: string; title: string }) {
  const next = direction === "next";
  return (
    <Link
      to={to}
      rel={next ? "next" : "prev"}
      className={`group flex items-center gap-3 rounded-xl border border-line p-5 transition-colors hover:border-brand-500 hover:bg-brand-50 ${next ? "flex-row-reverse text-right" : ""}`}
    >
      {next ? (
        <ArrowRight className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
      ) : (
        <ArrowLeft className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">{label}</span>
        <span className="mt-1 line-clamp-2 block font-semibold text-ink group-hover:text-brand-700">{title}</span>
      </span>
    </Link>
  );
}
