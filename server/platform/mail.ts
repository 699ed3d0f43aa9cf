import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export type Mail = { to: string | string[]; subject: string; text: string; html: string; links?: string[] };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const outbox = path.join(options.dataDir, "outbox");
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (options.smtpUrl) return;
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      // Without SMTP the operator still needs the link a visitor was sent.
      options.log.info({ outbox: file, subject: mail.subject, links: mail.links ?? [] }, "mail written to outbox");
    },
    close: () => transport.close(),
  };
}
