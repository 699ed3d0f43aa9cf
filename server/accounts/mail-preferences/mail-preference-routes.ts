import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { mailPreferenceEndpoints } from "../../../contract/endpoints/mail-preferences";
import type { Db } from "../../platform/database";
import { serve } from "../../platform/endpoint";
import { currentUser } from "../sessions/guards";
import { changeMailPreferences, mailPreferencesOf } from "./mail-preferences";

/** Profile → Preferences: the person's own choice of mails, read and changed only by them. */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, mailPreferenceEndpoints.get, { onRequest: app.requireUser }, async (request) => ({
    success: true as const,
    ...(await mailPreferencesOf(db, currentUser(request).id)),
  }));

  serve(app, mailPreferenceEndpoints.change, { onRequest: app.requireUser }, async (request) => {
    const { id } = currentUser(request);
    await db.transaction().execute((trx) => changeMailPreferences(trx, id, request.body));
    return { success: true as const, ...(await mailPreferencesOf(db, id)) };
  });
};
