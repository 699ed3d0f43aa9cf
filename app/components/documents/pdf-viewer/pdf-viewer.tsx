import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from "lucide-react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { ErrorState, LoadingState } from "../../ui/query-state";
import { fetchRevisionBytes } from "../file-bytes";

const ZOOMS = [0.5, 0.75, 1, 1.5, 2] as const;

/** A PDF revision drawn in the page with pdf.js, one page at a time, fitted to the width and zoomable. */
export function PdfViewer({ documentId, revisionId, title }: { documentId: string; revisionId: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what "Try again" asks for
  useEffect(() => {
    const aborted = new AbortController();
    let opened: PDFDocumentProxy | null = null;
    setFailure(null);
    setPdf(null);
    (async () => {
      const [bytes, { openPdf }] = await Promise.all([fetchRevisionBytes(documentId, revisionId, () => undefined, aborted.signal), import("./pdf-document")]);
      opened = await openPdf(bytes);
      if (aborted.signal.aborted) return void opened.destroy();
      setPage(1);
      setPdf(opened);
    })().catch((error: unknown) => {
      if (aborted.signal.aborted) return;
      console.error("The PDF viewer failed:", error);
      setFailure(error instanceof Error ? error.message : "The PDF could not be opened.");
    });
    return () => {
      aborted.abort();
      void opened?.destroy();
    };
  }, [documentId, revisionId, attempt]);

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current) return;
    const width = Math.max(280, frame.current.clientWidth - 2) * (ZOOMS[zoom] ?? 1);
    void import("./pdf-document").then(({ drawPage }) => (canvas.current ? drawPage(pdf, page, canvas.current, width) : undefined));
  }, [pdf, page, zoom]);

  if (failure) return <ErrorState message={failure} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="grid gap-3">
      <div role="toolbar" aria-label="PDF pages" className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" disabled={!pdf || page <= 1} onClick={() => setPage(page - 1)} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="text-sm text-ink-soft tabular-nums" aria-live="polite">
          {pdf ? `Page ${page} of ${pdf.numPages}` : "Opening…"}
        </span>
        <Button size="sm" variant="outline" disabled={!pdf || page >= pdf.numPages} onClick={() => setPage(page + 1)} aria-label="Next page">
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <Button size="sm" variant="outline" disabled={!pdf || zoom === 0} onClick={() => setZoom(zoom - 1)} aria-label="Zoom out">
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm text-ink-soft tabular-nums">{Math.round((ZOOMS[zoom] ?? 1) * 100)}%</span>
        <Button size="sm" variant="outline" disabled={!pdf || zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)} aria-label="Zoom in">
          <ZoomIn aria-hidden="true" />
        </Button>
      </div>
      <div ref={frame} className="max-h-[75vh] overflow-auto rounded-lg border border-line bg-slate-100 p-0">
        {!pdf && <LoadingState label="Opening the PDF" />}
        <canvas ref={canvas} role="img" aria-label={`${title}, page ${page}`} className={pdf ? "block bg-white" : "hidden"} />
      </div>
    </div>
  );
}
