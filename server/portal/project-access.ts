import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isFirmStaff, mayOnProject, type ProjectPolicy, type Standing } from "../../contract/policies";
import { portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import { withTwoFactor } from "../accounts/two-factor/two-factor";
import type { SignedInUser } from "../accounts/users";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { type Membership, membershipOf } from "./membership";
import { findProject, type ProjectRow } from "./projects";

type Asker = Pick<SignedInUser, "id" | "role">;
export type ProjectAccess = { project: ProjectRow; standing: Standing };
type TicketRow = { id: string; company_id: string; subject: string; status: string; assignee_id: string | null; created_by: string | null };
export type TicketAccess = { ticket: TicketRow; standing: Standing };

/** How the asker stands to a company: the firm's people to every company, a client to their own only. */
async function standingIn(db: Db, asker: Asker, companyId: string | null, membership?: Membership | null): Promise<Standing | undefined> {
  if (isFirmStaff(asker.role)) return "firm";
  const member = membership === undefined ? await membershipOf(db, asker.id) : membership;
  if (!member || member.companyId !== companyId) return undefined;
  return member.role === "admin" ? "company-admin" : "company-member";
}

/** What the asker may know of a resource of `companyId`: 404 when nothing, 403 when they see it but may not do this. */
function allow(standing: Standing | undefined, policy: ProjectPolicy, notFound: string): Standing {
  if (!standing || !mayOnProject(standing, "project.read")) throw new HttpError(404, notFound);
  if (!mayOnProject(standing, policy)) throw new HttpError(403, portalMessages.notAllowed);
  return standing;
}

/**
 * The one ownership rule. A project the asker may not read is a 404, so nobody learns that another company's
 * project exists; a project they read but may not act on in this way is a 403.
 */
async function projectAccess(db: Db, asker: Asker, projectId: string, policy: ProjectPolicy, membership?: Membership | null): Promise<ProjectAccess> {
  const project = await findProject(db, projectId);
  const standing = project ? await standingIn(db, asker, project.company_id, membership) : undefined;
  return { project: project as ProjectRow, standing: allow(standing, policy, portalMessages.notFound) };
}

/** The project a route's guard let through; a handler without the guard gets a 404 rather than a null. */
export function grantedProject(request: FastifyRequest): ProjectAccess {
  if (!request.projectAccess) throw new HttpError(404, portalMessages.notFound);
  return request.projectAccess;
}

/** The support ticket a route's guard let through. */
export function grantedTicket(request: FastifyRequest): TicketAccess {
  if (!request.ticketAccess) throw new HttpError(404, portalMessages.ticketNotFound);
  return request.ticketAccess;
}

/** The asker's company membership as the guard read it (null: none); only after `signedIn`. */
export function portalMembership(request: FastifyRequest): Membership | null {
  return request.portalMembership ?? null;
}

/**
 * Guards for the portal's routes: a session, two-step sign-in for the firm's people (they reach every client's
 * data here) and for the people of a company that asks it, and for a project or ticket route the declared policy,
 * with the project found from the request.
 */
export function portalGuards(app: FastifyInstance, db: Db) {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    const user = currentUser(request);
    if (isFirmStaff(user.role)) {
      await app.requirePolicy("clients.manage")(request, reply);
      request.portalMembership = null;
      return;
    }
    const membership = (await membershipOf(db, user.id)) ?? null;
    if (membership?.requiresTwoFactor && !(await withTwoFactor(db, [user.id])).has(user.id)) {
      throw new HttpError(403, portalMessages.twoFactorRequired.replace("{company}", membership.companyName), { code: "two_factor_setup_required" });
    }
    request.portalMembership = membership;
  };
  const onProject =
    (policy: ProjectPolicy, projectIdOf: (request: FastifyRequest) => Promise<string | undefined> | string | undefined = paramId) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await signedIn(request, reply);
      const projectId = await projectIdOf(request);
      if (!projectId) throw new HttpError(404, portalMessages.notFound);
      request.projectAccess = await projectAccess(db, currentUser(request), projectId, policy, portalMembership(request));
    };
  const onTicket = (policy: ProjectPolicy) => async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    const ticketId = paramId(request);
    const ticket = ticketId
      ? await db
          .selectFrom("support_tickets")
          .select(["id", "company_id", "subject", "status", "assignee_id", "created_by"])
          .where("id", "=", ticketId)
          .executeTakeFirst()
      : undefined;
    const standing = ticket ? await standingIn(db, currentUser(request), ticket.company_id, portalMembership(request)) : undefined;
    request.ticketAccess = { ticket: ticket as TicketRow, standing: allow(standing, policy, portalMessages.ticketNotFound) };
  };
  return { signedIn, onProject, onTicket };
}

const paramId = (request: FastifyRequest) => (request.params as { id?: string }).id;

/** Why a company's person must keep two-step sign-in, for accounts' rule (null: nothing asks it). */
export async function companyTwoFactorReason(db: Db, userId: string): Promise<string | null> {
  const membership = await membershipOf(db, userId);
  return membership?.requiresTwoFactor ? portalMessages.twoFactorKept.replace("{company}", membership.companyName) : null;
}

declare module "fastify" {
  interface FastifyRequest {
    projectAccess?: ProjectAccess;
    ticketAccess?: TicketAccess;
    portalMembership?: Membership | null;
  }
}
