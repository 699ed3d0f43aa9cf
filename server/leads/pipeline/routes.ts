import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pipelineEndpoints } from "../../../contract/endpoints/pipeline";
import { CLOSED_WINDOW_DAYS, pipelineMessages } from "../../../contract/pipeline";
import { currentUser } from "../../accounts/sessions/guards";
import { listFirmPeople } from "../../accounts/users";
import type { SiteConfig } from "../../platform/config";
import type { Db } from "../../platform/database";
import { serve } from "../../platform/endpoint";
import { HttpError } from "../../platform/errors";
import { leadTimeline } from "./activities";
import { assignmentRules, setAssignmentRules } from "./assignment";
import { pipelineBoard } from "./board";
import { digestPreference, setDigestPreference } from "./digest";
import { eraseByEmail } from "./erase";
import { actorOf, addNote, leadToAnswer, recordReply, updateLead } from "./lead-work";
import { mergeLeads, sameEmailLeads } from "./merge";
import { checkedOwner } from "./ownership";
import { funnel, leadsByMonth } from "./reports";
import { deleteFilter, saveFilter, savedFilters } from "./saved-filters";
import { replyTemplates, setReplyTemplates } from "./templates";
import { markWon } from "./won";
import { oneLine } from "../one-line";

const work = { config: { policy: "leads.work" } } as const;
const notFound = () => new HttpError(404, pipelineMessages.notFound);

