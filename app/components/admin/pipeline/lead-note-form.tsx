import { useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { activityLabels, loggedKinds } from "../../../../contract/pipeline";
import { useEndpointMutation } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Field } from "../../ui/form-field";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { leadReads } from "./pipeline-format";

type Kind = (typeof loggedKinds)[number];

/** A note, call, meeting or proposal sent, on the lead's timeline. */
export function LeadNoteForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>("note");
  const [body, setBody] = useState("");
  const add = useEndpointMutation(pipelineEndpoints.note, {
    success: { title: "Added to the timeline" },
    failure: { title: "Not added", fallback: "Could not add it to the timeline." },
    invalidates: leadReads,
    onSuccess: onDone,
  });
  return (
    <form
      method="post"
      aria-label="Log activity"
      className="grid gap-3 rounded-lg border border-line bg-paper/60 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!add.isPending && body.trim()) add.mutate({ params: { id: leadId }, body: { kind, body } });
      }}
    >
      <Field label="What happened">
        {(control) => (
          <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {loggedKinds.map((k) => (
              <option key={k} value={k}>
                {activityLabels[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Details" required>
        {(control) => (
          <Textarea
            {...control}
            value={body}
            maxLength={5000}
            onChange={(e) => setBody(e.target.value)}
            placeholder="e.g. Called Greta: wants LOD 350 for the level 2 slab, drawings by Friday"
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={add.isPending || !body.trim() || undefined}>
          {add.isPending ? "Saving..." : "Add to timeline"}
        </Button>
      </div>
    </form>
  );
}
