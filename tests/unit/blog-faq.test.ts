import { describe, expect, it } from "vitest";
import { categoryFaq } from "../../content/blog-faq";
import { allPosts } from "../../content/blog.server";

const categories = [...new Set(allPosts().map((post) => post.category))];

describe("article FAQ", () => {
  it.each(categories)("%s: three questions of its own, none built from a template", (category) => {
    const faq = categoryFaq(category);
    expect(faq).toHaveLength(3);
    for (const { question, answer } of faq) {
      expect(question).toMatch(/^[A-Z].{20,}\?$/);
      expect(question).not.toContain(`${category} services`);
      expect(question).not.toContain(`${category} work`);
      expect(question).not.toContain(`${category} providers`);
      expect(question).not.toMatch(/Stratum|different from other/);
      expect(answer.length).toBeGreaterThan(80);
    }
  });

  it("no two categories share a question", () => {
    const questions = categories.flatMap((category) => categoryFaq(category).map((item) => item.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
});
