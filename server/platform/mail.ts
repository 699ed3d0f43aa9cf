import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import * as z from "zod";
import { enqueue, type JobRunner, ServiceDown } from "./jobs";
import type { Database } from "./schema";
import { sealer } from "./sealed";

const mailSchema = z.object({
  to: z.union([z.string(), z.array(z.string())]),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail; nothing else is allowed through. */
  listUnsubscribe: z.object({ url: z.url(), oneClick: z.literal(true) }).optional(),
});
export type Mail = z.infer<typeof mailSchema>;
/** The transport: SMTP, or the outbox folder. `id` makes a retried message recognisable as the same one. */
export type Mailer = { send(mail: Mail, id?: string): Promise<void>; close(): void };
/** `enqueue` answers the job's id, so a screen can show the mail's delivery. */
export type MailQueue = { enqueue(db: Kysely<Database>, mail: Mail): Promise<string> };

const MAIL_JOB = "mail";
const POOLED_CONNECTIONS = 5;
/** nodemailer's codes for a server that cannot be reached or dropped the line, and SMTP's "service not available". */
const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS"]);
const isOutage = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (code !== undefined && UNREACHABLE.has(code)) || responseCode === 421;
};

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file (0600, CRLF lines as RFC 5322 has them) in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const outbox = path.join(options.dataDir, "outbox");
  // nodemailer loads with the first message, so a server that sends none never holds it in memory.
  let transport: Promise<Transporter> | undefined;
  const pooled = (url: string, parseConnectionUrl: (url: string) => SMTPConnection.Options): SMTPPool.Options & { maxRequeues: number } => ({
    // A few open connections reused for many messages, instead of a handshake per mail.
    pool: true,
    maxConnections: POOLED_CONNECTIONS,
    // A pooled connection the server closed while idle gets the message once more on a fresh one; past that the job
    // runner retries (nodemailer's default requeues without end; its types do not list the option).
    maxRequeues: 1,
    // Bounded waits: a hung mail server must fail the attempt well inside the job's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Given as `url`, nodemailer takes the address alone and drops every option above (issue 27); options in the URL's query still win.
    ...parseConnectionUrl(url),
  });
  const opened = () =>
    (transport ??= Promise.all([import("nodemailer"), import("nodemailer/lib/shared/index.js")]).then(([{ default: nodemailer }, { parseConnectionUrl }]) =>
      options.smtpUrl
        ? nodemailer.createTransport(pooled(options.smtpUrl, parseConnectionUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
    ));
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";

  return {
    async send(mail, id) {
      const info = await (await opened()).sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.listUnsubscribe && {
          headers: { "List-Unsubscribe": `<${mail.listUnsubscribe.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }),
        ...(id && { messageId: `<${id}@${domain}>` }),
      });
      if (options.smtpUrl) return;
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${(id ?? "mail").slice(0, 8)}.eml`);
      // nodemailer leaves body lines as they were written; an .eml has CRLF everywhere (bytes kept via latin1).
      const message = (info as unknown as { message: Buffer }).message.toString("latin1").replace(/\r?\n/g, "\r\n");
      writeFileSync(file, Buffer.from(message, "latin1"), { mode: 0o600 });
      // The file holds the message; the log names it without its links, which may be secret.
      options.log.info({ outbox: file, subject: mail.subject }, "mail written to outbox");
    },
    close: async () => (await transport)?.close(),
  };
}

/** Every mail goes through the job runner: queued with the row that caused it, sent after commit, retried until delivered. */
export function mailQueue(runner: JobRunner, mailer: Mailer, secret: string): MailQueue {
  const box = sealer(secret, "mail-job");
  runner.register(MAIL_JOB, async (payload, job) => {
    const { sealed } = z.object({ sealed: z.string() }).parse(payload);
    try {
      await mailer.send(mailSchema.parse(box.open(sealed)), job.id);
    } catch (error) {
      // The mail server being down pauses all mail; a refusal of this one message is this job's failure.
      if (isOutage(error)) throw new ServiceDown(error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
  return {
    enqueue: (db, mail) => enqueue(db, { kind: MAIL_JOB, payload: { sealed: box.seal(mailSchema.parse(mail)) } }),
  };
}
