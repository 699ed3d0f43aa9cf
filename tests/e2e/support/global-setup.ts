import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** A real SMTP sink on loopback: the site sends to it, tests read what arrived from its inbox folder. */
export default async function globalSetup() {
  const inbox = path.join(process.env.E2E_DATA_DIR!, "smtp-inbox");
  mkdirSync(inbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(path.join(inbox, `${Date.now()}-${++count}-${to.replace(/[^\w@.-]/g, "_")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_SMTP_PORT ?? 2526), "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