/** The sales pipeline's console routes: every one under /api/admin with its policy; staff work leads, admins set the rules. */
export const pipelineRoutes: FastifyPluginAsyncZod<{ db: Db; config: SiteConfig }> = async (app, { db, config }) => {
  serve(app, pipelineEndpoints.update, work, async (request) => {
    const actor = actorOf(currentUser(request));
    // Checked before the transaction too, so a wrong owner answers 400 without holding a write lock.
    if (request.body.owner) await checkedOwner(db, request.body.owner);
    const found = await db.transaction().execute((trx) => updateLead(trx, request.params.id, request.body, actor));
    if (!found) throw notFound();
    return { success: true as const, message: pipelineMessages.saved };
  });

  serve(app, pipelineEndpoints.reply, work, async (request) => {
    const actor = actorOf(currentUser(request));
    const lead = await leadToAnswer(db, request.params.id);
    if (!lead) throw notFound();
    if (!lead.email) throw new HttpError(400, pipelineMessages.noEmail);
    const { subject, body } = request.body;
    const mail = await (await import("./pipeline-mails")).leadReplyMail({ subject, body, reference: lead.reference, sender: actor.name });
    await db.transaction().execute(async (trx) => {
      // From the firm's address, as every mail; a reply to it reaches the person who wrote.
      const mailJobId = await app.mail.enqueue(trx, { to: oneLine(lead.email), replyTo: oneLine(actor.email), ...mail });
      await recordReply(trx, lead, { subject: mail.subject, body, mailJobId }, actor);
    });
    app.jobs.wake();
    return { success: true as const, message: pipelineMessages.replyQueued.replace("{email}", lead.email) };
  });

  serve(app, pipelineEndpoints.note, work, async (request) => {
    const actor = actorOf(currentUser(request));
    if (!(await db.transaction().execute((trx) => addNote(trx, request.params.id, request.body, actor)))) throw notFound();
    return { success: true as const, message: pipelineMessages.noteAdded };
  });

  serve(app, pipelineEndpoints.won, work, async (request) => {
    const actor = actorOf(currentUser(request));
    const message = await markWon(db, app.mail, config.publicUrl, request.params.id, request.body, actor);
    if (message === undefined) throw notFound();
    app.jobs.wake();
    return { success: true as const, message };
  });

  serve(app, pipelineEndpoints.merge, work, async (request) => {
    const actor = actorOf(currentUser(request));
    const merged = await db.transaction().execute((trx) => mergeLeads(trx, request.params.id, request.body.duplicateId, actor));
    if (!merged) throw notFound();
    return { success: true as const, message: pipelineMessages.merged };
  });

  serve(app, pipelineEndpoints.timeline, work, async (request) => {
    const lead = await db.selectFrom("leads").select(["id", "email"]).where("id", "=", request.params.id).executeTakeFirst();
    if (!lead) throw notFound();
    const [entries, sameEmail] = await Promise.all([leadTimeline(db, lead.id), sameEmailLeads(db, lead.id, lead.email)]);
    return { success: true as const, entries, sameEmail };
  });

  serve(app, pipelineEndpoints.board, work, async (request) => {
    const { owner } = request.query;
    const scope = owner === "me" ? currentUser(request).id : owner === "none" ? null : owner;
    return { success: true as const, columns: await pipelineBoard(db, scope), closedWindowDays: CLOSED_WINDOW_DAYS };
  });

  serve(app, pipelineEndpoints.people, work, async () => ({ success: true as const, people: await listFirmPeople(db) }));

  serve(app, pipelineEndpoints.templates, work, async () => ({ success: true as const, templates: await replyTemplates(db) }));

  serve(app, pipelineEndpoints.savedFilters, work, async (request) => ({
    success: true as const,
    filters: await savedFilters(db, currentUser(request).id),
  }));

  serve(app, pipelineEndpoints.saveFilter, work, async (request) => {
    const userId = currentUser(request).id;
    await saveFilter(db, userId, request.body.name, request.body.filter);
    return { success: true as const, filters: await savedFilters(db, userId) };
  });

  serve(app, pipelineEndpoints.deleteFilter, work, async (request) => {
    const userId = currentUser(request).id;
    if (!(await deleteFilter(db, userId, request.params.id))) throw new HttpError(404, pipelineMessages.filterNotFound);
    return { success: true as const, filters: await savedFilters(db, userId) };
  });

  serve(app, pipelineEndpoints.digest, work, async (request) => ({
    success: true as const,
    message: pipelineMessages.digestLoaded,
    ...(await digestPreference(db, currentUser(request).id, config.timeZone)),
  }));

  serve(app, pipelineEndpoints.setDigest, work, async (request) => {
    const userId = currentUser(request).id;
    await db.transaction().execute((trx) => setDigestPreference(trx, userId, request.body, config.timeZone));
    return { success: true as const, message: pipelineMessages.digestSaved, ...(await digestPreference(db, userId, config.timeZone)) };
  });

  const settings = async (message: string) => ({
    success: true as const,
    message,
    assignment: await assignmentRules(db),
    templates: await replyTemplates(db),
  });

  serve(app, pipelineEndpoints.settings, { config: { policy: "settings.manage" } }, async () => settings("Pipeline settings loaded"));

  serve(app, pipelineEndpoints.saveSettings, { config: { policy: "settings.manage" } }, async (request) => {
    const { assignment, templates } = request.body;
    const people = new Set((await listFirmPeople(db)).map((p) => p.id));
    const stranger = [...assignment.rotation, ...assignment.byService.map((r) => r.ownerId)].find((id) => !people.has(id));
    if (stranger) throw new HttpError(400, pipelineMessages.unknownOwner, { code: "validation", errors: { assignment: pipelineMessages.unknownOwner } });
    await db.transaction().execute(async (trx) => {
      await setAssignmentRules(trx, assignment);
      await setReplyTemplates(trx, templates);
    });
    return settings(pipelineMessages.settingsSaved);
  });

  serve(app, pipelineEndpoints.erase, { config: { policy: "people.erase" } }, async (request) => {
    const { email } = request.body;
    const erased = await db.transaction().execute((trx) => eraseByEmail(trx, email));
    const message = pipelineMessages.erased
      .replace("{email}", email)
      .replace("{leads}", String(erased.leads))
      .replace("{subscribers}", String(erased.subscribers))
      .replace("{invitations}", String(erased.invitations));
    return { success: true as const, message, erased };
  });

  serve(app, pipelineEndpoints.funnel, work, async () => ({ success: true as const, ...(await funnel(db)) }));

  serve(app, pipelineEndpoints.leadReport, work, async (request) => ({
    success: true as const,
    ...(await leadsByMonth(db, request.query.months, config.timeZone)),
    timeZone: config.timeZone,
  }));
};
