// A pool's thread from source: loads the worker's TypeScript (worker-pool.ts passes its URL) through tsx's API.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { default: task } = await tsImport(workerData.source, import.meta.url);
export default task;
