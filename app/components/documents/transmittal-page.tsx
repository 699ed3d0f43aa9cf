import { CheckCircle2, Clock } from "lucide-react";
import { transmittalReasonLabels } from "../../../contract/documents";
import { formatDateTime } from "../../../contract/dates";
import { transmittalEndpoints } from "../../../contract/endpoints/documents";
import { queryKeyOf } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { StatusCode } from "./document-badges";
import { DocumentFrame } from "./document-frame";
import { documentPath, registerPath } from "./paths";
import { Link } from "react-router";

const megabytes = (bytes: number) => (bytes < 1024 ** 2 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

/** A numbered transmittal: what was sent, why, to whom, and who has acknowledged it. */
export function TransmittalPage({ projectId, transmittalId }: { projectId: string; transmittalId: string }) {
  const { user } = useAuth();
  const { data, isLoading, error, refetch } = useEndpointQuery(transmittalEndpoints.detail, { params: { id: transmittalId } }, { retry: false });
  const acknowledge = useEndpointMutation(transmittalEndpoints.acknowledge, {
    success: { title: "Receipt acknowledged", description: (reply) => reply.message },
    failure: { title: "Not acknowledged", fallback: "The acknowledgement could not be recorded." },
    invalidates: [queryKeyOf(transmittalEndpoints.detail), queryKeyOf(transmittalEndpoints.list)],
  });
  const transmittal = data?.transmittal;
  const me = transmittal?.recipients.find((r) => r.name === (user?.fullName ?? user?.username));
  return (
    <DocumentFrame
      projectId={projectId}
      crumbs={[{ label: "Documents", to: registerPath(projectId) }, { label: transmittal ? `Transmittal ${transmittal.number}` : "Transmittal" }]}
      title={transmittal ? `Transmittal ${transmittal.number}` : "Transmittal"}
      subtitle={transmittal && `${transmittalReasonLabels[transmittal.reason]} · sent by ${transmittal.sentBy.name} on ${formatDateTime(transmittal.sentAt)}`}
      actions={
        me &&
        !me.acknowledgedAt && (
          <Button onClick={() => acknowledge.mutate({ params: { id: transmittalId } })} disabled={acknowledge.isPending}>
            <CheckCircle2 aria-hidden="true" /> Acknowledge receipt
          </Button>
        )
      }
    >
      {isLoading ? (
        <LoadingState label="Loading the transmittal" />
      ) : error || !transmittal ? (
        <ErrorState message={error?.message ?? "Could not load the transmittal."} onRetry={() => refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Documents issued</CardTitle>
              {transmittal.message && <CardDescription className="whitespace-pre-wrap">{transmittal.message}</CardDescription>}
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <Table aria-label="Documents issued">
                <TableHeader>
                  <TableRow>
                    <TableHead>Document</TableHead>
                    <TableHead>Revision</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="hidden sm:table-cell">File</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {transmittal.items.map((item) => (
                    <TableRow key={item.revisionId}>
                      <TableCell>
                        <Link
                          to={documentPath(projectId, item.documentId)}
                          className="font-mono text-sm font-semibold break-all text-brand-700 hover:underline"
                        >
                          {item.containerName}
                        </Link>
                        <span className="block text-sm text-ink">{item.title}</span>
                      </TableCell>
                      <TableCell className="font-mono text-sm">{item.revision}</TableCell>
                      <TableCell>
                        <StatusCode code={item.statusCode} />
                      </TableCell>
                      <TableCell className="hidden text-xs text-ink-soft sm:table-cell">
                        {item.fileName} · {megabytes(item.size)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Recipients</CardTitle>
              <CardDescription>Each recipient acknowledges receipt here.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3 text-sm">
                {transmittal.recipients.map((recipient) => (
                  <li key={recipient.id ?? recipient.name} className="flex items-start gap-2">
                    {recipient.acknowledgedAt ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    ) : (
                      <Clock className="mt-0.5 size-4 shrink-0 text-ink-soft" aria-hidden="true" />
                    )}
                    <span>
                      <span className="font-medium text-ink">{recipient.name}</span>
                      <span className="block text-xs text-ink-soft">
                        {recipient.acknowledgedAt ? `Acknowledged ${formatDateTime(recipient.acknowledgedAt)}` : "Not acknowledged yet"}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      )}
    </DocumentFrame>
  );
}
