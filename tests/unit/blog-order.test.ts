import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postsIn } from "../../content/blog.server";

const BLOG = "content/blog";

/** content/blog copied, plus an article written as an editor would: a new file with its own slug and date. */
function withArticle(slug: string, date: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "blog-order-"));
  for (const file of readdirSync(BLOG)) copyFileSync(path.join(BLOG, file), path.join(dir, file));
  const [template] = readdirSync(BLOG);
  const source = readFileSync(path.join(BLOG, String(template)), "utf8")
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^date: .*$/m, `date: "${date}"`);
  writeFileSync(path.join(dir, `${slug}.md`), source);
  return dir;
}

describe("the blog's order", () => {
  it("runs newest first by date, with no cap on the number of articles", () => {
    const grown = postsIn(withArticle("thirteenth-article-newest", "2027-01-04"));
    expect(grown).toHaveLength(13);
    expect(grown[0]?.slug).toBe("thirteenth-article-newest");
    const dates = grown.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("places an older article by its date alone, among the others", () => {
    const grown = postsIn(withArticle("an-article-from-2025-june", "2025-06-10"));
    const slugs = grown.map((post) => post.slug);
    const at = slugs.indexOf("an-article-from-2025-june");
    // Between the articles of 2025-07-07 and 2025-06-09.
    expect(slugs.slice(at - 1, at + 2)).toEqual([
      "sustainable-design-bim-energy-analysis",
      "an-article-from-2025-june",
      "civil-3d-infrastructure-corridor-modelling",
    ]);
  });
});
