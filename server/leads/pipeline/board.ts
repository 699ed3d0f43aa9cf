import { type SelectQueryBuilder, sql } from "kysely";
import { serviceLabel } from "../../../contract/leads";
import { BOARD_CARDS, type BoardCard, CLOSED_WINDOW_DAYS, type PipelineStage, pipelineStages } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";
import type { Database } from "../../platform/schema";

const CLOSED: readonly PipelineStage[] = ["won", "lost"];

/**
 * The board: per stage its newest cards (at most BOARD_CARDS) and the count and value of every lead in it; won and
 * lost hold what closed in the last CLOSED_WINDOW_DAYS days. `owner` narrows to one person, or to nobody's (null).
 */
export async function pipelineBoard(db: Db, owner: string | null | undefined, now = new Date()) {
  const since = new Date(now.getTime() - CLOSED_WINDOW_DAYS * 86_400_000).toISOString();
  const scoped = <O>(query: SelectQueryBuilder<Database, "leads", O>) =>
    owner === undefined ? query : owner === null ? query.where("owner_id", "is", null) : query.where("owner_id", "=", owner);
  const inStage = (stage: PipelineStage) => {
    const query = scoped(db.selectFrom("leads").where("status", "=", stage));
    // Open stages have no close date: saying so lets the totals read the (status, closed_at, owner_id, value) index alone.
    return CLOSED.includes(stage) ? query.where("closed_at", ">=", since) : query.where("closed_at", "is", null);
  };
  const totals = await Promise.all(
    pipelineStages.map((stage) =>
      inStage(stage)
        .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("value").as("v")])
        .executeTakeFirstOrThrow(),
    ),
  );
  const cards = await Promise.all(
    pipelineStages.map((stage) =>
      inStage(stage)
        .select([
          "id",
          "reference",
          "full_name",
          "email",
          "company",
          "service",
          "value",
          "expected_close",
          "next_action",
          "next_action_date",
          "owner_id",
          "created_at",
        ])
        .select((eb) =>
          eb
            .selectFrom("users")
            .select(sql<string>`coalesce(users.full_name, users.username)`.as("n"))
            .whereRef("users.id", "=", "leads.owner_id")
            .as("owner_name"),
        )
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(BOARD_CARDS)
        .execute(),
    ),
  );
  // The owners' names in one query: a handful of people own every card.
  const ownerIds = [...new Set(cards.flatMap((rows) => rows.flatMap((r) => (r.owner_id ? [r.owner_id] : []))))];
  const names = new Map(
    ownerIds.length === 0
      ? []
      : (
          await db
            .selectFrom("users")
            .select(["id", sql<string>`coalesce(full_name, username)`.as("name")])
            .where("id", "in", ownerIds)
            .execute()
        ).map((u) => [u.id, u.name]),
  );
  return pipelineStages.map((stage, i) => ({
    stage,
    count: Number(totals[i]?.n ?? 0),
    value: Number(totals[i]?.v ?? 0),
    cards: (cards[i] ?? []).map(
      (r): BoardCard => ({
        id: r.id,
        reference: r.reference,
        fullName: r.full_name,
        email: r.email,
        company: r.company,
        serviceLabel: serviceLabel(r.service),
        value: r.value === null ? null : Number(r.value),
        expectedClose: r.expected_close,
        nextAction: r.next_action,
        nextActionDate: r.next_action_date,
        owner: r.owner_id ? { id: r.owner_id, name: names.get(r.owner_id) ?? "Former staff member" } : null,
        createdAt: r.created_at,
      }),
    ),
  }));
}
