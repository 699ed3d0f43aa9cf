// vite.config.ts copies both files under folders named by their versions: web-ifc asks for "web-ifc.wasm" by that
// name in the folder it is given, and the fragments worker is started from an address.
declare const __WEB_IFC_WASM_PATH__: string;
declare const __FRAGMENTS_WORKER_URL__: string;

/** The folder on this origin that web-ifc loads `web-ifc.wasm` from. */
export const WEB_IFC_WASM_PATH: string = __WEB_IFC_WASM_PATH__;
/** The That Open fragments worker (a module worker) on this origin. */
export const FRAGMENTS_WORKER_URL: string = __FRAGMENTS_WORKER_URL__;

declare const __PDFJS_FOLDER__: string;
/** pdf.js's worker, standard fonts and character maps on this origin. */
export const PDFJS_FOLDER: string = __PDFJS_FOLDER__;
