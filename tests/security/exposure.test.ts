import net from "node:net";
import { capturedLog } from "../support/captured-log";
import { describe, expect, it } from "vitest";
import { proxyExposureWarning } from "../../server/platform/proxy-exposure";
import { dialects, listening, startSite } from "./support";

// Issue 21, items 12 and 14: a client that leaves mid-body, and an app port reachable around the proxy.
describe.each(dialects)("a client leaving mid-body on %s", (dialect) => {
  it("is logged as the client leaving, never as the database failing", async () => {
    const log = capturedLog();
    const site = await startSite(dialect, { LOG_LEVEL: "info" }, log.stream);
    try {
      const port = await listening(site);
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          // A route that reads its body without a CSRF token first; 3,000 bytes announced, 30 sent.
          socket.write(
            `POST /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: Mozilla/5.0 Firefox/133.0\r\nContent-Type: application/json\r\nContent-Length: 3000\r\n\r\n{"path":"/about","width":"des`,
          );
          setTimeout(() => socket.destroy(), 100);
        });
        socket.on("close", () => resolve());
      });
      await expect.poll(() => log.text().includes("client_aborted"), { timeout: 5000 }).toBe(true);
      const logged = log.entries<{ level: number; msg: string; err?: unknown }>();
      expect(logged.filter((l) => l.level >= 50)).toEqual([]);
      expect(logged.some((l) => l.msg === "database unreachable")).toBe(false);
    } finally {
      await site.close();
    }
  });
});

describe("TRUST_PROXY with the app port public", () => {
  it("warns at start-up when HOST takes outside connections, and only then", () => {
    const warning = proxyExposureWarning({ trustProxy: 1, host: "0.0.0.0", port: 3000 });
    expect(warning).toMatch(/^TRUST_PROXY is set but HOST=0\.0\.0\.0 lets clients reach port 3000 without the proxy/);
    for (const host of ["::", "203.0.113.7", "2001:db8::1", "app.example.com"])
      expect(proxyExposureWarning({ trustProxy: "10.0.0.5", host, port: 3000 }), host).toBeDefined();
    for (const host of ["127.0.0.1", "localhost", "::1", "10.0.0.8", "192.168.1.4", "172.20.0.2", "fd00::4"]) {
      expect(proxyExposureWarning({ trustProxy: 1, host, port: 3000 }), host).toBeUndefined();
    }
    expect(proxyExposureWarning({ trustProxy: false, host: "0.0.0.0", port: 3000 })).toBeUndefined();
  });
});
