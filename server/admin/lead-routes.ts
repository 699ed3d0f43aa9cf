import { adminMessages } from "../../contract/messages/admin";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LeadListQuery } from "../../contract/admin";
import { currentUser } from "../accounts/sessions/guards";
import { findListedUser } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { changeLeadStatus, eachLeadBatch, eachSubscriber, getLeadWithHistory, type LeadFilter, listLeads, listSubscribers } from "../leads/lead-queries";
import { inZone, localTime } from "../platform/local-time";
import { sendCsv } from "./csv-export";
import { activityLabels, stageLabels } from "../../contract/pipeline";
import { loggedNotes } from "../leads/pipeline/activities";
import { dayAfter, startOfNamedDay } from "../platform/local-day";

const notFound = () => new HttpError(404, adminMessages.noSuchLead);

/** Lead management: the list with filters, one lead with its history, status changes, subscribers, CSV exports. */
export const leadAdminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The date range names local calendar days in TIME_ZONE; `to` includes the whole of its day.
  const filterOf = (query: Omit<LeadListQuery, "page" | "pageSize" | "after" | "before">, me: string): LeadFilter => ({
    search: query.search,
    status: query.status,
    from: query.from ? startOfNamedDay(query.from, config.timeZone).toISOString() : undefined,
    to: query.to ? startOfNamedDay(dayAfter(query.to), config.timeZone).toISOString() : undefined,
    owner: query.owner === undefined ? undefined : query.owner === "none" ? null : query.owner === "me" ? me : query.owner,
    source: query.source || undefined,
    campaign: query.campaign || undefined,
    service: query.service,
  });

  serve(app, adminEndpoints.leads, { config: { policy: "leads.work" } }, async (request) => {
    const { page, pageSize, after, before } = request.query;
    const found = await listLeads(db, { ...filterOf(request.query, currentUser(request).id), page, pageSize, after, before });
    return { success: true as const, message: adminMessages.leadsLoaded, data: { ...found, page, pageSize } };
  });

  serve(app, adminEndpoints.leadsCsv, { config: { policy: "leads.work" } }, async (request, reply) => {
    // One millisecond ahead, so a lead stored in the same millisecond as the request is still in it.
    const startedAt = new Date(Date.now() + 1).toISOString();
    const filter = filterOf(request.query, currentUser(request).id);
    // Leads that arrive during the download are left for the next one: the file is what was there when it was asked for.
    const frozen = { ...filter, to: filter.to && filter.to < startedAt ? filter.to : startedAt };
    const zone = config.timeZone;
    const rows = (async function* () {
      for await (const batch of eachLeadBatch(db, frozen)) {
        const notes = await loggedNotes(
          db,
          batch.map((l) => l.id),
        );
        for (const l of batch)
          yield [
            l.reference,
            localTime(l.createdAt, zone),
            stageLabels[l.status],
            l.stageReason,
            l.owner?.name,
            l.source,
            l.attribution.utmCampaign,
            l.serviceLabel,
            l.value,
            l.expectedClose,
            l.nextAction,
            l.nextActionDate,
            localTime(l.firstReplyAt, zone),
            l.reviewReason,
            l.fullName,
            l.email,
            l.phone,
            l.company,
            l.subject,
            l.message,
            (notes.get(l.id) ?? []).map((n) => `${localTime(n.at, zone)} ${activityLabels[n.kind]}${n.author ? ` by ${n.author}` : ""}: ${n.body}`).join("\n"),
            l.attribution.landingPage,
            l.attribution.referrer,
            l.attribution.utmSource,
            l.attribution.utmMedium,
            l.attribution.utmCampaign,
            l.attribution.utmTerm,
            l.attribution.utmContent,
            l.form,
            l.page,
          ];
      }
    })();
    return sendCsv(
      reply,
      "leads.csv",
      [
        "Reference",
        inZone("Received", zone),
        "Stage",
        "Won or lost because",
        "Owner",
        "Source",
        "Campaign",
        "Service",
        "Value (USD)",
        "Expected close",
        "Next action",
        "Next action date",
        inZone("First reply", zone),
        "To review",
        "Name",
        "Email",
        "Phone",
        "Company",
        "Subject",
        "Message",
        inZone("Notes", zone),
        "Landing page",
        "Referrer",
        "UTM source",
        "UTM medium",
        "UTM campaign",
        "UTM term",
        "UTM content",
        "Form",
        "Page",
      ],
      rows,
    );
  });

  serve(app, adminEndpoints.lead, { config: { policy: "leads.work" } }, async (request) => {
    const found = await getLeadWithHistory(db, request.params.id);
    if (!found) throw notFound();
    const account = found.lead.userId ? await findListedUser(db, found.lead.userId) : undefined;
    return {
      success: true as const,
      message: adminMessages.leadLoaded,
      data: { ...found, account: account ? { username: account.username, email: account.email } : null },
    };
  });

  serve(app, adminEndpoints.leadStatus, { config: { policy: "leads.work" } }, async (request) => {
    const changed = await db.transaction().execute((trx) =>
      changeLeadStatus(trx, {
        id: request.params.id,
        status: request.body.status,
        note: request.body.note,
        changedBy: currentUser(request).username,
      }),
    );
    if (!changed) throw notFound();
    return { success: true as const, message: adminMessages.leadMarked(request.body.status) };
  });

  serve(app, adminEndpoints.subscribers, { config: { policy: "subscribers.read" } }, async (request) => {
    const { page, pageSize, after, before } = request.query;
    const found = await listSubscribers(db, { page, pageSize, after, before });
    return { success: true as const, message: adminMessages.subscribersLoaded, data: { ...found, page, pageSize } };
  });

  serve(app, adminEndpoints.subscribersCsv, { config: { policy: "subscribers.read" } }, async (_request, reply) => {
    const rows = (async function* () {
      for await (const s of eachSubscriber(db))
        yield [s.email, s.source, ...[s.consentedAt, s.confirmedAt, s.unsubscribedAt].map((at) => localTime(at, config.timeZone))];
    })();
    const header = ["Email", "Source", ...["Consented", "Confirmed", "Unsubscribed"].map((label) => inZone(label, config.timeZone))];
    return sendCsv(reply, "subscribers.csv", header, rows);
  });
};
