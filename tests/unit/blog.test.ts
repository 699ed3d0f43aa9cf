import { describe, expect, it } from "vitest";
import { categoriesOf, filterParams, filterPosts, newScrollDepths, readFilter, truncateDescription } from "../../app/lib/blog";

const posts = [
  { title: "Scan-to-BIM Accuracy", excerpt: "Point clouds and registration.", category: "Technology" },
  { title: "MEP Coordination", excerpt: "Ducts, pipes and CLASH detection.", category: "MEP" },
  { title: "Hospital case study", excerpt: "Medical gases and clash-free ceilings.", category: "Healthcare" },
];

describe("blog search", () => {
  it("matches title or excerpt case-insensitively", () => {
    expect(filterPosts(posts, { q: "scan-to-bim", category: "" })).toEqual([posts[0]]);
    expect(filterPosts(posts, { q: "clash", category: "" })).toEqual([posts[1], posts[2]]);
    expect(filterPosts(posts, { q: "  POINT clouds ", category: "" })).toEqual([posts[0]]);
  });

  it("requires the exact category as well as the text", () => {
    expect(filterPosts(posts, { q: "clash", category: "Healthcare" })).toEqual([posts[2]]);
    expect(filterPosts(posts, { q: "", category: "MEP" })).toEqual([posts[1]]);
    expect(filterPosts(posts, { q: "", category: "mep" })).toEqual([]);
    expect(filterPosts(posts, { q: "scan", category: "MEP" })).toEqual([]);
  });

  it("returns everything when both are empty, and lists categories in order of first use", () => {
    expect(filterPosts(posts, { q: "", category: "" })).toEqual(posts);
    expect(categoriesOf([...posts, ...posts.slice(1, 2)])).toEqual(["Technology", "MEP", "Healthcare"]);
  });

  it("keeps the state in the query string, leaving out empty values", () => {
    expect(filterParams({ q: "rebar bbs", category: "Automation" }).toString()).toBe("q=rebar+bbs&category=Automation");
    expect(filterParams({ q: "", category: "" }).toString()).toBe("");
    expect(readFilter(new URLSearchParams("q=a%26b&category=Digital+Twins"))).toEqual({ q: "a&b", category: "Digital Twins" });
    expect(readFilter(new URLSearchParams(""))).toEqual({ q: "", category: "" });
  });
});

describe("metadata description", () => {
  it("cuts at 160 characters and adds '...' only when longer", () => {
    const long = "x".repeat(200);
    expect(truncateDescription(long)).toBe(`${"x".repeat(160)}...`);
    expect(truncateDescription("y".repeat(160))).toBe("y".repeat(160));
    expect(truncateDescription("short  text\n here")).toBe("short text here");
  });
});

describe("scroll depth", () => {
  it("reports each 25% step once, measured on the scrollable height", () => {
    const logged = new Set<number>();
    expect(newScrollDepths(0, 800, 4800, logged)).toEqual([]);
    expect(newScrollDepths(1000, 800, 4800, logged)).toEqual([25]);
    logged.add(25);
    expect(newScrollDepths(1100, 800, 4800, logged)).toEqual([]);
    expect(newScrollDepths(4000, 800, 4800, logged)).toEqual([50, 75, 100]);
    expect(newScrollDepths(0, 800, 600, new Set())).toEqual([]);
  });
});
