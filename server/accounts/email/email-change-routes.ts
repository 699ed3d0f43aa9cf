import { accountMessages } from "../../../contract/messages/accounts";
import { emailLinkEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database";
import { confirmEmailChange, lookUpEmailChange, undoEmailChange } from "./email-changes";

/** The links in the email-change mails: the token is the authority, so they work from any browser, signed in or not. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  serve(app, emailLinkEndpoints.emailChangeLookup, {}, async (request) => {
    const { action, token } = request.query;
    return { success: true as const, action, email: await lookUpEmailChange(db, action, token) };
  });

  serve(app, emailLinkEndpoints.emailChangeConfirm, {}, async (request) => {
    const email = await db.transaction().execute((trx) => confirmEmailChange(trx, request.body.token));
    return { success: true as const, message: accountMessages.emailChanged(email) };
  });

  serve(app, emailLinkEndpoints.emailChangeUndo, {}, async (request) => {
    const email = await db.transaction().execute((trx) => undoEmailChange(trx, request.body.token));
    return { success: true as const, message: accountMessages.emailChangeUndone(email) };
  });
};
