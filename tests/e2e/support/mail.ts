import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** Waits for the newest message the SMTP sink received for this address. */
export async function waitForMail(to: string, since = 0, timeoutMs = 15_000): Promise<ParsedMail> {
  const inbox = path.join(process.env.E2E_DATA_DIR!, "smtp-inbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(inbox).filter((f) => f.includes(to) && Number(f.split("-")[0]) >= since).sort();
    const newest = files.at(-1);
    if (newest) return simpleParser(readFileSync(path.join(inbox, newest)));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}
