import { isFirmStaff } from "../../contract/policies";
import { FIRM_TEAM_NAME } from "../../contract/portal";
import { type AccountCard, accountCards } from "../accounts/users";
import type { Db } from "../platform/database";

/** Who signs a message or an action whose account is gone. */
const FORMER_MEMBER = "Former member";

/**
 * How a person is named to clients and colleagues: their full name; a firm account without one is "Project team"
 * (a username such as "siteadmin" means nothing to a client), a client without one their username.
 */
export function nameOf(card: AccountCard | undefined): string {
  if (!card) return FORMER_MEMBER;
  return card.fullName ?? (isFirmStaff(card.role) ? FIRM_TEAM_NAME : card.username);
}

/** Names for a list of account ids (authors, actors, assignees), read in one query; a detached id is a former member. */
export async function namesOf(db: Db, ids: ReadonlyArray<string | null>): Promise<(id: string | null) => string> {
  const cards = await accountCards(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return (id) => nameOf(id === null ? undefined : cards.get(id));
}

/** A company's people (account ids), by the portal's own table. */
async function companyMemberIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom("company_members").select("user_id").where("company_id", "=", companyId).execute();
  return rows.map((r) => r.user_id);
}

/** The company's active people with their addresses, for mail and the team list. */
export async function activeMembers(db: Db, companyId: string): Promise<AccountCard[]> {
  const cards = await accountCards(db, await companyMemberIds(db, companyId));
  return [...cards.values()].filter((c) => c.active).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
}

/** A firm account that may coordinate or answer: active staff or admin. */
export async function activeFirmPerson(db: Db, id: string): Promise<AccountCard | undefined> {
  const card = (await accountCards(db, [id])).get(id);
  return card?.active && isFirmStaff(card.role) ? card : undefined;
}
