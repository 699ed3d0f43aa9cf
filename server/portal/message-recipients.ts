import type { MailKind } from "../../contract/mail-preferences";
import { peopleWantingMail, wantsMail } from "../accounts/mail-preferences/mail-preferences";
import type { Db } from "../platform/database";
import { activeFirmPerson, activeMembers } from "./people";

/** The company's active people who want this kind of mail, but the one who caused it. */
export async function clientsWanting(db: Db, companyId: string, kind: MailKind, exceptId?: string): Promise<string[]> {
  const members = (await activeMembers(db, companyId)).filter((m) => m.id !== exceptId);
  const wanting = await peopleWantingMail(
    db,
    members.map((m) => m.id),
    kind,
  );
  return members.filter((m) => wanting.has(m.id)).map((m) => m.email);
}

/** The firm's people who answer for it (an assignee, else the coordinators), if active and wanting this mail. */
export async function firmWanting(db: Db, candidateIds: ReadonlyArray<string | null>, kind: MailKind): Promise<string[]> {
  for (const id of candidateIds) {
    if (!id) continue;
    const person = await activeFirmPerson(db, id);
    if (!person) continue;
    return (await wantsMail(db, person.id, kind)) ? [person.email] : [];
  }
  return [];
}

/**
 * The other side of a project conversation: for a client's post, the thread's assignee (else the coordinator);
 * for the firm's, the company's people. Each only if they want new-message mail.
 */
export async function otherSide(
  db: Db,
  project: { company_id: string; coordinator_id: string | null },
  assigneeId: string | null,
  fromFirm: boolean,
  authorId: string,
): Promise<string[]> {
  if (fromFirm) return clientsWanting(db, project.company_id, "newMessage", authorId);
  return firmWanting(db, [assigneeId, project.coordinator_id], "newMessage");
}
