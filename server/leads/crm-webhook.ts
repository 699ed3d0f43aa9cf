import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { JobRunner } from "../platform/jobs";
import type { Database } from "../platform/schema";
import { findLead } from "./leads";

export const CRM_WEBHOOK_JOB = "lead.crm-webhook";
const TIMEOUT_MS = 10_000;

/** GitHub's scheme: `sha256=` and the hex HMAC-SHA256 of the exact body bytes. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Posts each new lead to the CRM. The job carries only the lead's id, so no visitor data waits in the
 * jobs table; the delivery id is the job's, the same on every retry, so the CRM can drop repeats.
 */
export function registerCrmWebhook(jobs: JobRunner, db: Kysely<Database>, webhook: { url: string; secret: string }) {
  jobs.register(CRM_WEBHOOK_JOB, async (payload, job) => {
    const { leadId } = z.object({ leadId: z.string() }).parse(payload);
    const lead = await findLead(db, leadId);
    if (!lead) return;
    const body = JSON.stringify({ event: "lead.created", lead });
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Stratum-Leads-Webhook/1",
        "x-delivery-id": job.id,
        "x-lead-event": "lead.created",
        "x-signature-256": signatureOf(body, webhook.secret),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
  });
}
