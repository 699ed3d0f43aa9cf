import { BlockList, isIP } from "node:net";
import type { Config } from "./config";

const privateRanges = new BlockList();
for (const [prefix, bits] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  privateRanges.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateRanges.addSubnet(prefix, bits, "ipv6");

/** True when HOST may take connections from the internet: every interface, a public address, or a name. */
function isPublicHost(host: string): boolean {
  if (host === "localhost") return false;
  const family = isIP(host);
  if (family === 0) return true;
  return !privateRanges.check(host, family === 4 ? "ipv4" : "ipv6");
}

/**
 * With TRUST_PROXY a hop count, a client that reaches the app's port directly writes the X-Forwarded-For entry the
 * app believes; the app must then listen where only the proxy can reach it.
 */
export function proxyExposureWarning(config: Pick<Config, "trustProxy" | "host" | "port">): string | undefined {
  if (config.trustProxy === false || !isPublicHost(config.host)) return undefined;
  return `TRUST_PROXY is set but HOST=${config.host} lets clients reach port ${config.port} without the proxy and forge their address; listen on HOST=127.0.0.1 (or a private address only the proxy reaches)`;
}
