import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A file the build made for the Resources tab (scripts/resource-files.ts writes them and their manifest). */
export type ShippedFile = { file: string; title: string; kind: "guide" | "template"; bytes: number; type: string };

const FORMATS: Record<string, string> = { "application/pdf": "PDF", "text/csv": "CSV" };

const sizeOf = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;
/** "PDF, 412 KB": what the button's reader needs to know before downloading. */
export const formatOf = (shipped: ShippedFile) => `${FORMATS[shipped.type] ?? "File"}, ${sizeOf(shipped.bytes)}`;
/** The same for a file staff uploaded, named by its extension: "RFA, 1,204 KB". */
export const storedFormatOf = (name: string, bytes: number) => `${/\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toUpperCase() ?? "File"}, ${sizeOf(bytes)}`;

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
