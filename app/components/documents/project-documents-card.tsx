import { FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { transmittalReasonLabels } from "../../../contract/documents";
import { formatDateTime } from "../../../contract/dates";
import { documentEndpoints, transmittalEndpoints } from "../../../contract/endpoints/documents";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { ErrorState, LoadingState } from "../ui/query-state";
import { StateBadge } from "./document-badges";
import { documentPath, registerPath, transmittalPath } from "./paths";

/** The project page's way into its documents: the latest ones and the transmittals, with the register a click away. */
export function ProjectDocumentsCard({ projectId }: { projectId: string }) {
  const documents = useEndpointQuery(documentEndpoints.list, { params: { id: projectId }, query: {} });
  const transmittals = useEndpointQuery(transmittalEndpoints.list, { params: { id: projectId } });
  const latest = [...(documents.data?.documents ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 4);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>Documents and models</CardTitle>
          <CardDescription>
            {documents.data ? `${documents.data.documents.length} in the register` : "Models, drawings and reports with their revisions"}
          </CardDescription>
        </div>
        <Button asChild size="sm" variant="outline">
          <Link to={registerPath(projectId)}>
            <FolderOpen aria-hidden="true" /> Open the document register
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {documents.isLoading ? (
          <LoadingState label="Loading documents" />
        ) : documents.error ? (
          <ErrorState message={documents.error.message} onRetry={() => documents.refetch()} />
        ) : (
          <ul className="grid content-start gap-2 text-sm" aria-label="Latest documents">
            {latest.length === 0 && <li className="text-ink-soft">No documents yet.</li>}
            {latest.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2">
                <Link to={documentPath(projectId, d.id)} className="font-mono font-semibold break-all text-brand-700 hover:underline">
                  {d.containerName}
                </Link>
                <span className="font-mono text-xs">{d.current.revision}</span>
                <StateBadge state={d.current.state} />
              </li>
            ))}
          </ul>
        )}
        <ul className="grid content-start gap-2 text-sm" aria-label="Transmittals">
          {(transmittals.data?.transmittals ?? []).slice(0, 4).map((t) => (
            <li key={t.id}>
              <Link to={transmittalPath(projectId, t.id)} className="font-semibold text-brand-700 hover:underline">
                Transmittal {t.number}
              </Link>{" "}
              <span className="text-xs text-ink-soft">
                {transmittalReasonLabels[t.reason]} · {formatDateTime(t.sentAt)}
              </span>
            </li>
          ))}
          {transmittals.data?.transmittals.length === 0 && <li className="text-ink-soft">No transmittals yet.</li>}
        </ul>
      </CardContent>
    </Card>
  );
}
