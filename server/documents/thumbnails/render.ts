import { createRequire } from "node:module";
import path from "node:path";

/** The images a thumbnail is made from (as sniffed on upload); TIFF and BMP keep their icon. */
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
/** A drawing sheet is wide; a tall page or image is cut off at twice its width rather than making a strip. */
const HEIGHT_TO_WIDTH = 2;

export const rendersThumbnail = (file: { kind: string; content_type: string }) =>
  file.kind === "pdf" || (file.kind === "image" && IMAGE_TYPES.has(file.content_type));

/** Thrown when the file itself cannot be drawn (corrupt, encrypted, not what it claims): no thumbnail, no retry. */
export class Unrenderable extends Error {}

type Canvas = typeof import("@napi-rs/canvas");
type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

// pdf.js reads its standard fonts, character maps and decoders from its own folder, so it stays outside the bundle.
const pdfjsFolder = () => `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/`;

function paperOf({ createCanvas }: Canvas, paperWidth: number, width: number, height: number) {
  if (!(width > 0 && height > 0)) throw new Error("the page or image has no size");
  const canvas = createCanvas(paperWidth, Math.max(1, Math.min(paperWidth * HEIGHT_TO_WIDTH, Math.round((height * paperWidth) / width))));
  const context = canvas.getContext("2d");
  // Paper is white: a PDF page or a transparent image is drawn on it, as a person would see it printed.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

async function pdfThumbnail({ getDocument }: PdfJs, canvasModule: Canvas, bytes: Uint8Array, paperWidth: number) {
  const folder = pdfjsFolder();
  const task = getDocument({
    data: bytes,
    standardFontDataUrl: `${folder}standard_fonts/`,
    cMapUrl: `${folder}cmaps/`,
    wasmUrl: `${folder}wasm/`,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const whole = page.getViewport({ scale: 1 });
    const { canvas, context } = paperOf(canvasModule, paperWidth, whole.width, whole.height);
    const viewport = page.getViewport({ scale: paperWidth / whole.width });
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas.encode("webp", 82);
  } finally {
    await task.destroy();
  }
}

async function imageThumbnail(canvasModule: Canvas, bytes: Uint8Array, paperWidth: number) {
  const image = await canvasModule.loadImage(bytes);
  const { canvas, context } = paperOf(canvasModule, paperWidth, image.width, image.height);
  context.drawImage(image, 0, 0, paperWidth, (image.height * paperWidth) / image.width);
  return canvas.encode("webp", 82);
}

/** A WebP `width` pixels wide: a PDF's first page, or the image scaled down (or up) to that width. */
export async function renderThumbnail(kind: string, bytes: Uint8Array, width: number): Promise<Buffer> {
  // Loaded at the first thumbnail, not at start-up; a module that fails to load is the server's fault, so it throws
  // as it is and the job is retried, rather than the file being taken as unreadable.
  const canvas = await import("@napi-rs/canvas");
  const pdfjs = kind === "pdf" ? await import("pdfjs-dist/legacy/build/pdf.mjs") : undefined;
  try {
    return await (pdfjs ? pdfThumbnail(pdfjs, canvas, bytes, width) : imageThumbnail(canvas, bytes, width));
  } catch (error) {
    // Anything pdf.js or the decoder throws now is about this file's contents: the bytes are already in memory.
    throw new Unrenderable(error instanceof Error ? error.message : String(error));
  }
}
