import { Link } from "react-router";
import { NotFoundView } from "../components/marketing/not-found-view";
import { PageIntro } from "../components/marketing/page-intro";
import { Button } from "../components/ui/button";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/article";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({ title: "Blog", description: "Engineering and BIM articles from Stratum BIM & Engineering.", path: `/blog/${params.slug}` });

export default function ArticlePage({ params }: Route.ComponentProps) {
  if (params.slug === "__not-found") {
    return (
      <NotFoundView title="Blog Post Not Found" text="The blog post you're looking for doesn't exist or has been moved.">
        <Button asChild><Link to="/blog">Back to Blog</Link></Button>
      </NotFoundView>
    );
  }
  return <PageIntro eyebrow="Blog" title={params.slug} />;
}
