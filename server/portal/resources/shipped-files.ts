import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A file the build made for the Resources tab (scripts/resource-files.ts writes them and their manifest). */
export type ShippedFile = { file: string; title: string; kind: "guide" | "template"; bytes: number; type: string };

const FORMATS: Record<string, string> = { "application/pdf": "PDF", "text/csv": "CSV" };

/** "PDF, 412 KB": what the button's reader needs to know before downloading. */
export const formatOf = (shipped: ShippedFile) => `${FORMATS[shipped.type] ?? "File"}, ${Math.max(1, Math.round(shipped.bytes / 1024))} KB`;

/** The build's resource files, read once; none when the build made none (a build without Chromium still has the CSVs). */
export function shippedFiles(buildDir: string) {
  const folder = path.join(buildDir, "resources");
  const manifest = path.join(folder, "manifest.json");
  const files: ShippedFile[] = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as ShippedFile[]) : [];
  const byName = new Map(files.map((f) => [f.file, f]));
  return {
    list: () => files,
    find: (file: string | null) => (file ? byName.get(file) : undefined),
    pathOf: (shipped: ShippedFile) => path.join(folder, shipped.file),
  };
}
export type ShippedFiles = ReturnType<typeof shippedFiles>;
