import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { loadedBy, loadedOnlyBy, reaches, routeFilesUnder } from "../../scripts/chunk-groups";

const app = "/site/app";
const signedIn = new Set([`${app}/routes/_signed-in.tsx`, `${app}/routes/dashboard.tsx`, `${app}/routes/admin.tsx`]);
/** Importers of each module: two signed-in routes, a public one, the root, and a lazy widget of the public layout. */
const importers: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
  [`${app}/routes/dashboard.tsx`]: { importers: [`${app}/routes/dashboard.tsx?__react-router-build-client-route`], dynamicImporters: [] },
  [`${app}/routes/admin.tsx`]: { importers: [`${app}/routes/admin.tsx?__react-router-build-client-route`], dynamicImporters: [] },
  [`${app}/routes/home.tsx`]: { importers: [`${app}/routes/home.tsx?__react-router-build-client-route`], dynamicImporters: [] },
  [`${app}/routes/home.tsx?__react-router-build-client-route`]: { importers: [], dynamicImporters: [] },
  "/site/contract/portal.ts": { importers: ["/site/app/components/client/a.tsx", "/site/app/components/admin/b.tsx"], dynamicImporters: [] },
  "/site/app/components/client/a.tsx": { importers: [`${app}/routes/dashboard.tsx`, "/site/app/components/admin/b.tsx"], dynamicImporters: [] },
  "/site/app/components/admin/b.tsx": { importers: [`${app}/routes/admin.tsx`, "/site/app/components/client/a.tsx"], dynamicImporters: [] },
  "/site/node_modules/zod/index.js": { importers: ["/site/contract/portal.ts", "/site/contract/leads.ts"], dynamicImporters: [] },
  "/site/contract/leads.ts": { importers: [`${app}/routes/home.tsx`], dynamicImporters: [] },
  "/site/app/components/widgets/banner.tsx": { importers: [], dynamicImporters: [`${app}/root.tsx`] },
  [`${app}/root.tsx`]: { importers: [], dynamicImporters: [] },
  "/site/app/components/ui/dialog.tsx": { importers: ["/site/app/components/admin/b.tsx", "/site/app/components/widgets/banner.tsx"], dynamicImporters: [] },
};
const graph = { getModuleInfo: (id: string) => importers[id] ?? null };

describe("the signed-in chunk", () => {
  it("takes what only signed-in routes reach, through import cycles, and nothing a public route, the root or a lazy widget reaches", () => {
    expect(loadedOnlyBy(signedIn, "/site/contract/portal.ts", graph)).toBe(true);
    expect(loadedOnlyBy(signedIn, "/site/app/components/client/a.tsx", graph)).toBe(true);
    expect(loadedOnlyBy(signedIn, "/site/node_modules/zod/index.js", graph)).toBe(false);
    expect(loadedOnlyBy(signedIn, "/site/app/components/ui/dialog.tsx", graph)).toBe(false);
    expect(loadedOnlyBy(signedIn, "/site/unknown.ts", graph)).toBe(false);
  });

  it("says what the landing routes load first, and what they load on demand besides", () => {
    const landing = new Set([`${app}/root.tsx`, `${app}/routes/home.tsx`]);
    const first = (id: string) => loadedBy(landing, id, graph, { onDemand: false });
    const atAll = (id: string) => loadedBy(landing, id, graph, { onDemand: true });
    expect(first("/site/contract/leads.ts")).toBe(true);
    expect(first("/site/node_modules/zod/index.js")).toBe(true);
    expect(first("/site/app/components/widgets/banner.tsx")).toBe(false);
    expect(atAll("/site/app/components/widgets/banner.tsx")).toBe(true);
    expect(atAll("/site/app/components/ui/dialog.tsx")).toBe(true);
    expect(first("/site/app/components/ui/dialog.tsx")).toBe(false);
    expect(atAll("/site/contract/portal.ts")).toBe(false);
    expect(atAll("/site/unknown.ts")).toBe(false);
  });

  it("says which modules need zod as they load: through static imports and cycles, not imports on demand", () => {
    const imports: Record<string, string[]> = {
      "/site/app/components/leads/inquiry-form.tsx": ["/site/app/lib/api.ts", "/site/contract/lead-fields.ts"],
      "/site/app/lib/api.ts": ["/site/contract/headers.ts", "/site/app/lib/use-endpoint.ts"],
      "/site/app/lib/use-endpoint.ts": ["/site/app/lib/api.ts"],
      "/site/app/routes/auth.tsx": ["/site/app/components/account/two-factor-step.tsx"],
      "/site/app/components/account/two-factor-step.tsx": ["/site/contract/two-factor.ts"],
      "/site/contract/two-factor.ts": ["/site/node_modules/zod/index.js"],
    };
    const zodGraph = { getModuleInfo: (id: string) => ({ importers: [], dynamicImporters: [], importedIds: imports[id] ?? [] }) };
    const zod = /node_modules[\\/]zod[\\/]/;
    expect(reaches(zod, "/site/app/routes/auth.tsx", zodGraph)).toBe(true);
    expect(reaches(zod, "/site/contract/two-factor.ts", zodGraph)).toBe(true);
    expect(reaches(zod, "/site/node_modules/zod/index.js", zodGraph)).toBe(true);
    expect(reaches(zod, "/site/app/components/leads/inquiry-form.tsx", zodGraph)).toBe(false);
    expect(reaches(zod, "/site/app/lib/use-endpoint.ts", zodGraph)).toBe(false);
  });

  it("reads the signed-in routes from the route table, the layout and every screen under it", () => {
    const files = routeFilesUnder(routes, "routes/_signed-in.tsx", app);
    expect(files).toContain(`${app}/routes/_signed-in.tsx`);
    expect(files).toContain(`${app}/routes/project.tsx`);
    expect(files).toContain(`${app}/routes/admin.tsx`);
    expect(files).not.toContain(`${app}/routes/home.tsx`);
    expect(files).not.toContain(`${app}/routes/invitation.tsx`);
  });
});
