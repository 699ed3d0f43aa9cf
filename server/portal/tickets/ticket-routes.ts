import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ticketEndpoints } from "../../../contract/endpoints/portal";
import { isFirmStaff } from "../../../contract/policies";
import { portalMessages } from "../../../contract/portal";
import { currentUser } from "../../accounts/sessions/guards";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { serve } from "../../platform/endpoint";
import { HttpError } from "../../platform/errors";
import { clientsWanting, firmWanting } from "../message-recipients";
import { nameOf } from "../people";
import { grantedTicket, portalGuards, portalMembership } from "../project-access";
import { closeTicket, companyCoordinators, listTickets, newTicketId, openTicket, replyToTicket, ticketById } from "./tickets";

/** Support tickets: a client company's questions that belong to no one project; another company's is a 404. */
export const ticketRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { signedIn, onTicket } = portalGuards(app, db);
  const mails = () => import("../message-mail");
  const linkFor = (id: string, forFirm: boolean) =>
    forFirm ? `${config.publicUrl}/admin/dashboard?tab=clients&view=inbox&ticket=${id}` : `${config.publicUrl}/dashboard?tab=support&ticket=${id}`;
  const answer = async (id: string, message: string) => {
    const ticket = await ticketById(db, id);
    if (!ticket) throw new HttpError(404, portalMessages.ticketNotFound);
    return { success: true as const, message, ticket };
  };
  /** Who hears of a post: the company's people for the firm's, the assignee (or the coordinators) for the client's. */
  const recipientsOf = async (ticket: { company_id: string; assignee_id: string | null }, fromFirm: boolean, authorId: string) => {
    if (fromFirm) return clientsWanting(db, ticket.company_id, "newMessage", authorId);
    const firm = ticket.assignee_id ? [ticket.assignee_id] : await companyCoordinators(db, ticket.company_id);
    return [...new Set((await Promise.all(firm.map((id) => firmWanting(db, [id], "newMessage")))).flat())];
  };

  serve(app, ticketEndpoints.list, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    if (isFirmStaff(user.role)) return { success: true as const, tickets: await listTickets(db, null) };
    const membership = portalMembership(request);
    return { success: true as const, tickets: membership ? await listTickets(db, membership.companyId) : [] };
  });

  serve(app, ticketEndpoints.open, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    const membership = portalMembership(request);
    if (isFirmStaff(user.role) || !membership) throw new HttpError(403, portalMessages.ticketsForClients);
    const { subject, body } = request.body;
    const recipients = await recipientsOf({ company_id: membership.companyId, assignee_id: null }, false, user.id);
    const author = user.fullName ?? user.username;
    const id = newTicketId();
    const mail = await (await mails()).projectMessageMail({
      projectName: `Support, ${membership.companyName}`,
      subject,
      author,
      body,
      link: linkFor(id, true),
    });
    await db.transaction().execute(async (trx) => {
      await openTicket(trx, { id, companyId: membership.companyId, subject, body, authorId: user.id });
      for (const to of recipients) await app.mail.enqueue(trx, { to, ...mail });
    });
    if (recipients.length > 0) app.jobs.wake();
    return answer(id, portalMessages.ticketOpened);
  });

  serve(app, ticketEndpoints.ticket, { onRequest: onTicket("project.read") }, async (request) => {
    const ticket = await ticketById(db, grantedTicket(request).ticket.id);
    if (!ticket) throw new HttpError(404, portalMessages.ticketNotFound);
    return { success: true as const, ticket };
  });

  serve(app, ticketEndpoints.reply, { onRequest: onTicket("project.discuss") }, async (request) => {
    const user = currentUser(request);
    const { ticket, standing } = grantedTicket(request);
    const fromFirm = standing === "firm";
    const recipients = await recipientsOf(ticket, fromFirm, user.id);
    const author = fromFirm ? nameOf({ ...user, active: true, lastLogin: null }) : (user.fullName ?? user.username);
    const mail = await (await mails()).projectMessageMail({
      projectName: "Support",
      subject: ticket.subject,
      author,
      body: request.body.body,
      link: linkFor(ticket.id, !fromFirm),
    });
    await db.transaction().execute(async (trx) => {
      await replyToTicket(trx, ticket, { body: request.body.body, authorId: user.id, fromFirm });
      for (const to of recipients) await app.mail.enqueue(trx, { to, ...mail });
    });
    if (recipients.length > 0) app.jobs.wake();
    return answer(ticket.id, portalMessages.ticketReplied);
  });

  serve(app, ticketEndpoints.close, { onRequest: onTicket("project.discuss") }, async (request) => {
    const { ticket } = grantedTicket(request);
    await db.transaction().execute((trx) => closeTicket(trx, ticket.id));
    return answer(ticket.id, portalMessages.ticketClosed);
  });
};
