import { FileSpreadsheet } from "lucide-react";
import type { AuditAction } from "../../../contract/documents";
import { formatDateTime } from "../../../contract/dates";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";

const actionLabels: Record<AuditAction, string> = {
  uploaded: "Uploaded",
  shared: "Shared",
  published: "Published",
  archived: "Archived",
  downloaded: "Downloaded",
  reviewed: "Reviewed",
  transmitted: "Sent by transmittal",
  acknowledged: "Acknowledged",
};

/** Who uploaded, shared, downloaded and reviewed the document, and when; the whole trail as CSV. */
export function AuditTrail({ documentId }: { documentId: string }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(documentEndpoints.audit, { params: { id: documentId } });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Audit trail</CardTitle>
          <CardDescription>Every upload, change of state, download, review and transmittal of this document.</CardDescription>
        </div>
        <Button asChild size="sm" variant="outline">
          <a href={`/api/documents/${documentId}/audit.csv`} download>
            <FileSpreadsheet aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {isLoading ? (
          <LoadingState label="Loading the audit trail" />
        ) : error || !data ? (
          <ErrorState message={error?.message ?? "Could not load the audit trail."} onRetry={() => refetch()} />
        ) : data.events.length === 0 ? (
          <EmptyState title="Nothing recorded yet" />
        ) : (
          <Table aria-label="Audit trail">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead className="hidden sm:table-cell">Detail</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.events.map((event) => (
                <TableRow key={`${event.at}-${event.action}-${event.actor.id ?? event.actor.name}-${event.revision ?? ""}`}>
                  <TableCell className="text-xs whitespace-nowrap">{formatDateTime(event.at)}</TableCell>
                  <TableCell className="text-sm">{event.actor.name}</TableCell>
                  <TableCell className="text-sm">
                    {actionLabels[event.action]}
                    {event.revision && <span className="font-mono text-ink-soft"> {event.revision}</span>}
                  </TableCell>
                  <TableCell className="hidden text-xs text-ink-soft sm:table-cell">{event.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
