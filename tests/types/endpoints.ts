/**
 * Checked by `npm run typecheck`, never run: each `@ts-expect-error` below must meet a type error, and an unused one
 * fails tsc, so a contract change that stops one side from noticing a renamed field, param or path fails the check.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { defineEndpoint } from "../../contract/endpoint";
import { accountEndpoints } from "../../contract/endpoints/accounts";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { pipelineEndpoints } from "../../contract/endpoints/pipeline";
import { callEndpoint, queryKeyOf } from "../../app/lib/api";
import { serve } from "../../server/platform/endpoint";

const user = { username: "ada", email: "ada@example.com", fullName: null, role: "user" as const, lastLogin: null };

/** The browser: what it sends and reads is the contract's. */
export async function browserSide() {
  await callEndpoint(accountEndpoints.login, { body: { username: "ada", password: "secret", rememberMe: false } });
  // @ts-expect-error a body field under a name the contract does not have
  await callEndpoint(accountEndpoints.login, { body: { userName: "ada", password: "secret", rememberMe: false } });
  // @ts-expect-error the path's :id is missing
  await callEndpoint(adminEndpoints.userRole, { body: { role: "admin" } });
  // @ts-expect-error a param the path does not name
  await callEndpoint(adminEndpoints.userRole, { params: { userId: "1" }, body: { role: "admin" } });
  // @ts-expect-error a value outside the contract's enum
  await callEndpoint(adminEndpoints.userRole, { params: { id: "1" }, body: { role: "owner" } });
  // @ts-expect-error a body for an endpoint that takes none
  await callEndpoint(accountEndpoints.user, { body: {} });
  // @ts-expect-error a query field the list does not take
  queryKeyOf(adminEndpoints.users, { query: { sortBy: "email" } });
  // Issue 25 names these fields: owner, stage, value, expected close, next action and its date; replies take subject and body.
  await callEndpoint(pipelineEndpoints.update, {
    params: { id: "1" },
    body: { owner: null, stage: "proposal", value: 48_000, expectedClose: "2027-01-15", nextAction: "Call", nextActionDate: "2026-12-01" },
  });
  // @ts-expect-error the owner is `owner`, not `ownerId`
  await callEndpoint(pipelineEndpoints.update, { params: { id: "1" }, body: { ownerId: "2" } });
  // @ts-expect-error a stage the pipeline does not have
  await callEndpoint(pipelineEndpoints.update, { params: { id: "1" }, body: { stage: "negotiation" } });
  await callEndpoint(pipelineEndpoints.reply, { params: { id: "1" }, body: { subject: "Your request", body: "Hello" } });
  // @ts-expect-error a reply's text is `body`
  await callEndpoint(pipelineEndpoints.reply, { params: { id: "1" }, body: { subject: "Your request", text: "Hello" } });

  const reply = await callEndpoint(accountEndpoints.user, {});
  const name: string = reply.user.username;
  // @ts-expect-error a reply field that does not exist
  const renamed: string = reply.user.userName;
  return [name, renamed];
}

/** The server: what a handler reads and answers is the contract's. */
export const serverSide: FastifyPluginAsyncZod = async (app) => {
  serve(app, accountEndpoints.user, {}, async () => ({ success: true as const, user }));
  // @ts-expect-error an answer with a field renamed
  serve(app, accountEndpoints.user, {}, async () => ({ success: true as const, account: user }));
  serve(app, accountEndpoints.login, {}, async (request) => {
    // @ts-expect-error a body field under a name the contract does not have
    const name: string = request.body.userName;
    return { success: true as const, user: { ...user, username: name }, message: "Login successful" };
  });
  serve(app, adminEndpoints.userRole, { config: { policy: "users.manage" } }, async (request) => {
    // @ts-expect-error a param the path does not name
    const id: string = request.params.userId;
    return { success: true as const, message: id, data: { ...user, id, createdAt: "", disabledAt: null } };
  });
};

// @ts-expect-error a path with a :param and no params schema
defineEndpoint({ method: "GET", path: "/api/things/:id", responses: {} });
// @ts-expect-error a params schema naming another key than the path
defineEndpoint({ method: "GET", path: "/api/things/:id", params: z.object({ thingId: z.string() }), responses: {} });
defineEndpoint({ method: "GET", path: "/api/things/:id", params: z.object({ id: z.string() }), responses: {} });
