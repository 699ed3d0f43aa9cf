import { describe, expect, it } from "vitest";
import { freePort, startSiteProcess } from "../support/site-process";

describe("load shedding in the production configuration", () => {
  it("answers 503 with Retry-After, the error shape and the security headers under overload, then recovers", async () => {
    // A low threshold makes a burst of requests count as overload, so the shedding path can be seen on any machine.
    const site = startSiteProcess(await freePort(), { LOAD_SHED_UTILIZATION: "0.2", RATE_LIMIT_FACTOR: "100000" });
    try {
      await site.ready();
      let shed: Response | undefined;
      for (const deadline = Date.now() + 20_000; !shed && Date.now() < deadline; ) {
        const burst = await Promise.all(Array.from({ length: 40 }, () => fetch(`${site.url}/api/contact/stamp`)));
        shed = burst.find((r) => r.status === 503);
        expect(burst.every((r) => r.status === 200 || r.status === 503)).toBe(true);
      }
      expect(shed?.status).toBe(503);
      expect(shed!.headers.get("retry-after")).toBe("5");
      expect(shed!.headers.get("content-type")).toBe("application/json; charset=utf-8");
      // The same security headers as any other API answer.
      const normal = await fetch(`${site.url}/api/health`);
      for (const header of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
        "permissions-policy",
      ]) {
        expect(normal.headers.get(header), header).toBeTruthy();
        expect(shed!.headers.get(header), header).toBe(normal.headers.get(header));
      }
      expect(await shed!.json()).toEqual({ success: false, code: "unavailable", message: "The server is busy. Please try again shortly." });
      // Once the burst is over the site answers again; the process never crashed. How soon its measured load falls
      // below the threshold depends on the machine's (another suite beside it took over 20 s): a hang guard only.
      let recovered = false;
      for (const deadline = Date.now() + 120_000; !recovered && Date.now() < deadline; ) {
        await new Promise((r) => setTimeout(r, 250));
        recovered = (await fetch(`${site.url}/api/contact/stamp`)).status === 200;
      }
      expect(recovered).toBe(true);
      expect(site.child.exitCode).toBeNull();
    } finally {
      await site.stop();
    }
  });

  it("is ready only after start-up, sheds nothing for start-up work, and a shed request logs one line and runs nothing", async () => {
    // Any measurable utilization counts as overload here, so start-up work would be shed if it were counted.
    const site = startSiteProcess(await freePort(), { LOAD_SHED_UTILIZATION: "0.000001", LOG_LEVEL: "info" });
    try {
      const early: number[] = [];
      for (let status = 0; status !== 200; await new Promise((r) => setTimeout(r, 10))) {
        status = await fetch(`${site.url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        early.push(status);
        if (site.child.exitCode !== null) throw new Error(site.stderr());
      }
      expect(early.every((status) => [0, 200, 503].includes(status))).toBe(true);
      // Before "ready" is logged, readiness never said 200.
      const log = () =>
        site
          .stdout()
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number; err?: unknown });
      expect(log().some((line) => line.msg === "ready")).toBe(true);
      // The first second after readiness: a load balancer's first checks and the first visitors are answered.
      const first: number[] = [];
      for (const until = Date.now() + 1_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
        for (const path of ["/api/ready", "/api/csrf-token"]) first.push((await fetch(`${site.url}${path}`)).status);
      }
      expect(first.filter((status) => status !== 200)).toEqual([]);
      // Once start-up work (the mail templates' preload too) is well over, every request is over the threshold: shed,
      // each with one log line and no second answer attempted.
      let sent = 0;
      let shedding = false;
      for (const deadline = Date.now() + 20_000; !shedding && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
        sent++;
        shedding = (await fetch(`${site.url}/api/services`)).status === 503;
      }
      expect(shedding).toBe(true);
      const shed = await Promise.all(Array.from({ length: 20 }, () => fetch(`${site.url}/api/services`).then((r) => r.status)));
      sent += shed.length;
      expect(shed.filter((status) => status === 503).length).toBeGreaterThan(0);
      // Each answer is logged as it is sent: wait for the lines, then count them.
      const services = () => log().filter((line) => line.url === "/api/services");
      for (const deadline = Date.now() + 30_000; services().length < sent && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
      const lines = services();
      expect(lines).toHaveLength(sent);
      expect(site.stdout()).not.toContain("FST_ERR_REP_ALREADY_SENT");
      expect(log().filter((line) => line.err)).toEqual([]);
    } finally {
      await site.stop();
    }
  });
});
