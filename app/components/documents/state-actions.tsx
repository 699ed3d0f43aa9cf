import { useState } from "react";
import { type DocumentState, documentStateLabels, type Revision, statusCodeLabel, statusCodesByState } from "../../../contract/documents";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";

type Move = { to: Exclude<DocumentState, "wip">; verb: string; description: string };
const moves: Record<DocumentState, Move[]> = {
  wip: [
    { to: "shared", verb: "Share", description: "The client sees this revision and may review it." },
    { to: "archived", verb: "Archive", description: "Kept for the record; no longer current." },
  ],
  shared: [
    { to: "published", verb: "Publish", description: "Authorized for use: give the stage and whether comments apply." },
    { to: "archived", verb: "Archive", description: "Kept for the record; no longer current." },
  ],
  published: [{ to: "archived", verb: "Archive", description: "Kept for the record; no longer current." }],
  archived: [],
};

/** Share, publish or archive the current revision, with the status code the new state takes. */
export function StateActions({ documentId, revision }: { documentId: string; revision: Revision }) {
  return (
    <>
      {moves[revision.state].map((move) => (
        <StateDialog key={move.to} documentId={documentId} revision={revision} move={move} />
      ))}
    </>
  );
}

function StateDialog({ documentId, revision, move }: { documentId: string; revision: Revision; move: Move }) {
  const [open, setOpen] = useState(false);
  const codes = statusCodesByState[move.to] as readonly string[];
  const [code, setCode] = useState(codes.includes("S3") ? "S3" : (codes[0] ?? ""));
  const change = useEndpointMutation(documentEndpoints.changeState, {
    success: { title: `${revision.revision} ${documentStateLabels[move.to].toLowerCase()}`, description: (data) => data.message },
    failure: { title: `Not ${documentStateLabels[move.to].toLowerCase()}`, fallback: "The state could not be changed." },
    invalidates: [queryKeyOf(documentEndpoints.detail), queryKeyOf(documentEndpoints.list), queryKeyOf(documentEndpoints.audit)],
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={move.to === "archived" ? "ghost" : "outline"}>
          {move.verb}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {move.verb} {revision.revision}
          </DialogTitle>
          <DialogDescription>{move.description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ params: { id: documentId }, body: { revisionId: revision.id, state: move.to, ...(code ? { statusCode: code } : {}) } });
          }}
        >
          {codes.length > 0 && (
            <Field label="Status code">
              {(control) => (
                <Select {...control} value={code} onChange={(event) => setCode(event.target.value)}>
                  {codes.map((c) => (
                    <option key={c} value={c}>
                      {statusCodeLabel(c)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {move.verb}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
