/** Every share image is this size: the 1.91:1 card LinkedIn, Facebook and X show. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The PNG card scripts/social-cards.ts renders at build time from a service's or article's illustration. */
export const socialCardPath = (section: "services" | "blog", slug: string) => `/images/social/${section}/${slug}.png`;
