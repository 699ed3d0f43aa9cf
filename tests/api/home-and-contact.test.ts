import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPost } from "../../content/blog.server";
import { insightSlugs } from "../../content/home";
import { testimonials } from "../../content/testimonials";
import { startSite, type TestSite } from "./harness";
import { defined } from "../support/defined";

describe("home and contact content", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite");
  });
  afterAll(() => site.close());

  const section = async (url: string, labelledBy: string) => {
    const page = parse((await site.app.inject(url)).body);
    const found = page.querySelector(`section[aria-labelledby="${labelledBy}"]`);
    expect(found, `${url} #${labelledBy}`).not.toBeNull();
    return found!;
  };

  it("'Latest insights' shows each article's own title, excerpt, date, author and reading time", async () => {
    const cards = (await section("/", "insights-title")).querySelectorAll("li");
    expect(cards).toHaveLength(3);
    insightSlugs.forEach((slug, index) => {
      const post = findPost(slug)!;
      const card = defined(cards[index], `insight card ${index + 1}`);
      expect(card.querySelector("h3 a")?.getAttribute("href")).toBe(`/blog/${slug}`);
      expect(card.querySelector("h3")?.text).toBe(post.title);
      expect(card.text).toContain(post.excerpt);
      expect(card.text).toContain(`${post.readingMinutes} min read`);
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(post.isoDate);
      expect(card.text).toContain(post.author.name);
    });
  });

  it("/contact shows each testimonial with its real rating", async () => {
    const block = await section("/contact", "contact-testimonials");
    expect(block.text).not.toContain("Rated five out of five stars");
    expect(block.querySelectorAll('[aria-label="Rated five out of five stars"]')).toHaveLength(0);
    for (const testimonial of testimonials) {
      const card = block.querySelectorAll("li").find((li) => li.text.includes(testimonial.author));
      expect(card, testimonial.author).toBeDefined();
      expect(card!.text).toContain(`${testimonial.rating.toFixed(1)} out of 5`);
    }
    expect(testimonials.map((t) => t.rating)).toContain(4.8);
  });
});
