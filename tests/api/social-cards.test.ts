import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "../../content/public-paths";
import { startSite, type TestSite } from "./harness";

const ORIGIN = "https://www.stratum.example";

/** Width and height from a PNG's IHDR chunk, or a JPEG's first start-of-frame marker. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG") return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i < bytes.length - 9; ) {
    const marker = bytes.readUInt8(i + 1);
    if (marker >= 0xc0 && marker <= 0xc3) return { type: "jpeg", width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return { type: "unknown", width: 0, height: 0 };
}

describe("social preview cards", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: ORIGIN });
  });
  afterAll(() => site.close());

  it("every public page names a 1200x630 PNG or JPEG with its width, height and alt", async () => {
    const seen = new Set<string>();
    for (const url of publicPaths().filter((p) => !p.includes("__not-found"))) {
      const head = parse((await site.app.inject(url)).body).querySelector("head")!;
      const meta = (property: string) => head.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
      const image = meta("og:image");
      expect(image, url).toMatch(new RegExp(`^${ORIGIN}/.+\\.(png|jpe?g)$`));
      expect(meta("og:image:width"), url).toBe("1200");
      expect(meta("og:image:height"), url).toBe("630");
      expect(meta("og:image:alt")?.length, url).toBeGreaterThan(20);
      expect(head.querySelector('meta[name="twitter:image"]')?.getAttribute("content"), url).toBe(image);
      seen.add(image!.slice(ORIGIN.length));
    }
    for (const path of seen) {
      const response = await site.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(String(response.headers["content-type"]), path).toMatch(/^image\/(png|jpeg)$/);
      expect(imageSize(response.rawPayload), path).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it("services and articles each get their own card", async () => {
    for (const url of ["/services/scan-to-bim", "/blog/healthcare-mep-coordination"]) {
      const head = parse((await site.app.inject(url)).body).querySelector("head")!;
      expect(head.querySelector('meta[property="og:image"]')?.getAttribute("content"), url).toBe(`${ORIGIN}/images/social${url}.png`);
    }
  });
});
