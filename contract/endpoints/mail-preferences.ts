import { defineEndpoint } from "../endpoint";
import { mailPreferencesResponse, mailPreferencesUpdate } from "../mail-preferences";

/** Profile → Preferences: which mails the person receives (the newsletter's switch is its subscription, in leads). */
export const mailPreferenceEndpoints = {
  get: defineEndpoint({ method: "GET", path: "/api/account/mail-preferences", responses: { 200: mailPreferencesResponse } }),
  change: defineEndpoint({ method: "PUT", path: "/api/account/mail-preferences", body: mailPreferencesUpdate, responses: { 200: mailPreferencesResponse } }),
} as const;
