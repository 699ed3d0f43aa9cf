import { Box, Download, FileDown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fileKindLabels, reviewCodeLabels, type Revision } from "../../../contract/documents";
import { formatDateTime } from "../../../contract/dates";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { isFirmStaff } from "../../../contract/policies";
import { useAuth } from "../../lib/auth";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { AuditTrail } from "./audit-trail";
import { StateBadge, StatusCode } from "./document-badges";
import { DocumentFrame } from "./document-frame";
import { downloadLink } from "./file-bytes";
import { FileThumbnail } from "./file-thumbnail";
import { modelPath, registerPath } from "./paths";
import { PdfViewer } from "./pdf-viewer/pdf-viewer";
import { ReviewForm } from "./review-form";
import { StateActions } from "./state-actions";
import { NewRevisionDialog } from "./upload-dialog";

const megabytes = (bytes: number) => (bytes < 1024 ** 2 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);
const downloadHref = (documentId: string, revisionId: string) => `/api/documents/${documentId}/download?revision=${encodeURIComponent(revisionId)}`;

function ImagePreview({ documentId, revision, title }: { documentId: string; revision: Revision; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    void downloadLink(documentId, revision.id).then((link) => setUrl(link.url));
  }, [documentId, revision.id]);
  return url ? (
    <img src={url} alt={title} className="max-h-[75vh] w-full rounded-lg border border-line object-contain" />
  ) : (
    <LoadingState label="Loading the image" />
  );
}

/** What the current revision looks like: the drawing in the page, the image inline, the model a click away. */
function Preview({ projectId, documentId, revision, title }: { projectId: string; documentId: string; revision: Revision; title: string }) {
  if (revision.kind === "pdf") return <PdfViewer documentId={documentId} revisionId={revision.id} title={title} />;
  if (revision.kind === "image") return <ImagePreview documentId={documentId} revision={revision} title={title} />;
  if (revision.kind === "ifc")
    return (
      <div className="grid place-items-center gap-3 rounded-lg border border-dashed border-line bg-paper p-8 text-center">
        <Box className="size-10 text-brand-600" aria-hidden="true" />
        <p className="max-w-md text-sm text-ink-soft">Orbit the model, cut a section and select an element to read its properties and level.</p>
        <Button asChild>
          {/* A full page load: the viewer's page alone may compile WebAssembly (decision 039). */}
          <Link to={modelPath(projectId, documentId, revision.id)} reloadDocument>
            Open in the 3D viewer
          </Link>
        </Button>
      </div>
    );
  return <p className="text-sm text-ink-soft">{fileKindLabels[revision.kind]} files have no preview here: download the file to open it.</p>;
}

