import { Box, File, FileImage, FileSpreadsheet, FileText } from "lucide-react";
import type { FileKind } from "../../../contract/documents";
import { cn } from "../../lib/cn";

const icons: Partial<Record<FileKind, typeof File>> = { ifc: Box, rvt: Box, nwd: Box, pdf: FileText, dwg: FileText, xlsx: FileSpreadsheet, image: FileImage };

/** The register's picture of a revision: its thumbnail when the job made one, else the kind's icon. */
export function FileThumbnail({ kind, url, className }: { kind: FileKind; url?: string | null; className?: string }) {
  const Icon = icons[kind] ?? File;
  return (
    <span className={cn("grid size-12 shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-paper", className)}>
      {url ? <img src={url} alt="" className="size-full object-cover" loading="lazy" /> : <Icon className="size-5 text-ink-soft" aria-hidden="true" />}
    </span>
  );
}
