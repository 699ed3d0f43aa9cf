import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EXIT_INTENT, PROMO_BANNER } from "../../contract/constants";
import { ExitIntentContent } from "../../app/components/widgets/exit-intent-content";
import { emailError, exitIntentVariants, isMobileWidth, leftThroughTop, mayShowAgain } from "../../app/lib/exit-intent";
import { dismissalKey, recentlyDismissed } from "../../app/lib/promo-dismissal";
import { requestCount } from "../../app/lib/rate-limit-test";
import { referrerHost } from "../../server/analytics/page-views";
import { ConfigError, loadConfig } from "../../server/platform/config";

const now = Date.UTC(2026, 0, 15, 12);

describe("exit-intent rules", () => {
  it("shows again only 24 hours after the last showing", () => {
    expect(mayShowAgain(null, now)).toBe(true);
    expect(mayShowAgain(String(now - EXIT_INTENT.repeatAfterMs + 1000), now)).toBe(false);
    expect(mayShowAgain(String(now - EXIT_INTENT.repeatAfterMs), now)).toBe(true);
  });

  it("counts a corrupt record as not shown", () => {
    for (const record of ["", "yesterday", '{"at":1}', "NaN", "-5", "1e12", String(now + 60_000)]) {
      expect(mayShowAgain(record, now), record).toBe(true);
    }
  });

  it("knows a phone from its width and an exit from the top 20 px", () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(leftThroughTop(20, null)).toBe(true);
    expect(leftThroughTop(21, null)).toBe(false);
  });

  it("gives the spec's two email messages", () => {
    expect(emailError("  ")).toBe("Please enter your email address");
    expect(emailError("jane@firm")).toBe("Please enter a valid email address");
    expect(emailError("jane doe@firm.com")).toBe("Please enter a valid email address");
    expect(emailError("jane@firm.com")).toBeNull();
  });
});

describe("promo banner dismissal", () => {
  it("lasts 7 days and is kept per banner", () => {
    expect(recentlyDismissed(String(now - PROMO_BANNER.reappearAfterMs + 1), now)).toBe(true);
    expect(recentlyDismissed(String(now - PROMO_BANNER.reappearAfterMs), now)).toBe(false);
    expect(recentlyDismissed(null, now)).toBe(false);
    expect(recentlyDismissed("garbage", now)).toBe(false);
    expect(dismissalKey({ text: "A", link: "/contact" })).not.toBe(dismissalKey({ text: "B", link: "/contact" }));
    expect(dismissalKey({ text: "A", link: "/contact" })).toMatch(/^promo-banner-dismissed:/);
  });
});

describe("rate-limit test count", () => {
  it("is bounded 1 to 50 and 10 when not a number", () => {
    expect(requestCount("")).toBe(10);
    expect(requestCount("abc")).toBe(10);
    expect(requestCount("0")).toBe(1);
    expect(requestCount("51")).toBe(50);
    expect(requestCount("7")).toBe(7);
  });
});

describe("analytics referrer", () => {
  it("keeps only another site's host", () => {
    expect(referrerHost("https://www.linkedin.com/feed/?x=1", "stratumbim.com")).toBe("linkedin.com");
    expect(referrerHost("https://www.stratumbim.com/blog", "stratumbim.com")).toBeNull();
    expect(referrerHost("not a url", "stratumbim.com")).toBeNull();
    expect(referrerHost(undefined, "stratumbim.com")).toBeNull();
  });
});

describe("exit-intent layouts", () => {
  const render = (variant: (typeof exitIntentVariants)[number]) =>
    renderToStaticMarkup(
      createElement(ExitIntentContent, {
        variant,
        heading: createElement("h2", null, "Heading"),
        text: createElement("p", null, "Text"),
        form: createElement("form", null, createElement("input", { type: "email" })),
        close: createElement("button", { type: "button" }, "Close"),
      }),
    );

  it("has four variants, each with the heading, text, form and close button", () => {
    expect(exitIntentVariants).toEqual(["standard", "minimal", "image-left", "full-image"]);
    for (const variant of exitIntentVariants) {
      const html = render(variant);
      expect(html).toContain(`data-variant="${variant}"`);
      for (const part of ["<h2>Heading</h2>", "<p>Text</p>", "<form>", '<button type="button">Close</button>']) expect(html, variant).toContain(part);
    }
  });

  it("shows the image only in the image layouts and the promises only where there is room", () => {
    expect(render("image-left")).toContain("<img");
    expect(render("full-image")).toContain("<img");
    expect(render("standard")).not.toContain("<img");
    expect(render("minimal")).not.toContain("<img");
    expect(render("standard")).toContain("Fixed price, no obligation");
    expect(render("minimal")).not.toContain("Fixed price, no obligation");
  });
});

describe("GA_MEASUREMENT_ID", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-"));

  it("is optional and must look like a GA4 measurement id", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).gaMeasurementId).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), GA_MEASUREMENT_ID: "G-AB12CD34" }).gaMeasurementId).toBe("G-AB12CD34");
    expect(() => loadConfig({ DATA_DIR: dataDir(), GA_MEASUREMENT_ID: "UA-12345-1" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GA_MEASUREMENT_ID: 'G-AB12"><script>' })).toThrow(/^Invalid environment variable GA_MEASUREMENT_ID/);
  });
});
