// Node 20 does not pass `--import tsx` on to a worker's loader, so the thread loads the TypeScript through tsx's API.
import { tsImport } from "tsx/esm/api";

const { default: hash } = await tsImport("./hash-worker.ts", import.meta.url);
export default hash;
