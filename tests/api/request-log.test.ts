import { afterEach, describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { startSite, type TestSite } from "./harness";

/** A site logging at `level` into memory; the lines it wrote, parsed. */
async function siteLoggingAt(level: string) {
  const log = capturedLog();
  const site = await startSite("sqlite", { LOG_LEVEL: level }, log.stream);
  const logged = () => log.entries<{ level: number; msg: string; url?: string; status?: number }>();
  return { site, logged };
}

describe("request log", () => {
  let site: TestSite | undefined;
  afterEach(() => site?.close());

  it("writes one info line per API call, secrets in the query redacted, and no line for a page", async () => {
    const logging = await siteLoggingAt("info");
    site = logging.site;
    await site.app.inject({ method: "GET", url: "/api/user?token=s3cret-value" });
    await site.app.inject({ method: "GET", url: "/" });
    const requests = logging.logged().filter((line) => line.msg === "request completed" || line.msg === "page served");
    expect(requests).toEqual([expect.objectContaining({ level: 30, msg: "request completed", url: "/api/user?token=[redacted]", status: 401 })]);
  });

  it("writes no request line above info", async () => {
    const logging = await siteLoggingAt("warn");
    site = logging.site;
    await site.app.inject({ method: "GET", url: "/api/user" });
    expect(logging.logged().filter((line) => line.msg === "request completed")).toEqual([]);
  });
});
