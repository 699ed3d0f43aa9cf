import { ArrowRight } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { BLOG } from "../../../contract/constants";
import { Button } from "../ui/button";
import { Image } from "../ui/image";
import { CategoryBadge, PostAuthor, PostDate, ReadingTime, TagList } from "./post-meta";
import { Card } from "../ui/card";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  isoDate: string;
  author: { name: string; role: string };
  tags: string[];
  image: string;
  imageAlt: string;
  readingMinutes: number;
};

const FEATURED_TAGS = BLOG.featuredTags;
const CARD_TAGS = BLOG.cardTags;

// Memoised: the page renders again once hydrated, and the cards (three router links each) need not.
/** The first result of the list: image, date, category, title, excerpt, up to 4 tags and 'Read Full Article'. */
export const FeaturedPost = memo(function FeaturedPost({ post }: { post: PostCardData }) {
  const href = `/blog/${post.slug}`;
  return (
    <Card asChild className="group grid overflow-hidden rounded-2xl lg:grid-cols-[1.15fr_1fr]">
      <article data-testid="featured-post">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="flex items-center overflow-hidden bg-brand-50">
          <Image
            src={post.image}
            alt=""
            width={1200}
            height={630}
            loading="eager"
            className="aspect-[1200/630] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] lg:object-contain"
          />
        </Link>
        <div className="flex flex-col p-6 sm:p-8 lg:p-10">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft">
            <span className="rounded-full bg-accent-500 px-2.5 py-1 text-xs font-bold uppercase tracking-[0.12em] text-ink">Featured</span>
            <CategoryBadge category={post.category} />
            <PostDate iso={post.isoDate} label={post.date} />
          </div>
          <h2 className="mt-5 text-2xl font-bold leading-tight sm:text-3xl">
            <Link to={href} className="hover:text-brand-700">
              {post.title}
            </Link>
          </h2>
          <p className="mt-4 text-base leading-7 text-ink-soft">{post.excerpt}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
            <PostAuthor name={post.author.name} />
            <ReadingTime minutes={post.readingMinutes} />
          </div>
          <TagList tags={post.tags} limit={FEATURED_TAGS} className="mt-5" />
          <div className="mt-auto pt-7">
            <Button asChild>
              <Link to={href} aria-label={`Read Full Article: ${post.title}`}>
                Read Full Article <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
});

/** A grid card: image, category badge, date, author, title, 3-line excerpt, up to 3 tags and 'Read More'. */
export const PostCard = memo(function PostCard({ post }: { post: PostCardData }) {
  const href = `/blog/${post.slug}`;
  return (
    <Card asChild className="group flex h-full flex-col overflow-hidden rounded-xl transition-shadow hover:shadow-md">
      <article data-testid="post-card">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block overflow-hidden bg-brand-50">
          <Image
            src={post.image}
            alt=""
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          <CategoryBadge category={post.category} className="absolute left-4 top-4 bg-white/95 shadow-sm" />
        </Link>
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
            <PostDate iso={post.isoDate} label={post.date} />
            <PostAuthor name={post.author.name} />
          </div>
          <h3 className="mt-3 text-lg font-bold leading-snug">
            <Link to={href} className="hover:text-brand-700">
              {post.title}
            </Link>
          </h3>
          <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-6 text-ink-soft">{post.excerpt}</p>
          <TagList tags={post.tags} limit={CARD_TAGS} className="mt-4" />
          <div className="mt-auto pt-5">
            <Link to={href} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800">
              {/* The title is in the link's text, not only its label: search engines read "Read More" alone as generic. */}
              <span>
                Read More<span className="sr-only">: {post.title}</span>
              </span>{" "}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </article>
    </Card>
  );
});
