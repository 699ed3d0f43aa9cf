import { company } from "../../content/company";
import { SOCIAL_CARD } from "./social-card";

declare const __SITE_ORIGIN__: string;

/** The public origin baked in at build time; the server rewrites it when PUBLIC_URL changes at start-up. */
const SITE_ORIGIN: string = __SITE_ORIGIN__;

export const absoluteUrl = (path: string) => `${SITE_ORIGIN}${path === "/" ? "" : path}`;

const DEFAULT_IMAGE_ALT = `${company.name}: reduce engineering costs by up to ${company.figures.costReductionMax} with BIM, Scan-to-BIM, MEP, structural, rebar, precast and Civil 3D services`;

/** Open Graph article tags (https://ogp.me/#type_article); only for type "article". */
type ArticleMeta = { publishedTime: string; modifiedTime?: string; author: string; section: string; tags: string[] };

type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  type?: "website" | "article";
  noindex?: boolean;
  image?: string;
  imageAlt?: string;
  article?: ArticleMeta;
};

/** Title, description, canonical, Open Graph and Twitter tags for one page; a noindex page names no canonical. */
export function pageMeta({
  title,
  description,
  path,
  keywords,
  type = "website",
  noindex,
  image = "/images/og-default.png",
  imageAlt = DEFAULT_IMAGE_ALT,
  article,
}: PageMeta) {
  const url = absoluteUrl(path);
  const fullTitle = title.includes(company.shortName) ? title : `${title} | ${company.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords?.length ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: company.name },
    // The site is written in US English (tests/unit/spelling.test.ts).
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:image", content: absoluteUrl(image) },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: imageAlt },
    ...(article && type === "article"
      ? [
          { property: "article:published_time", content: article.publishedTime },
          { property: "article:modified_time", content: article.modifiedTime ?? article.publishedTime },
          { property: "article:author", content: article.author },
          { property: "article:section", content: article.section },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: company.twitterHandle },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absoluteUrl(image) },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
