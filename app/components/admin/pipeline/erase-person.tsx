import { useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { useEndpointMutation } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { Field } from "../../ui/form-field";
import { leadReads } from "./pipeline-format";

/** A GDPR erasure request by email: leads, newsletter and portal invitations at once; the figures keep their counts. */
export function ErasePerson() {
  const [email, setEmail] = useState("");
  const [confirm, setConfirm] = useState("");
  const erase = useEndpointMutation(pipelineEndpoints.erase, {
    success: { title: "Erased", description: (d) => d.message },
    failure: { title: "Not erased", fallback: "Could not erase the address." },
    invalidates: leadReads,
    onSuccess: () => {
      setEmail("");
      setConfirm("");
    },
  });
  const ready = email.trim() !== "" && confirm.trim().toLowerCase() === email.trim().toLowerCase();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Erase a person</CardTitle>
        <CardDescription>
          For an erasure request: their leads lose name, contact details, message and notes (the counts stay in the reports), their newsletter subscription and
          portal invitations go. Accounts are deleted from the Users tab.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !erase.isPending) erase.mutate({ body: { email: email.trim() } });
          }}
        >
          <Field label="Email address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          <Field label="Type it again to confirm" type="email" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
          <Button type="submit" variant="destructive" className="justify-self-start" aria-disabled={!ready || erase.isPending || undefined}>
            {erase.isPending ? "Erasing..." : "Erase everywhere"}
          </Button>
          <p role="status" className="text-sm text-success">
            {erase.isSuccess ? erase.data.message : ""}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
