import { Box, File, FileImage, FileSpreadsheet, FileText } from "lucide-react";
import { type FileKind, thumbnailPath } from "../../../contract/documents";
import { cn } from "../../lib/cn";

const icons: Partial<Record<FileKind, typeof File>> = { ifc: Box, rvt: Box, nwd: Box, pdf: FileText, dwg: FileText, xlsx: FileSpreadsheet, image: FileImage };

type Shown = { id: string; kind: FileKind; thumbnail: boolean };

/**
 * A revision's picture: its thumbnail when the job made one (loaded lazily into a box of fixed size, so the list
 * never shifts), else the kind's icon. `label` names the document for people who cannot see the picture.
 */
export function FileThumbnail({ documentId, revision, label, className }: { documentId: string; revision: Shown; label: string; className?: string }) {
  const Icon = icons[revision.kind] ?? File;
  return (
    <span className={cn("grid h-12 w-16 shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-white", className)}>
      {revision.thumbnail ? (
        <img
          src={thumbnailPath(documentId, revision.id)}
          alt={`Thumbnail of ${label}`}
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
          className="size-full object-cover object-top"
        />
      ) : (
        <Icon className="size-5 text-ink-soft" aria-hidden="true" />
      )}
    </span>
  );
}
