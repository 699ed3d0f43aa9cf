import { randomUUID } from "node:crypto";
import type { Thread, ThreadKind, ThreadStatus } from "../../contract/portal";
import type { Db } from "../platform/database";
import { type Flag, fromFlag, toFlag } from "../platform/flag";
import { momentAfter } from "../platform/moment-after";
import { recordActivity } from "./activity";
import { namesOf } from "./people";
import { touchProject } from "./projects";

/** A thread is open while it waits for the side that did not raise it, answered once that side wrote last. */
export const statusAfterPost = (raisedByFirm: boolean, fromFirm: boolean): ThreadStatus => (raisedByFirm === fromFirm ? "open" : "answered");

/** Whose turn it is on a thread that is not closed. */
export const waitingOn = (status: ThreadStatus, raisedByFirm: boolean): "firm" | "client" | null =>
  status === "closed" ? null : (status === "open") !== raisedByFirm ? "firm" : "client";

const threadColumns = ["id", "subject", "status", "kind", "raised_by_firm", "assignee_id", "due_date", "updated_at"] as const;

type ThreadRow = {
  id: string;
  subject: string;
  status: ThreadStatus;
  kind: ThreadKind;
  raised_by_firm: Flag;
  assignee_id: string | null;
  due_date: string | null;
  updated_at: string;
};

async function withPosts(db: Db, threads: ThreadRow[]): Promise<Thread[]> {
  if (threads.length === 0) return [];
  const posts = await db
    .selectFrom("project_posts")
    .select(["id", "thread_id", "body", "from_firm", "created_at", "author_id"])
    .where(
      "thread_id",
      "in",
      threads.map((t) => t.id),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const name = await namesOf(db, [...posts.map((p) => p.author_id), ...threads.map((t) => t.assignee_id)]);
  return threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    kind: thread.kind,
    raisedByFirm: fromFlag(thread.raised_by_firm),
    assignee: thread.assignee_id ? { id: thread.assignee_id, name: name(thread.assignee_id) } : null,
    dueDate: thread.due_date,
    updatedAt: thread.updated_at,
    posts: posts
      .filter((p) => p.thread_id === thread.id)
      .map((p) => ({ id: p.id, author: name(p.author_id), fromFirm: fromFlag(p.from_firm), body: p.body, createdAt: p.created_at })),
  }));
}

/** The project's conversations, most recently active first, each with its messages. */
export async function projectThreads(db: Db, projectId: string, limit = 100): Promise<Thread[]> {
  const threads = await db
    .selectFrom("project_threads")
    .select(threadColumns)
    .where("project_id", "=", projectId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return withPosts(db, threads);
}

/** One conversation of the project; undefined when it is another project's. */
export async function projectThread(db: Db, projectId: string, threadId: string): Promise<Thread | undefined> {
  const threads = await db.selectFrom("project_threads").select(threadColumns).where("id", "=", threadId).where("project_id", "=", projectId).execute();
  return (await withPosts(db, threads))[0];
}

type Post = {
  projectId: string;
  threadId?: string;
  /** The id a new thread gets, chosen by the caller so its mail's link is ready before the transaction. */
  newThreadId?: string;
  subject?: string;
  kind?: ThreadKind;
  dueDate?: string;
  body: string;
  authorId: string;
  fromFirm: boolean;
  /** Who answers a client's new conversation for the firm: the project's coordinator. */
  coordinatorId: string | null;
};

/**
 * A new thread (with a subject) or a reply to one of this project's threads; undefined when the thread is not the
 * project's. The firm's own new thread is assigned to its author; a reply to a closed thread opens it again.
 */
export async function postMessage(trx: Db, post: Post): Promise<{ threadId: string; subject: string; assigneeId: string | null } | undefined> {
  let now = new Date().toISOString();
  let thread: { threadId: string; subject: string; assigneeId: string | null };
  if (post.threadId) {
    const found = await trx
      .selectFrom("project_threads")
      .select(["subject", "raised_by_firm", "assignee_id"])
      .where("id", "=", post.threadId)
      .where("project_id", "=", post.projectId)
      .executeTakeFirst();
    if (!found) return undefined;
    const latest = await trx
      .selectFrom("project_posts")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("thread_id", "=", post.threadId)
      .executeTakeFirst();
    now = momentAfter(latest?.at);
    await trx
      .updateTable("project_threads")
      .set({ status: statusAfterPost(fromFlag(found.raised_by_firm), post.fromFirm), updated_at: now })
      .where("id", "=", post.threadId)
      .execute();
    thread = { threadId: post.threadId, subject: found.subject, assigneeId: found.assignee_id };
  } else {
    const subject = post.subject ?? "Message";
    const assigneeId = post.fromFirm ? post.authorId : post.coordinatorId;
    thread = { threadId: post.newThreadId ?? randomUUID(), subject, assigneeId };
    await trx
      .insertInto("project_threads")
      .values({
        id: thread.threadId,
        project_id: post.projectId,
        subject,
        status: "open",
        kind: post.kind ?? "message",
        raised_by_firm: toFlag(post.fromFirm),
        assignee_id: assigneeId,
        due_date: post.dueDate ?? null,
        created_by: post.authorId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await trx
    .insertInto("project_posts")
    .values({ id: randomUUID(), thread_id: thread.threadId, author_id: post.authorId, from_firm: toFlag(post.fromFirm), body: post.body, created_at: now })
    .execute();
  await recordActivity(trx, {
    projectId: post.projectId,
    kind: post.threadId ? "message_posted" : "thread_started",
    subject: thread.subject,
    actorId: post.authorId,
  });
  await touchProject(trx, post.projectId);
  return thread;
}

/** The firm's handling: assignee, answer-by date, kind. False when the thread is another project's. */
export async function updateThread(
  trx: Db,
  projectId: string,
  threadId: string,
  change: { assigneeId?: string | null; dueDate?: string | null; kind?: ThreadKind },
): Promise<boolean> {
  const set = {
    ...(change.assigneeId !== undefined && { assignee_id: change.assigneeId }),
    ...(change.dueDate !== undefined && { due_date: change.dueDate }),
    ...(change.kind !== undefined && { kind: change.kind }),
  };
  if (Object.keys(set).length === 0) return (await projectThreadRow(trx, projectId, threadId)) !== undefined;
  const result = await trx.updateTable("project_threads").set(set).where("id", "=", threadId).where("project_id", "=", projectId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const projectThreadRow = (db: Db, projectId: string, threadId: string) =>
  db.selectFrom("project_threads").select(["id", "subject", "status"]).where("id", "=", threadId).where("project_id", "=", projectId).executeTakeFirst();

/** Either side closes a conversation; a later reply opens it again. False when the thread is another project's. */
export async function closeThread(trx: Db, projectId: string, threadId: string, actorId: string): Promise<boolean> {
  const thread = await projectThreadRow(trx, projectId, threadId);
  if (!thread) return false;
  if (thread.status === "closed") return true;
  await trx.updateTable("project_threads").set({ status: "closed", updated_at: new Date().toISOString() }).where("id", "=", threadId).execute();
  await recordActivity(trx, { projectId, kind: "thread_closed", subject: thread.subject, actorId });
  return true;
}
