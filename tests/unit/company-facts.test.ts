import { describe, expect, it } from "vitest";
import { company, companyFacts, supportHoursSpecification } from "../../content/company";
import { contradictions, pageText } from "../support/fact-check";

const facts = (html: string) => contradictions(pageText(html)).map((c) => c.fact);

describe("company facts checker", () => {
  it("passes the figures of content/company.ts, however they are marked up", () => {
    const html = `<dl><div><dt>Projects delivered since 2017</dt><dd>${companyFacts.projectsDelivered}</dd></div><div><dt>Engineers</dt><dd>120+</dd></div>
      <div><dt>Countries served</dt><dd>${companyFacts.countries}</dd></div><div><dt>Client retention</dt><dd>${companyFacts.clientRetention}</dd></div></dl>
      <p>Clients in ${companyFacts.countries} countries save up to ${companyFacts.savings.ceiling}; most see ${companyFacts.savings.typical} lower cost.</p>
      <p>${company.hours} (${companyFacts.supportHours.timeZone})</p><a href="mailto:${companyFacts.email}">${companyFacts.email}</a>
      <p>An engineer replies within ${companyFacts.replyWithin} with an approach; one of our engineers will contact you within ${companyFacts.replyWithin}.</p>
      <p>Approval comments returned within 48 hours. More than 1,200 completed projects. Three projects in Ontario. 35% is the ceiling, not the average.</p>
      <script type="application/ld+json">{"hoursAvailable":${JSON.stringify(supportHoursSpecification)}}</script>`;
    expect(contradictions(pageText(html))).toEqual([]);
  });

  it.each([
    ["<dt>100+</dt><dd>Engineering projects</dd>", "projectsDelivered"],
    ["<div><dt>Engineering projects</dt><dd>100+</dd></div>", "projectsDelivered"],
    ["<div><dt>Countries</dt><dd>12+</dd></div>", "countries"],
    [`<script>window.__data = "\\u003ca href=\\"mailto:bim@stratumbim.com\\"\\u003e"</script>`, "email"],
    ["<p>We have delivered more than 500 projects.</p>", "projectsDelivered"],
    ["<dt>98%</dt><dd>Client retention</dd>", "clientRetention"],
    ["<p>A client retention rate of 98%.</p>", "clientRetention"],
    ["<p>Clients in 12+ countries</p>", "countries"],
    ["<dt>35%</dt><dd>Average cost savings</dd>", "savings (average)"],
    ["<h1>Cut costs by up to 40%</h1>", "savings (ceiling)"],
    ["<p>Clients typically save 25-35% lower cost.</p>", "savings (typical)"],
    ["<dt>24/7</dt><dd>Global support team</dd>", "supportHours"],
    ["<p>Mon-Fri 9:00 AM-5:00 PM IST</p>", "supportHours"],
    ["<p>Mon-Fri 9:00 AM-6:00 PM GMT</p>", "supportHours"],
    [`<script type="application/ld+json">{"hoursAvailable":{"opens":"00:00:00+05:30","closes":"23:59:00+05:30"}}</script>`, "supportHours"],
    [`<a href="mailto:bim@stratumbim.com">Email the BIM team</a>`, "email"],
    ["<p>A senior engineer replies within 48 hours with a quote.</p>", "replyWithin"],
    ["<p>One of our engineers will contact you within 12 hours.</p>", "replyWithin"],
  ])("fails %s", (html, fact) => {
    expect(facts(html)).toContain(fact);
  });
});
