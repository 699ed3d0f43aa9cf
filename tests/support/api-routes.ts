import type { FastifyInstance } from "fastify";

export type ApiRoute = { method: string; path: string };

/** Every route the app serves under /api, read from Fastify's own route tree, so a new route is listed without a line here. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const found: ApiRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    const path = stack.join("");
    if (!match[3] || !path.startsWith("/api")) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") found.push({ method, path });
  }
  return found.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
