import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { queryKeyOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "../../ui/dialog";
import { Field } from "../../ui/form-field";

/** Each person's daily digest: on or off, and the time zone whose 08:00 sends it. */
export function DigestPreference() {
  const [open, setOpen] = useState(false);
  const current = useEndpointQuery(pipelineEndpoints.digest, {}, { enabled: open });
  const [enabled, setEnabled] = useState(true);
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => {
    if (current.data) {
      setEnabled(current.data.enabled);
      setTimeZone(current.data.timeZone);
    }
  }, [current.data]);
  const save = useEndpointMutation(pipelineEndpoints.setDigest, {
    success: { title: "Digest preference saved" },
    failure: { title: "Not saved", fallback: "Could not save the digest preference." },
    invalidates: [queryKeyOf(pipelineEndpoints.digest)],
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <BellRing aria-hidden="true" /> Daily digest
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your daily digest</DialogTitle>
          <DialogDescription>
            Each morning at 08:00 in your time zone: your leads with overdue next actions, those due today, and new leads nobody has answered within 24 hours.
          </DialogDescription>
        </DialogHeader>
        <form
          method="post"
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ body: { enabled, timeZone } });
          }}
        >
          <div className="flex items-start gap-2 text-sm text-ink">
            <Checkbox id="digest-enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            <label htmlFor="digest-enabled">Send me the daily digest</label>
          </div>
          <Field label="Time zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)} hint="An IANA zone such as Europe/London or Asia/Kolkata." />
          <DialogFooter>
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
