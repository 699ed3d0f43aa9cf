import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { legalPage, legalPageList } from "../../content/legal.server";
import { PageIntro } from "../components/marketing/page-intro";
import { PageNotFound, pageNotFoundMeta } from "../components/marketing/page-not-found";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { cn } from "../lib/cn";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/legal";

// Runs at build time; /legal/__not-found gets `page: null`, which the server sends with 404 for unknown slugs.
export function loader({ params }: Route.LoaderArgs) {
  return { page: legalPage(params.page) ?? null, pages: legalPageList() };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData?.page;
  if (!page) return pageNotFoundMeta();
  return pageMeta({
    title: page.title,
    description: page.description,
    path: `/legal/${page.slug}`,
    keywords: [page.title, "Stratum BIM & Engineering", "legal", "data protection", "privacy"],
  });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, pages } = loaderData;
  if (!page) return <PageNotFound />;
  const path = `/legal/${page.slug}`;
  return (
    <>
      <PageIntro eyebrow="Legal" title={page.title} lead={page.description}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm text-white/90">
          <CalendarDays className="size-4" aria-hidden="true" />
          {page.dateLabel}: <time dateTime={page.effective}>{page.dateText}</time>
        </p>
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: page.title, path },
          ]}
          inverse
          className="mt-6"
        />
      </PageIntro>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[16rem_1fr] lg:py-20">
        <nav aria-label="Legal documents" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-soft">Legal documents</p>
          <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {pages.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/legal/${p.slug}`}
                  aria-current={p.slug === page.slug ? "page" : undefined}
                  className={cn(
                    "block rounded-lg px-3 py-2 text-sm font-medium",
                    p.slug === page.slug ? "bg-brand-50 text-brand-700" : "text-ink-soft hover:bg-paper hover:text-ink",
                  )}
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own legal Markdown, rendered and sanitized at build time */}
        <article className="prose-article max-w-3xl min-w-0" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