/** One document: the current revision's preview and review, every revision (superseded ones marked) and its audit trail. */
export function DocumentPage({ projectId, documentId }: { projectId: string; documentId: string }) {
  const { user } = useAuth();
  const firm = user ? isFirmStaff(user.role) : false;
  const { data, isLoading, error, refetch } = useEndpointQuery(documentEndpoints.detail, { params: { id: documentId } }, { retry: false });
  const document = data?.document;
  const current = document?.current;
  const reviewable = current && !firm && (current.state === "shared" || current.state === "published");
  // The session knows the name, not the account id, so the reviewer is matched by the name the API reports.
  const mine = current?.reviews.find((review) => review.reviewer.name === (user?.fullName ?? user?.username));
  return (
    <DocumentFrame
      projectId={projectId}
      crumbs={[{ label: "Documents", to: registerPath(projectId) }, { label: document?.containerName ?? "Document" }]}
      title={document ? document.title : "Document"}
      subtitle={
        document &&
        current && (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{document.containerName}</span>
            <span>Revision {current.revision}</span>
            <StatusCode code={current.statusCode} />
            <StateBadge state={current.state} />
          </span>
        )
      }
      actions={
        firm &&
        document &&
        current && (
          <>
            <StateActions documentId={document.id} revision={current} />
            <NewRevisionDialog projectId={projectId} documentId={document.id} containerName={document.containerName} />
          </>
        )
      }
    >
      {isLoading ? (
        <LoadingState label="Loading the document" />
      ) : error || !document || !current ? (
        <ErrorState message={error?.message ?? "Could not load the document."} onRetry={() => refetch()} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <Card className={reviewable ? "lg:col-span-2" : "lg:col-span-3"}>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  {current.fileName} <span className="font-normal text-ink-soft">· {megabytes(current.size)}</span>
                </CardTitle>
                <Button asChild size="sm" variant="outline">
                  <a href={downloadHref(document.id, current.id)}>
                    <Download aria-hidden="true" /> Download {current.revision}
                  </a>
                </Button>
              </CardHeader>
              <CardContent>
                <Preview projectId={projectId} documentId={document.id} revision={current} title={`${document.containerName} ${current.revision}`} />
              </CardContent>
            </Card>
            {reviewable && (
              <Card>
                <CardHeader>
                  <CardTitle>Review {current.revision}</CardTitle>
                  <CardDescription>Your answer goes to the project team and into the document's record.</CardDescription>
                </CardHeader>
                <CardContent>
                  {mine ? (
                    <div className="grid gap-1 text-sm">
                      <p className="font-semibold text-ink">You answered {reviewCodeLabels[mine.code]}</p>
                      <p className="text-xs text-ink-soft">{formatDateTime(mine.createdAt)}</p>
                      {mine.comment && <p className="mt-2 whitespace-pre-wrap text-ink">{mine.comment}</p>}
                    </div>
                  ) : (
                    <ReviewForm documentId={document.id} revision={current} />
                  )}
                </CardContent>
              </Card>
            )}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Revisions</CardTitle>
              <CardDescription>Newest first. A superseded revision stays downloadable.</CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <Table aria-label="Revisions">
                <TableHeader>
                  <TableRow>
                    <TableHead className="hidden w-20 sm:table-cell">
                      <span className="sr-only">Preview</span>
                    </TableHead>
                    <TableHead>Revision</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead className="hidden sm:table-cell">Uploaded</TableHead>
                    <TableHead>Reviews</TableHead>
                    <TableHead>
                      <span className="sr-only">File</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {document.revisions.map((revision) => (
                    <TableRow key={revision.id} className={revision.superseded ? "text-ink-soft" : undefined}>
                      <TableCell className="hidden sm:table-cell">
                        <FileThumbnail documentId={document.id} revision={revision} label={`${document.containerName} ${revision.revision}`} />
                      </TableCell>
                      <TableCell>
                        <span className="font-mono font-semibold">{revision.revision}</span>
                        {revision.superseded && (
                          <Badge variant="danger" className="ml-2">
                            Superseded
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell>
                        <StatusCode code={revision.statusCode} />
                      </TableCell>
                      <TableCell>
                        <StateBadge state={revision.state} />
                      </TableCell>
                      <TableCell className="hidden text-xs sm:table-cell">
                        {revision.uploadedBy.name}
                        <span className="block text-ink-soft">{formatDateTime(revision.createdAt)}</span>
                      </TableCell>
                      <TableCell className="text-xs">
                        {revision.reviews.length === 0
                          ? "—"
                          : revision.reviews.map((review) => (
                              <span key={review.id} className="block" title={review.comment}>
                                <span className="font-semibold">Code {review.code}</span> · {review.reviewer.name}
                              </span>
                            ))}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        <a
                          href={downloadHref(document.id, revision.id)}
                          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                        >
                          <FileDown className="size-4" aria-hidden="true" /> Download<span className="sr-only"> {revision.revision}</span>
                        </a>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          {firm && <AuditTrail documentId={document.id} />}
        </>
      )}
    </DocumentFrame>
  );
}
