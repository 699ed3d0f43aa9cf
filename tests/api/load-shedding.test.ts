import { describe, expect, it } from "vitest";
import { freePort, startSiteProcess } from "../support/site-process";

describe("load shedding in the production configuration", () => {
  it("answers 503 with Retry-After, the error shape and the security headers under overload, then recovers", async () => {
    // A low threshold makes a burst of requests count as overload, so the shedding path can be seen on any machine.
    const site = startSiteProcess(await freePort(), { LOAD_SHED_UTILIZATION: "0.2", RATE_LIMIT_FACTOR: "100000" });
    try {
      await site.ready();
      let shed: Response | undefined;
      for (const deadline = Date.now() + 20_000; !shed && Date.now() < deadline;) {
        const burst = await Promise.all(Array.from({ length: 40 }, () => fetch(`${site.url}/api/contact/stamp`)));
        shed = burst.find((r) => r.status === 503);
        expect(burst.every((r) => r.status === 200 || r.status === 503)).toBe(true);
      }
      expect(shed?.status).toBe(503);
      expect(shed!.headers.get("retry-after")).toBe("5");
      expect(shed!.headers.get("content-type")).toBe("application/json; charset=utf-8");
      // The same security headers as any other API answer.
      const normal = await fetch(`${site.url}/api/health`);
      for (const header of ["content-security-policy", "x-content-type-options", "referrer-policy", "cross-origin-opener-policy", "cross-origin-resource-policy", "permissions-policy"]) {
        expect(normal.headers.get(header), header).toBeTruthy();
        expect(shed!.headers.get(header), header).toBe(normal.headers.get(header));
      }
      expect(await shed!.json()).toEqual({ success: false, code: "unavailable", message: "The server is busy. Please try again shortly." });
      // Once the burst is over the site answers again; the process never crashed.
      let recovered = false;
      for (const deadline = Date.now() + 20_000; !recovered && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 1_000));
        recovered = (await fetch(`${site.url}/api/contact/stamp`)).status === 200;
      }
      expect(recovered).toBe(true);
      expect(site.child.exitCode).toBeNull();
    } finally {
      await site.stop();
    }
  }, 90_000);
});
