import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import { PDFJS_FOLDER } from "../vendor-files";

GlobalWorkerOptions.workerSrc = `${PDFJS_FOLDER}pdf.worker.js`;

/** Opens a PDF with pdf.js: its worker, fonts and character maps come from this origin, and nothing is compiled at run time. */
export function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data,
    standardFontDataUrl: `${PDFJS_FOLDER}standard_fonts/`,
    cMapUrl: `${PDFJS_FOLDER}cmaps/`,
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
    verbosity: 0,
  }).promise;
}

/** Draws one page into the canvas at the given CSS width, sharp on high-density screens. */
export async function drawPage(pdf: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, width: number) {
  const page = await pdf.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const scale = width / unscaled.width;
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
