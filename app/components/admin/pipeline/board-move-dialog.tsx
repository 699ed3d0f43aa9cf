import { useState } from "react";
import { adminEndpoints } from "../../../../contract/endpoints/admin";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { type BoardCard, type PipelineStage, stageLabels } from "../../../../contract/pipeline";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog";
import { Field } from "../../ui/form-field";
import { ErrorState, LoadingState } from "../../ui/query-state";
import { LeadWonForm } from "./lead-won-form";
import { leadReads } from "./pipeline-format";

export type BoardMove = { card: BoardCard; from: PipelineStage; to: PipelineStage };

/** What a move needs before it happens: a value for a proposal, a reason to lose, the client's details to win. */
export function MoveDialog({ move, onClose, onMoved }: { move: BoardMove; onClose: () => void; onMoved: (to: PipelineStage) => void }) {
  const name = move.card.fullName || move.card.email;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={move.to === "won" ? "max-w-3xl" : "max-w-md"}>
        <DialogHeader>
          <DialogTitle>
            {name}: {stageLabels[move.from]} → {stageLabels[move.to]}
          </DialogTitle>
          <DialogDescription>
            {move.to === "won"
              ? "Say why we won it and set the client up: the company, the project and the contact's invitation."
              : move.to === "lost"
                ? "Say why we lost it: the reason stays on the lead and in the reports."
                : "What is the proposal worth, and when should it close?"}
          </DialogDescription>
        </DialogHeader>
        {move.to === "won" ? <WonMove move={move} onMoved={onMoved} /> : <SimpleMove move={move} onClose={onClose} onMoved={onMoved} />}
      </DialogContent>
    </Dialog>
  );
}

function WonMove({ move, onMoved }: { move: BoardMove; onMoved: (to: PipelineStage) => void }) {
  const lead = useEndpointQuery(adminEndpoints.lead, { params: { id: move.card.id } });
  if (lead.isLoading) return <LoadingState label="Loading lead" />;
  if (lead.error || !lead.data) return <ErrorState message={lead.error?.message ?? "Could not load the lead."} onRetry={() => lead.refetch()} />;
  return <LeadWonForm lead={lead.data.data.lead} onDone={() => onMoved("won")} />;
}

function SimpleMove({ move, onClose, onMoved }: { move: BoardMove; onClose: () => void; onMoved: (to: PipelineStage) => void }) {
  const [reason, setReason] = useState("");
  const [value, setValue] = useState("");
  const [expectedClose, setExpectedClose] = useState(move.card.expectedClose ?? "");
  const [error, setError] = useState<string | undefined>();
  const update = useEndpointMutation(pipelineEndpoints.update, {
    success: { title: `Moved to ${stageLabels[move.to]}` },
    failure: { title: "Not moved", fallback: "Could not move the lead." },
    invalidates: leadReads,
    onSuccess: () => onMoved(move.to),
  });
  const lost = move.to === "lost";
  return (
    <form
      method="post"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (update.isPending) return;
        if (lost) {
          if (reason.trim().length < 3) return setError("Say why it was lost (at least 3 characters)");
          return update.mutate({ params: { id: move.card.id }, body: { stage: "lost", reason: reason.trim() } });
        }
        const amount = value.trim() === "" ? null : Number(value.replace(/[$,\s]/g, ""));
        if (amount !== null && (!Number.isInteger(amount) || amount < 0)) return setError("Use whole dollars, e.g. 48000");
        update.mutate({ params: { id: move.card.id }, body: { stage: move.to, value: amount, expectedClose: expectedClose || null } });
      }}
    >
      {lost ? (
        <Field
          label="Why did we lose it?"
          required
          autoFocus
          value={reason}
          maxLength={300}
          error={error}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Went with a local detailer on price"
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Value (USD)"
            inputMode="numeric"
            autoFocus
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value)}
            placeholder="e.g. 48000"
          />
          <Field label="Expected close" type="date" value={expectedClose} onChange={(e) => setExpectedClose(e.target.value)} />
        </div>
      )}
      <DialogActions onCancel={onClose} pending={update.isPending} submit={`Move to ${stageLabels[move.to]}`} submitting="Moving..." />
    </form>
  );
}
