import path from "node:path";

type RouteEntry = { file: string; children?: RouteEntry[] };
type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; importedIds?: readonly string[] } | null;
};

/** The route files under the layout `layoutFile` (itself included), as absolute paths under `appDir`. */
export function routeFilesUnder(routes: readonly RouteEntry[], layoutFile: string, appDir: string): Set<string> {
  const layout = routes.find((r) => r.file === layoutFile);
  if (!layout) throw new Error(`app/routes.ts has no layout ${layoutFile}`);
  const files = (r: RouteEntry): string[] => [r.file, ...(r.children ?? []).flatMap(files)];
  return new Set(files(layout).map((f) => path.join(appDir, f)));
}

/**
 * Whether only the given routes load a module: every path up its importers (static or on demand) ends at one of
 * them, never at another route, the root or an entry. Such a module belongs in the signed-in chunk, so a public
 * page never downloads it because two signed-in screens happen to share it.
 */
export function loadedOnlyBy(routeFiles: ReadonlySet<string>, id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    // React Router's client route module is `<file>?__react-router-build-client-route`, an importer of the file itself.
    const file = current.split("?")[0] ?? current;
    if (routeFiles.has(file)) continue;
    const info = graph.getModuleInfo(current);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    if (importers.length === 0) return false;
    pending.push(...importers);
  }
  return true;
}

/**
 * Whether one of the given route files loads a module: some chain of imports leads up from it to one of them. With
 * `onDemand` false only static imports count, so the answer is whether the module is on those routes' first load.
 */
export function loadedBy(routeFiles: ReadonlySet<string>, id: string, graph: ModuleGraph, { onDemand }: { onDemand: boolean }): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (routeFiles.has(current.split("?")[0] ?? current)) return true;
    const info = graph.getModuleInfo(current);
    pending.push(...(info?.importers ?? []), ...(onDemand ? (info?.dynamicImporters ?? []) : []));
  }
  return false;
}

/**
 * Whether a module's static imports lead to one matching `target`: it needs that module as soon as it loads. A chunk
 * holding it would make every page that loads the chunk download the target too.
 */
export function reaches(target: RegExp, id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (target.test(current)) return true;
    pending.push(...(graph.getModuleInfo(current)?.importedIds ?? []));
  }
  return false;
}
