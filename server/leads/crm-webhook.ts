import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import * as z from "zod";
import type { JobRunner } from "../platform/jobs";
import type { Database } from "../platform/schema";
import { findLead } from "./leads";

export const CRM_WEBHOOK_JOB = "lead.crm-webhook";
const TIMEOUT_MS = 10_000;

/** GitHub's scheme: `sha256=` and the hex HMAC-SHA256 of the exact body bytes. */
function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Standard Webhooks (standardwebhooks.com): `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, so a
 * receiver that checks the timestamp can refuse a captured delivery replayed later. A `whsec_` secret is
 * base64 as that scheme defines; any other secret is used as its own bytes (the libraries' "raw" format).
 */
function standardSignatureOf(id: string, timestamp: number, body: string, secret: string): string {
  const key = secret.startsWith("whsec_") ? Buffer.from(secret.slice(6), "base64") : Buffer.from(secret, "utf8");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * Posts each new lead to the CRM. The job carries only the lead's id, so no visitor data waits in the
 * jobs table; the delivery id is the job's, the same on every retry, so the CRM can drop repeats.
 * Redirects are not followed: a 3xx would re-send the signed lead elsewhere, or turn into a body-less GET
 * whose 200 looked like delivery, so it is a failed attempt that names where it pointed.
 */
export function registerCrmWebhook(jobs: JobRunner, db: Kysely<Database>, webhook: { url: string; secret: string }) {
  jobs.register(CRM_WEBHOOK_JOB, async (payload, job) => {
    const { leadId } = z.object({ leadId: z.string() }).parse(payload);
    const lead = await findLead(db, leadId);
    if (!lead) return;
    const body = JSON.stringify({ event: "lead.created", lead });
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(webhook.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/json",
        "user-agent": "Stratum-Leads-Webhook/1",
        "x-delivery-id": job.id,
        "x-lead-event": "lead.created",
        "x-signature-256": signatureOf(body, webhook.secret),
        "webhook-id": job.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": standardSignatureOf(job.id, timestamp, body, webhook.secret),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      throw new Error(
        `CRM webhook answered ${response.status} redirecting to ${location ? location.slice(0, 300) : "(no Location)"}; redirects are not followed, set LEAD_WEBHOOK_URL to the final address`,
      );
    }
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
  });
}
