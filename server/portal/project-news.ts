import type { Db } from "../platform/database";
import type { MailQueue } from "../platform/mail";
import { clientsWanting } from "./message-recipients";

type News = { kind: "deliverableIssued" | "milestoneDone"; headline: string; detail: string };

/**
 * A milestone done or a deliverable issued, told to the company's people who want such mail. The mail is rendered
 * and its recipients read before the write; the returned writer queues it in the write's transaction.
 */
export async function projectNews(db: Db, mail: MailQueue, publicUrl: string, project: { id: string; name: string; company_id: string }, news: News) {
  const recipients = await clientsWanting(db, project.company_id, news.kind);
  const message =
    recipients.length === 0
      ? null
      : await (await import("./project-update-mail")).projectUpdateMail({
          projectName: project.name,
          headline: news.headline,
          detail: news.detail,
          link: `${publicUrl}/projects/${project.id}`,
        });
  return async (trx: Db): Promise<number> => {
    if (!message) return 0;
    for (const to of recipients) await mail.enqueue(trx, { to, ...message });
    return recipients.length;
  };
}
