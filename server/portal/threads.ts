import { randomUUID } from "node:crypto";
import type { Thread } from "../../contract/portal";
import type { Db } from "../platform/database";
import { fromFlag, toFlag } from "../platform/flag";
import { touchProject } from "./projects";

/** Who signs a message whose author's account is gone. */
const FORMER_MEMBER = "Former member";

export async function projectThreads(db: Db, projectId: string, limit = 100): Promise<Thread[]> {
  const threads = await db
    .selectFrom("project_threads")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  if (threads.length === 0) return [];
  const posts = await db
    .selectFrom("project_posts")
    .leftJoin("users", "users.id", "project_posts.author_id")
    .select([
      "project_posts.id",
      "project_posts.thread_id",
      "project_posts.body",
      "project_posts.from_firm",
      "project_posts.created_at",
      "users.full_name",
      "users.username",
    ])
    .where(
      "thread_id",
      "in",
      threads.map((t) => t.id),
    )
    .orderBy("project_posts.created_at")
    .orderBy("project_posts.id")
    .execute();
  return threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    updatedAt: thread.updated_at,
    posts: posts
      .filter((p) => p.thread_id === thread.id)
      .map((p) => ({ id: p.id, author: p.full_name ?? p.username ?? FORMER_MEMBER, fromFirm: fromFlag(p.from_firm), body: p.body, createdAt: p.created_at })),
  }));
}

type Post = { projectId: string; threadId?: string; subject?: string; body: string; authorId: string; fromFirm: boolean };

/**
 * A new thread (with a subject) or a reply to one of this project's threads; undefined when the thread is not
 * the project's. A reply from the firm marks the thread answered, one from the client opens it again.
 */
export async function postMessage(trx: Db, post: Post): Promise<string | undefined> {
  const now = new Date().toISOString();
  const status = post.fromFirm ? "answered" : "open";
  let threadId = post.threadId;
  if (threadId) {
    const result = await trx
      .updateTable("project_threads")
      .set({ status, updated_at: now })
      .where("id", "=", threadId)
      .where("project_id", "=", post.projectId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
  } else {
    threadId = randomUUID();
    await trx
      .insertInto("project_threads")
      .values({
        id: threadId,
        project_id: post.projectId,
        subject: post.subject ?? "Message",
        status,
        created_by: post.authorId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await trx
    .insertInto("project_posts")
    .values({ id: randomUUID(), thread_id: threadId, author_id: post.authorId, from_firm: toFlag(post.fromFirm), body: post.body, created_at: now })
    .execute();
  await touchProject(trx, post.projectId);
  return threadId;
}
