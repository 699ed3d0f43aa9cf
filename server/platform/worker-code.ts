/** A worker's code: its TypeScript source, and the entry scripts/build-server.ts builds from it beside the server's chunks. */
export type WorkerFiles = { source: URL; built: URL };

/** Tests and `npm run dev` run the server's TypeScript through tsx; `npm start` runs the build. */
export const runningFromSource = import.meta.url.endsWith(".ts");

/** The file a worker thread or process runs: its source under tsx, its built entry otherwise. */
export const workerCode = (files: WorkerFiles): URL => (runningFromSource ? files.source : files.built);
