import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailChangeLookupResponseSchema, emailChangeLookupSchema, emailChangeTokenSchema } from "../../contract/accounts";
import { messageResponse } from "../../contract/api";
import type { Db } from "../platform/database";
import { confirmEmailChange, lookUpEmailChange, undoEmailChange } from "./email-changes";

/** The links in the email-change mails: the token is the authority, so they work from any browser, signed in or not. */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  app.get(
    "/api/auth/email-change",
    { schema: { querystring: emailChangeLookupSchema, response: { 200: emailChangeLookupResponseSchema } } },
    async (request) => {
      const { action, token } = request.query;
      return { success: true as const, action, email: await lookUpEmailChange(db, action, token) };
    },
  );

  app.post("/api/auth/email-change/confirm", { schema: { body: emailChangeTokenSchema, response: { 200: messageResponse } } }, async (request) => {
    const email = await confirmEmailChange(db, request.body.token);
    return { success: true as const, message: `Your email address is now ${email}.` };
  });

  app.post("/api/auth/email-change/undo", { schema: { body: emailChangeTokenSchema, response: { 200: messageResponse } } }, async (request) => {
    const email = await undoEmailChange(db, request.body.token);
    return { success: true as const, message: `Your email address stays ${email}. Every session has been signed out; please reset your password.` };
  });
};
