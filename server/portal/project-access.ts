import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isFirmStaff, mayOnProject, type ProjectPolicy, type Standing } from "../../contract/policies";
import { portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import type { SignedInUser } from "../accounts/users";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { membershipOf } from "./membership";

type Asker = Pick<SignedInUser, "id" | "role">;
type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProjectRow>>>;
export type ProjectAccess = { project: ProjectRow; standing: Standing };

const findProjectRow = (db: Db, projectId: string) => db.selectFrom("projects").selectAll().where("id", "=", projectId).executeTakeFirst();

/** How the asker stands to a company: the firm's people to every company, a client to their own only. */
export async function standingIn(db: Db, asker: Asker, companyId: string | null): Promise<Standing | undefined> {
  if (isFirmStaff(asker.role)) return "firm";
  const membership = await membershipOf(db, asker.id);
  if (!membership || membership.companyId !== companyId) return undefined;
  return membership.role === "admin" ? "company-admin" : "company-member";
}

/**
 * The one ownership rule. A project the asker may not read is a 404, so nobody learns that another company's
 * project exists; a project they read but may not act on in this way is a 403.
 */
async function projectAccess(db: Db, asker: Asker, projectId: string, policy: ProjectPolicy): Promise<ProjectAccess> {
  const project = await findProjectRow(db, projectId);
  const standing = project ? await standingIn(db, asker, project.company_id) : undefined;
  if (!project || !standing || !mayOnProject(standing, "project.read")) throw new HttpError(404, portalMessages.notFound);
  if (!mayOnProject(standing, policy)) throw new HttpError(403, portalMessages.notAllowed);
  return { project, standing };
}

/** The project a route's guard let through; a handler without the guard gets a 404 rather than a null. */
export function grantedProject(request: FastifyRequest): ProjectAccess {
  if (!request.projectAccess) throw new HttpError(404, portalMessages.notFound);
  return request.projectAccess;
}

/**
 * Guards for the portal's routes: a session, two-step sign-in for the firm's people (they reach every client's
 * data here), and for a project route the declared project policy, with the project found from the request.
 */
export function portalGuards(app: FastifyInstance, db: Db) {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (isFirmStaff(currentUser(request).role)) await app.requirePolicy("clients.manage")(request, reply);
  };
  const onProject =
    (policy: ProjectPolicy, projectIdOf: (request: FastifyRequest) => Promise<string | undefined> | string | undefined = paramId) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await signedIn(request, reply);
      const projectId = await projectIdOf(request);
      if (!projectId) throw new HttpError(404, portalMessages.notFound);
      request.projectAccess = await projectAccess(db, currentUser(request), projectId, policy);
    };
  return { signedIn, onProject };
}

const paramId = (request: FastifyRequest) => (request.params as { id?: string }).id;

declare module "fastify" {
  interface FastifyRequest {
    projectAccess?: ProjectAccess;
  }
}
