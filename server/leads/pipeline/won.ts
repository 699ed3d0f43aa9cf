import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { pipelineMessages, type wonBody } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";
import { isUniqueViolation } from "../../platform/db-errors";
import { HttpError } from "../../platform/errors";
import type { MailQueue } from "../../platform/mail";
import { createCompany, findCompany } from "../../portal/companies";
import { invitation } from "../../portal/invitations";
import { createProject } from "../../portal/projects";
import { addActivity } from "./activities";
import type { Actor } from "./lead-work";
import { moveStage, nextMoment, stageColumns } from "./stage";

const invalid = (field: string, message: string) => new HttpError(400, message, { code: "validation", errors: { [field]: message } });

/**
 * Won → client: picks or creates the company, creates the project with the lead's service coordinated by the
 * person who won it, invites the contact to the portal, and marks the lead won with its reason, all in one
 * transaction. Answers the message to show; undefined when there is no such lead.
 */
export async function markWon(db: Db, mail: MailQueue, publicUrl: string, leadId: string, input: z.output<typeof wonBody>, actor: Actor) {
  const lead = await db
    .selectFrom("leads")
    .select([...stageColumns, "email", "full_name", "client_project_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  if (lead.client_project_id) throw new HttpError(409, pipelineMessages.alreadyClient);
  const existing = input.companyId ? await findCompany(db, input.companyId) : undefined;
  if (input.companyId && !existing) throw invalid("companyId", pipelineMessages.unknownCompany);
  if (!lead.email && (input.invite || !existing)) throw invalid("invite", pipelineMessages.noEmail);
  const company = existing ? { id: existing.id, name: existing.name } : { id: randomUUID(), name: input.company?.name ?? "" };
  // Rendered before the transaction, which on SQLite holds the only connection.
  const invite = input.invite
    ? await invitation(
        mail,
        publicUrl,
        company,
        { email: lead.email, fullName: lead.full_name || lead.email, role: "admin" },
        { id: actor.id, name: actor.name },
      )
    : null;
  try {
    await db.transaction().execute(async (trx) => {
      if (!existing && input.company)
        await createCompany(
          trx,
          { ...input.company, billingName: lead.full_name || input.company.name, billingEmail: lead.email, requiresTwoFactor: false },
          company.id,
        );
      const projectId = await createProject(
        trx,
        {
          companyId: company.id,
          code: input.project.code,
          name: input.project.name,
          sector: input.project.sector,
          services: [input.project.service],
          startDate: input.project.startDate,
          dueDate: input.project.dueDate,
          coordinatorId: actor.id,
          status: "active",
          stage: input.project.stage,
          savedCost: null,
        },
        actor.id,
      );
      if (invite) await invite(trx);
      const at = await nextMoment(trx, leadId);
      await moveStage(trx, lead, "won", { note: input.reason, by: actor.name, at });
      if (lead.status === "won") await trx.updateTable("leads").set({ stage_reason: input.reason }).where("id", "=", leadId).execute();
      await trx.updateTable("leads").set({ client_company_id: company.id, client_project_id: projectId }).where("id", "=", leadId).execute();
      const invited = invite ? `; ${lead.email} invited to the portal` : "";
      await addActivity(trx, { leadId, kind: "won", author: actor, body: `Became a client: ${company.name}, project ${input.project.code}${invited}.`, at });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, pipelineMessages.codeTaken, { errors: { "project.code": pipelineMessages.codeTaken } });
    throw error;
  }
  const template = invite ? pipelineMessages.wonInvited : pipelineMessages.won;
  return template.replace("{company}", company.name).replace("{code}", input.project.code).replace("{email}", lead.email);
}
