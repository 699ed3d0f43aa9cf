import { invitationEndpoints } from "../../contract/endpoints/invitations";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { portalMessages } from "../../contract/portal";
import { hashPassword } from "../accounts/passwords/passwords";
import { refuseWeakPassword } from "../accounts/passwords/password-policy";
import { endSessions } from "../accounts/sessions/sessions";
import { createUser, findByEmail, freeUsernameFor, markEmailVerified, setPasswordHash } from "../accounts/users";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { fromFlag } from "../platform/flag";
import { pendingInvitation, spendInvitation } from "./invitations";
import { addMember, membershipOf } from "./membership";

const invalid = () => new HttpError(400, portalMessages.invitationInvalid, { errors: { token: portalMessages.invitationInvalid } });

/** Opening and accepting an invitation: anyone holding the mailed link, signed in or not. */
export const invitationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const verifiedOwner = async (email: string) => {
    const user = await findByEmail(db, email);
    return user?.email_verified_at ? user : undefined;
  };

  serve(app, invitationEndpoints.lookUp, {}, async (request) => {
    const found = await pendingInvitation(db, request.body.token);
    if (!found) throw invalid();
    return {
      success: true as const,
      email: found.email,
      fullName: found.full_name,
      company: found.company_name,
      existingAccount: Boolean(await verifiedOwner(found.email)),
      twoFactorRequired: fromFlag(found.requires_two_factor),
    };
  });

  serve(app, invitationEndpoints.accept, {}, async (request) => {
    const found = await pendingInvitation(db, request.body.token);
    if (!found) throw invalid();
    const account = await findByEmail(db, found.email);
    if (account && (await membershipOf(db, account.id))) throw new HttpError(409, portalMessages.alreadyMember);
    const member = { companyId: found.company_id, role: found.role };

    // A verified owner keeps their password; the invitation only adds them to the company.
    if (account?.email_verified_at) {
      await db.transaction().execute(async (trx) => {
        if (!(await spendInvitation(trx, found.id))) throw invalid();
        await addMember(trx, { ...member, userId: account.id, name: account.full_name ?? found.full_name });
      });
      return { success: true as const, message: portalMessages.invitationLinked.replace("{company}", found.company_name) };
    }

    const password = request.body.password;
    if (!password) throw new HttpError(400, portalMessages.passwordTooShort, { errors: { password: portalMessages.passwordTooShort } });
    await refuseWeakPassword(password, "password", { username: account?.username, email: found.email });
    const passwordHash = await hashPassword(password);
    const username = account ? account.username : await freeUsernameFor(db, found.email);
    await db.transaction().execute(async (trx) => {
      if (!(await spendInvitation(trx, found.id))) throw invalid();
      if (account) {
        // An unverified account with this address was never proven to be its owner's: the mailed link is, as a reset would be.
        await setPasswordHash(trx, account.id, passwordHash);
        await markEmailVerified(trx, account.id);
        await endSessions(trx, account.id);
        await addMember(trx, { ...member, userId: account.id, name: account.full_name ?? found.full_name });
      } else {
        const user = await createUser(trx, { username, email: found.email, passwordHash, fullName: found.full_name, emailVerified: true });
        await addMember(trx, { ...member, userId: user.id, name: found.full_name });
      }
    });
    return { success: true as const, message: portalMessages.invitationAccepted };
  });
};
