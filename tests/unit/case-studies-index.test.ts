import { describe, expect, it } from "vitest";
import { caseStudyFilterHref, filterCaseStudies, readCaseStudyFilter } from "../../app/lib/case-studies";
import { dashboardTab } from "../../app/lib/dashboard-tab";
import { caseStudyIndex } from "../../content/case-studies.server";
import { services } from "../../content/catalogue.server";
import { caseStudies as featured } from "../../content/home";

const index = caseStudyIndex();

describe("case-study index", () => {
  it("lists every case study in the content once: the three with articles and each service page's", () => {
    const fromServices = services.reduce((n, s) => n + s.caseStudies.length, 0);
    expect(index).toHaveLength(featured.length + fromServices);
    expect(new Set(index.map((s) => s.id)).size).toBe(index.length);
    for (const study of featured) expect(index.find((s) => s.id === study.slug)?.href).toBe(`/blog/${study.slug}`);
  });

  it("filters by sector and by service, both together", () => {
    const healthcare = filterCaseStudies(index, { sector: "healthcare", service: "" });
    expect(healthcare.length).toBeGreaterThan(3);
    expect(healthcare.every((s) => s.sector === "healthcare")).toBe(true);
    const clash = filterCaseStudies(index, { sector: "", service: "mep-clash-detection" });
    expect(clash.map((s) => s.id)).toContain("healthcare-mep-coordination");
    const both = filterCaseStudies(index, { sector: "healthcare", service: "mep-clash-detection" });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((s) => s.sector === "healthcare" && s.services.some((x) => x.slug === "mep-clash-detection"))).toBe(true);
    expect(filterCaseStudies(index, { sector: "", service: "" })).toEqual(index);
  });

  it("keeps the filter in the address and changes one part at a time", () => {
    expect(readCaseStudyFilter(new URLSearchParams("sector=residential&service=rebar-detailing"))).toEqual({
      sector: "residential",
      service: "rebar-detailing",
    });
    expect(caseStudyFilterHref({ sector: "residential", service: "" }, { service: "rebar-detailing" })).toBe(
      "/case-studies?sector=residential&service=rebar-detailing",
    );
    expect(caseStudyFilterHref({ sector: "residential", service: "rebar-detailing" }, { sector: "" })).toBe("/case-studies?service=rebar-detailing");
    expect(caseStudyFilterHref({ sector: "", service: "x" }, { service: "" })).toBe("/case-studies");
  });
});

describe("client dashboard tab", () => {
  it("comes from the address, never from the last tab used", () => {
    expect(dashboardTab("/projects", new URLSearchParams())).toBe("projects");
    expect(dashboardTab("/dashboard", new URLSearchParams())).toBe("overview");
    expect(dashboardTab("/dashboard", new URLSearchParams("tab=projects"))).toBe("projects");
    expect(dashboardTab("/projects", new URLSearchParams("tab=resources"))).toBe("resources");
    expect(dashboardTab("/dashboard", new URLSearchParams("tab=bogus"))).toBe("overview");
  });
});
