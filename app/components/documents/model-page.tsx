import { useEffect, useState } from "react";
import { Link } from "react-router";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { ErrorState, LoadingState } from "../ui/query-state";
import { StateBadge, StatusCode } from "./document-badges";
import { DocumentFrame } from "./document-frame";
import { ModelViewer } from "./model-viewer/model-viewer";
import { documentPath, registerPath } from "./paths";

/** True when this page was loaded for this address, so it carries the viewer's CSP rather than another screen's. */
function loadedHere(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

/** An IFC revision in the 3D viewer, with the document it belongs to. */
export function ModelPage({ projectId, documentId, revisionId }: { projectId: string; documentId: string; revisionId?: string }) {
  const [here, setHere] = useState<boolean | null>(null);
  useEffect(() => {
    // Reached by a move inside the app (back, forward): load the page again so it gets the viewer's policy.
    if (loadedHere()) setHere(true);
    else window.location.reload();
  }, []);
  const { data, isLoading, error, refetch } = useEndpointQuery(documentEndpoints.detail, { params: { id: documentId } }, { retry: false });
  const revision = data?.document.revisions.find((r) => r.id === revisionId) ?? data?.document.current;
  return (
    <DocumentFrame
      projectId={projectId}
      crumbs={[
        { label: "Documents", to: registerPath(projectId) },
        { label: data?.document.containerName ?? "Document", to: documentPath(projectId, documentId) },
        { label: "3D model" },
      ]}
      title={data?.document.title ?? "3D model"}
      subtitle={
        revision && (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{data?.document.containerName}</span>
            <span>Revision {revision.revision}</span>
            <StatusCode code={revision.statusCode} />
            <StateBadge state={revision.state} />
            {revision.superseded && <span className="font-semibold text-danger">Superseded</span>}
          </span>
        )
      }
      actions={
        <Link to={documentPath(projectId, documentId)} className="text-sm font-semibold text-brand-700 underline">
          Back to the document
        </Link>
      }
    >
      {isLoading || here === null ? (
        <LoadingState label="Loading the document" />
      ) : error || !data || !revision ? (
        <ErrorState message={error?.message ?? "Could not load the document."} onRetry={() => refetch()} />
      ) : revision.kind !== "ifc" ? (
        <ErrorState message={`${revision.fileName} is not an IFC model, so it has no 3D view.`} />
      ) : (
        <ModelViewer documentId={documentId} revisionId={revision.id} title={`${data.document.containerName} ${revision.revision}`} />
      )}
    </DocumentFrame>
  );
}
