import { Send } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { type DocumentState, documentStateLabels, documentStates, fileKindLabels } from "../../../contract/documents";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { isFirmStaff } from "../../../contract/policies";
import { formatDateTime } from "../../../contract/dates";
import { useAuth } from "../../lib/auth";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Card, CardContent } from "../ui/card";
import { Label } from "../ui/label";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Select } from "../ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { StateBadge, StatusCode } from "./document-badges";
import { DocumentFrame } from "./document-frame";
import { FileThumbnail } from "./file-thumbnail";
import { documentPath } from "./paths";
import { TransmittalDialog } from "./transmittal-dialog";
import { NewDocumentDialog } from "./upload-dialog";

/** A project's document register: every information container with its current revision, filtered by type and state. */
export function DocumentRegister({ projectId }: { projectId: string }) {
  const { user } = useAuth();
  const firm = user ? isFirmStaff(user.role) : false;
  const [state, setState] = useState<DocumentState | "">("");
  const [type, setType] = useState("");
  const query = state ? { state } : {};
  const { data, isLoading, error, refetch } = useEndpointQuery(documentEndpoints.list, { params: { id: projectId }, query });
  const types = useMemo(() => [...new Set((data?.documents ?? []).map((d) => d.fields.type))].sort(), [data]);
  const documents = (data?.documents ?? []).filter((d) => !type || d.fields.type === type);
  return (
    <DocumentFrame
      projectId={projectId}
      crumbs={[{ label: "Documents" }]}
      title="Document register"
      subtitle="Every information container of the project with its current revision, status code and state (ISO 19650)."
      actions={
        firm && (
          <>
            <TransmittalDialog
              projectId={projectId}
              trigger={
                <Button size="sm" variant="outline">
                  <Send aria-hidden="true" /> Issue a transmittal
                </Button>
              }
            />
            <NewDocumentDialog projectId={projectId} />
          </>
        )
      }
    >
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">Filter the register</legend>
            <div className="grid gap-1">
              <Label htmlFor="register-type">Type</Label>
              <Select id="register-type" value={type} onChange={(event) => setType(event.target.value)} className="min-w-36">
                <option value="">All types</option>
                {types.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="register-state">State</Label>
              <Select id="register-state" value={state} onChange={(event) => setState(event.target.value as DocumentState | "")} className="min-w-44">
                <option value="">All states</option>
                {documentStates
                  .filter((s) => firm || s !== "wip")
                  .map((s) => (
                    <option key={s} value={s}>
                      {documentStateLabels[s]}
                    </option>
                  ))}
              </Select>
            </div>
          </fieldset>
          {isLoading ? (
            <LoadingState label="Loading the register" />
          ) : error || !data ? (
            <ErrorState message={error?.message ?? "Could not load the register."} onRetry={() => refetch()} />
          ) : documents.length === 0 ? (
            <EmptyState title={data.documents.length === 0 ? "No documents yet" : "No documents match these filters"}>
              {data.documents.length === 0 &&
                (firm
                  ? "Upload the first model or drawing: it stays with the firm until you share it."
                  : "Documents appear here once the project team shares them with you.")}
            </EmptyState>
          ) : (
            <>
              <Table aria-label="Documents" className="hidden md:table">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-20">
                      <span className="sr-only">Preview</span>
                    </TableHead>
                    <TableHead>Document</TableHead>
                    <TableHead>Revision</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead>Updated</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {documents.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>
                        <FileThumbnail documentId={d.id} revision={d.current} label={`${d.containerName} ${d.current.revision}`} />
                      </TableCell>
                      <TableCell>
                        <Link to={documentPath(projectId, d.id)} className="font-mono text-sm font-semibold text-brand-700 hover:underline">
                          {d.containerName}
                        </Link>
                        <p className="text-sm text-ink">{d.title}</p>
                        <p className="text-xs text-ink-soft">
                          {fileKindLabels[d.current.kind]} · {d.current.fileName}
                        </p>
                      </TableCell>
                      <TableCell className="font-mono text-sm">{d.current.revision}</TableCell>
                      <TableCell>
                        <StatusCode code={d.current.statusCode} />
                      </TableCell>
                      <TableCell>
                        <StateBadge state={d.current.state} />
                      </TableCell>
                      <TableCell className="text-xs text-ink-soft whitespace-nowrap">{formatDateTime(d.updatedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <ul className="grid gap-3 md:hidden" aria-label="Documents">
                {documents.map((d) => (
                  <li key={d.id} className="flex gap-3 rounded-lg border border-line p-3">
                    <FileThumbnail documentId={d.id} revision={d.current} label={`${d.containerName} ${d.current.revision}`} />
                    <div className="min-w-0 flex-1">
                      <Link to={documentPath(projectId, d.id)} className="block break-all font-mono text-sm font-semibold text-brand-700 hover:underline">
                        {d.containerName}
                      </Link>
                      <p className="text-sm text-ink">{d.title}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                        <span className="font-mono">{d.current.revision}</span>
                        <StatusCode code={d.current.statusCode} />
                        <StateBadge state={d.current.state} />
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
    </DocumentFrame>
  );
}
