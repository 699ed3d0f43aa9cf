import { Link } from "react-router";
import { reviewCodeLabels, type ReviewQueueItem } from "../../../contract/documents";
import { formatDateTime } from "../../../contract/dates";
import { documentAdminEndpoints } from "../../../contract/endpoints/documents";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { StatusCode } from "./document-badges";
import { documentPath } from "./paths";

function QueueTable({ items, label }: { items: ReviewQueueItem[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Document</TableHead>
          <TableHead className="hidden md:table-cell">Project</TableHead>
          <TableHead>Revision</TableHead>
          <TableHead className="hidden sm:table-cell">Shared</TableHead>
          <TableHead>Review</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.revisionId}>
            <TableCell>
              <Link to={documentPath(item.projectId, item.documentId)} className="font-mono text-sm font-semibold break-all text-brand-700 hover:underline">
                {item.containerName}
              </Link>
              <span className="block text-sm text-ink">{item.title}</span>
            </TableCell>
            <TableCell className="hidden text-sm md:table-cell">{item.projectName}</TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="font-mono text-sm">{item.revision}</span> <StatusCode code={item.statusCode} />
            </TableCell>
            <TableCell className="hidden text-xs text-ink-soft sm:table-cell">{formatDateTime(item.sharedAt)}</TableCell>
            <TableCell className="text-sm">
              {item.reviews.length === 0 ? (
                <Badge variant="accent">Awaiting the client</Badge>
              ) : (
                item.reviews.map((review) => (
                  <span key={review.id} className="block">
                    <span className="font-semibold">{reviewCodeLabels[review.code]}</span>
                    <span className="block text-xs text-ink-soft">
                      {review.reviewer.name} · {formatDateTime(review.createdAt)}
                    </span>
                    {review.comment && <span className="block text-xs whitespace-pre-wrap text-ink">{review.comment}</span>}
                  </span>
                ))
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The firm's review queue: shared revisions the clients have not answered, then their answers, across projects. */
export function ReviewQueue() {
  const { data, isLoading, error, refetch } = useEndpointQuery(documentAdminEndpoints.reviewQueue, {});
  if (isLoading) return <LoadingState label="Loading the review queue" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the review queue."} onRetry={() => refetch()} />;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Awaiting review ({data.awaiting.length})</CardTitle>
          <CardDescription>Revisions shared with a client who has not answered yet, oldest first.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {data.awaiting.length === 0 ? (
            <EmptyState title="Nothing is waiting for a client's review" />
          ) : (
            <QueueTable items={data.awaiting} label="Awaiting review" />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reviewed ({data.answered.length})</CardTitle>
          <CardDescription>The clients' codes and comments, newest first.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {data.answered.length === 0 ? <EmptyState title="No reviews yet" /> : <QueueTable items={data.answered} label="Reviewed" />}
        </CardContent>
      </Card>
    </div>
  );
}
