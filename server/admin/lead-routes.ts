import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  leadDetailResponse,
  type LeadListQuery,
  leadListQuery,
  leadListResponse,
  leadStatusBody,
  subscriberListQuery,
  subscriberListResponse,
  userIdParams,
} from "../../contract/admin";
import { messageResponse } from "../../contract/api";
import { currentUser } from "../accounts/guards";
import { findListedUser } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { changeLeadStatus, getLeadWithHistory, type LeadFilter, listLeads, listSubscribers } from "../leads/lead-queries";
import { sendCsv } from "./csv-export";
import { dayAfter, startOfNamedDay } from "../platform/local-day";

const EXPORT_BATCH = 100;
const notFound = () => new HttpError(404, "No such lead");

/** Lead management: the list with filters, one lead with its history, status changes, subscribers, CSV exports. */
export const leadAdminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // The date range names local calendar days in TIME_ZONE; `to` includes the whole of its day.
  const filterOf = (query: Omit<LeadListQuery, "page" | "pageSize">): LeadFilter => ({
    search: query.search,
    status: query.status,
    from: query.from ? startOfNamedDay(query.from, config.timeZone).toISOString() : undefined,
    to: query.to ? startOfNamedDay(dayAfter(query.to), config.timeZone).toISOString() : undefined,
  });

  app.get(
    "/api/admin/leads",
    { config: { policy: "leads.work" }, schema: { querystring: leadListQuery, response: { 200: leadListResponse } } },
    async (request) => {
      const page = await listLeads(db, { ...filterOf(request.query), page: request.query.page, pageSize: request.query.pageSize });
      return { success: true as const, message: "Leads loaded", data: page };
    },
  );

  app.get(
    "/api/admin/leads/export.csv",
    { config: { policy: "leads.work" }, schema: { querystring: leadListQuery.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      // One millisecond ahead, so a lead stored in the same millisecond as the request is still in it.
      const startedAt = new Date(Date.now() + 1).toISOString();
      const filter = filterOf(request.query);
      // Leads that arrive during the download are left for the next one, so paging never shifts under it.
      const frozen = { ...filter, to: filter.to && filter.to < startedAt ? filter.to : startedAt };
      const rows = (async function* () {
        for (let page = 1; ; page++) {
          const { leads } = await listLeads(db, { ...frozen, page, pageSize: EXPORT_BATCH });
          for (const l of leads) {
            yield [
              l.reference,
              l.createdAt,
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
          if (leads.length < EXPORT_BATCH) return;
        }
      })();
      return sendCsv(
        reply,
        "leads.csv",
        [
          "Reference",
          "Received",
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
    },
  );

  app.get(
    "/api/admin/leads/:id",
    { config: { policy: "leads.work" }, schema: { params: userIdParams, response: { 200: leadDetailResponse } } },
    async (request) => {
      const found = await getLeadWithHistory(db, request.params.id);
      if (!found) throw notFound();
      const account = found.lead.userId ? await findListedUser(db, found.lead.userId) : undefined;
      return {
        success: true as const,
        message: "Lead loaded",
        data: { ...found, account: account ? { username: account.username, email: account.email } : null },
      };
    },
  );

  app.put(
    "/api/admin/leads/:id/status",
    { config: { policy: "leads.work" }, schema: { params: userIdParams, body: leadStatusBody, response: { 200: messageResponse } } },
    async (request) => {
      const changed = await changeLeadStatus(db, {
        id: request.params.id,
        status: request.body.status,
        note: request.body.note,
        changedBy: currentUser(request).username,
      });
      if (!changed) throw notFound();
      return { success: true as const, message: `Lead marked ${request.body.status}.` };
    },
  );

  app.get(
    "/api/admin/subscribers",
    { config: { policy: "subscribers.read" }, schema: { querystring: subscriberListQuery, response: { 200: subscriberListResponse } } },
    async (request) => {
      const page = await listSubscribers(db, { page: request.query.page, pageSize: request.query.pageSize });
      return { success: true as const, message: "Subscribers loaded", data: page };
    },
  );

  app.get("/api/admin/subscribers/export.csv", { config: { policy: "subscribers.read" } }, async (_request, reply) => {
    const rows = (async function* () {
      for (let page = 1; ; page++) {
        const { subscribers } = await listSubscribers(db, { page, pageSize: 500 });
        for (const s of subscribers) yield [s.email, s.source, s.consentedAt, s.confirmedAt, s.unsubscribedAt];
        if (subscribers.length < 500) return;
      }
    })();
    return sendCsv(reply, "subscribers.csv", ["Email", "Source", "Consented", "Confirmed", "Unsubscribed"], rows);
  });
};
