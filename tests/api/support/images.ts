import { createCanvas, loadImage } from "@napi-rs/canvas";

/** A drawing-like PNG of the given size: a grid on white with a colored block, made at run time. */
export function pngFile(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.strokeStyle = "#1d4ed8";
  for (let x = 0; x < width; x += 40) context.strokeRect(x, 0, 40, height);
  context.fillStyle = "#f97316";
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.toBuffer("image/png");
}

/** The size of an image as a decoder reads it from its bytes; throws when they are not an image. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const image = await loadImage(bytes);
  return { width: image.width, height: image.height };
}
