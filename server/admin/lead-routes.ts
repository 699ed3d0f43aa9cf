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
import { changeLeadStatus, eachLead, eachSubscriber, getLeadWithHistory, type LeadFilter, listLeads, listSubscribers } from "../leads/lead-queries";
import { inZone, localTime } from "../platform/local-time";
import { sendCsv } from "./csv-export";
import { dayAfter, startOfNamedDay } from "../platform/local-day";

const notFound = () => new HttpError(404, adminMessages.noSuchLead);

/** Lead management: the list with filters, one lead with its history, status changes, subscribers, CSV exports. */
export const leadAdminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The date range names local calendar days in TIME_ZONE; `to` includes the whole of its day.
  const filterOf = (query: Omit<LeadListQuery, "page" | "pageSize" | "after" | "before">): LeadFilter => ({
    search: query.search,
    status: query.status,
    from: query.from ? startOfNamedDay(query.from, config.timeZone).toISOString() : undefined,
    to: query.to ? startOfNamedDay(dayAfter(query.to), config.timeZone).toISOString() : undefined,
  });

  serve(app, adminEndpoints.leads, { config: { policy: "leads.work" } }, async (request) => {
    const { page, pageSize, after, before } = request.query;
    const found = await listLeads(db, { ...filterOf(request.query), page, pageSize, after, before });
    return { success: true as const, message: adminMessages.leadsLoaded, data: { ...found, page, pageSize } };
  });

  serve(app, adminEndpoints.leadsCsv, { config: { policy: "leads.work" } }, async (request, reply) => {
    // One millisecond ahead, so a lead stored in the same millisecond as the request is still in it.
    const startedAt = new Date(Date.now() + 1).toISOString();
    const filter = filterOf(request.query);
    // Leads that arrive during the download are left for the next one: the file is what was there when it was asked for.
    const frozen = { ...filter, to: filter.to && filter.to < startedAt ? filter.to : startedAt };
    const rows = (async function* () {
      for await (const l of eachLead(db, frozen)) {
        yield [
          l.reference,
          localTime(l.createdAt, config.timeZone),
          l.status,
          l.reviewReason,
          l.fullName,
          l.email,
          l.phone,
          l.company,
          l.serviceLabel,
          l.subject,
          l.message,
          l.attribution.landingPage,
          l.attribution.referrer,
          l.attribution.utmSource,
          l.attribution.utmMedium,
          l.attribution.utmCampaign,
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
        inZone("Received", config.timeZone),
        "Status",
        "To review",
        "Name",
        "Email",
        "Phone",
        "Company",
        "Service",
        "Subject",
        "Message",
        "Landing page",
        "Referrer",
        "UTM source",
        "UTM medium",
        "UTM campaign",
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
    const changed = await changeLeadStatus(db, {
      id: request.params.id,
      status: request.body.status,
      note: request.body.note,
      changedBy: currentUser(request).username,
    });
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
