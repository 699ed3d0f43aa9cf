import { type FormEvent, useState } from "react";
import { type ReviewCode, reviewCodeLabels, reviewCodes, type Revision } from "../../../contract/documents";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { ApiRequestError, queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Textarea } from "../ui/textarea";

const codeHints: Record<ReviewCode, string> = {
  A: "Proceed: nothing to change.",
  B: "Proceed, taking the comments into account in the next revision.",
  C: "Do not proceed: revise and resubmit.",
};

/** The client's answer to a shared revision: code A, B or C, with comments (required for B and C). */
export function ReviewForm({ documentId, revision }: { documentId: string; revision: Revision }) {
  const [code, setCode] = useState<ReviewCode | null>(null);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const review = useEndpointMutation(documentEndpoints.review, {
    success: { title: "Review recorded", description: `Your review of ${revision.revision} is with the project team.` },
    invalidates: [queryKeyOf(documentEndpoints.detail), queryKeyOf(documentEndpoints.list)],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return setErrors({ code: "Choose A, B or C" });
    if (code !== "A" && comment.trim() === "") return setErrors({ comment: "Say what needs to change: codes B and C need a comment." });
    setErrors({});
    try {
      await review.mutateAsync({ params: { id: documentId }, body: { revisionId: revision.id, code, comment } });
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) setErrors(error.errors);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Review ${revision.revision}`} className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.code ? "review-code-error" : undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink">Review code</legend>
        {reviewCodes.map((c) => (
          <label
            key={c}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" name="review-code" value={c} checked={code === c} onChange={() => setCode(c)} className="mt-1 accent-brand-600" />
            <span className="text-sm">
              <span className="font-semibold text-ink">{reviewCodeLabels[c]}</span>
              <span className="block text-ink-soft">{codeHints[c]}</span>
            </span>
          </label>
        ))}
        {errors.code && (
          <p id="review-code-error" className="text-xs text-danger">
            {errors.code}
          </p>
        )}
      </fieldset>
      <Field label="Comments" error={errors.comment} hint="Refer to grids, levels or element names so the team finds each point.">
        {(control) => <Textarea {...control} rows={4} value={comment} onChange={(event) => setComment(event.target.value)} />}
      </Field>
      <div>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? "Sending…" : "Send review"}
        </Button>
      </div>
    </form>
  );
}
