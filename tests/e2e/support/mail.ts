import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

export const MAIL_HANG_GUARD_MS = 90_000;

/**
 * Waits for the newest message the SMTP sink received for this address (with this subject, when given: registration
 * also mails a verification link). The time limit is a hang guard under the test's own: mail goes through the job
 * queue, which a busy machine slows.
 */
export async function waitForMail(to: string, since = 0, timeoutMs = MAIL_HANG_GUARD_MS, subject?: RegExp): Promise<ParsedMail> {
  const inbox = path.join(process.env.E2E_DATA_DIR!, "smtp-inbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(inbox)
      .filter((f) => f.includes(to) && Number(f.split("-")[0]) >= since)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(inbox, file)));
      if (!subject || subject.test(mail.subject ?? "")) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`);
}
