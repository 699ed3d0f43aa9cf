import type { FastifyReply, FastifyRequest } from "fastify";
import { accountMessages, twoFactorMessages } from "../../../contract/messages/accounts";
import { isFirmStaff, may, type Policy } from "../../../contract/policies";
import { HttpError } from "../../platform/errors";
import type { SessionStore } from "./sessions";
import type { TwoFactorStore } from "../two-factor/two-factor";
import type { SignedInUser } from "../users";

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Declared on routes (or a whole prefix) instead of remembered in handlers; each call checks the session anew. */
export function createGuards(sessions: SessionStore, twoFactor: TwoFactorStore) {
  const optionalUser = async (request: FastifyRequest, reply: FastifyReply): Promise<SignedInUser | null> => {
    // An answer that depends on who asks is never kept by a browser or a shared cache.
    reply.header("cache-control", "no-store");
    request.user ??= await sessions.resume(request, reply);
    return request.user;
  };
  const requireUser: Guard = async (request, reply) => {
    if (!(await optionalUser(request, reply))) throw new HttpError(401, accountMessages.unauthorized);
  };
  const requirePolicy =
    (policy: Policy): Guard =>
    async (request, reply) => {
      await requireUser(request, reply);
      const user = currentUser(request);
      if (!may(user.role, policy)) throw new HttpError(403, accountMessages.notAdmin);
      // The firm's people see leads and clients' data: a password alone opens none of it, two-step sign-in first.
      if (isFirmStaff(user.role) && !(await twoFactor.isEnabled(user.id))) {
        throw new HttpError(403, twoFactorMessages.setupRequired, { code: "two_factor_setup_required" });
      }
    };
  return { optionalUser, requireUser, requirePolicy };
}

/** The user a guard let through; a handler without a guard gets a 401 rather than a null. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, accountMessages.unauthorized);
  return request.user;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; required under /api/admin, where start-up refuses a route without one. */
    policy?: Policy;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    requireUser: Guard;
    requirePolicy(policy: Policy): Guard;
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<SignedInUser | null>;
  }
}
