import fp from "fastify-plugin";
import type { SiteConfig } from "../platform/config";
import type { FastPath } from "../platform/fast-path";
import type { Db } from "../platform/database";
import { HOURLY } from "../platform/jobs";
import type { RateLimiter } from "../platform/rate-limit";
import type { Policy } from "../../contract/policies";
import { accountDataRegistry } from "./data-rights/account-data";
import { accountRoutes } from "./account-routes";
import { dataRightsRoutes } from "./data-rights/data-rights-routes";
import { emailChangeRoutes } from "./email/email-change-routes";
import { emailVerificationRoutes } from "./email/email-verification-routes";
import { createGuards } from "./sessions/guards";
import { pruneAccounts } from "./housekeeping";
import { hashAdmission } from "./passwords/hash-admission";
import { currentUserFastPath } from "./sessions/current-user-fast-path";
import { resetRoutes } from "./passwords/reset-routes";
import { sessionRoutes } from "./sessions/session-routes";
import { loginPendingStore } from "./two-factor/login-pending";
import { forgetMailPreferences, mailPreferencesOf } from "./mail-preferences/mail-preferences";
import { mailPreferenceRoutes } from "./mail-preferences/mail-preference-routes";
import { sessionStore } from "./sessions/sessions";
import { twoFactorRoutes } from "./two-factor/two-factor-routes";
import { twoFactorStore } from "./two-factor/two-factor";
import { twoFactorRequirements } from "./two-factor/two-factor-requirements";

/** Accounts: sessions, guards for every other feature, the account and reset routes, and the admin prefix rule. */
export const accounts = fp<{ db: Db; config: SiteConfig; limiter: RateLimiter }>(
  async (app, { db, config, limiter }) => {
    const secure = config.publicUrl.startsWith("https://");
    const sessions = sessionStore(db, { secure });
    const twoFactor = twoFactorStore(db, config.sessionSecret);
    const pending = loginPendingStore(db, { secure });
    const guards = createGuards(sessions, twoFactor);
    app.decorateRequest("user", null);
    app.decorate("requireUser", guards.requireUser);
    app.decorate("requirePolicy", guards.requirePolicy);
    app.decorate("optionalUser", guards.optionalUser);
    app.decorate("accountData", accountDataRegistry());
    app.decorate("twoFactorRequirements", twoFactorRequirements());
    // A route's declared policy is checked here, before its own hooks; a console route without one stops start-up.
    app.addHook("onRoute", (route) => {
      const policy = (route.config as { policy?: Policy } | undefined)?.policy;
      if (!policy && (route.url === "/api/admin" || route.url.startsWith("/api/admin/"))) {
        throw new Error(`${String(route.method)} ${route.url} declares no access policy`);
      }
      if (policy) route.onRequest = [guards.requirePolicy(policy), ...[route.onRequest ?? []].flat()];
    });
    // Registered after the CSRF and policy hooks, so a refusal for a full hashing queue comes before either.
    app.decorate("hashRefusal", hashAdmission(app));
    app.decorate("currentUserFromMemory", currentUserFastPath(app, sessions));
    app.jobs.every("accounts.prune", HOURLY, () => pruneAccounts(db));
    app.accountData.add({
      name: "mailPreferences",
      collect: (from, account) => mailPreferencesOf(from, account.id),
      detach: (trx, account) => forgetMailPreferences(trx, account.id),
    });
    await app.register(accountRoutes, { db, config, limiter, sessions, twoFactor, pending });
    await app.register(twoFactorRoutes, { db, config, limiter, sessions, twoFactor, pending });
    await app.register(resetRoutes, { db, config, limiter });
    await app.register(sessionRoutes, { db, sessions });
    await app.register(emailChangeRoutes, { db });
    await app.register(emailVerificationRoutes, { db, config, limiter });
    await app.register(dataRightsRoutes, { db, limiter, sessions });
    await app.register(mailPreferenceRoutes, { db });
  },
  { name: "accounts" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a signed-in `GET /api/user` from a session SQLite reads at once; false hands it to Fastify. */
    currentUserFromMemory: FastPath;
  }
}
