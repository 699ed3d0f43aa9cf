import { adminMessages } from "../../contract/messages/admin";
import { OVERVIEW_WINDOW } from "../../contract/constants";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countUsers, recentSignups } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { conversionRates, countLeads, leadsPerDay, recentLeads } from "../leads/lead-queries";
import { projectCounts } from "../portal/projects";
import { startOfLocalDay } from "../platform/local-day";

/** Spec 01 §3: the admin overview's figures, computed from the database; 'today' starts at midnight in TIME_ZONE. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  serve(app, adminEndpoints.dashboard, { config: { policy: "console.open" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const now = new Date();
    const dayStart = startOfLocalDay(now, config.timeZone);
    const [users, leads, projects, conversion, recent, signups, perDay] = await Promise.all([
      countUsers(db, dayStart.toISOString()),
      countLeads(db, now, dayStart),
      projectCounts(db),
      conversionRates(db, now),
      recentLeads(db, 20),
      recentSignups(db),
      leadsPerDay(db, OVERVIEW_WINDOW.days, now, config.timeZone),
    ]);
    return {
      success: true as const,
      message: adminMessages.dashboardLoaded,
      data: {
        totalUsers: users.total,
        newUsersToday: users.since,
        totalLeads: leads.total,
        newLeadsToday: leads.today,
        totalProjects: projects.total,
        activeProjects: projects.active,
        conversion,
        recentActivity: recent
          .filter((l) => l.status !== "spam")
          .slice(0, 5)
          .map((l) => ({
            id: l.id,
            name: l.fullName.trim() || null,
            email: l.email.trim() || null,
            status: l.status,
            service: l.serviceLabel,
            createdAt: l.createdAt,
          })),
        recentSignups: signups,
        leadsPerDay: perDay,
        timeZone: config.timeZone,
      },
    };
  });
};
