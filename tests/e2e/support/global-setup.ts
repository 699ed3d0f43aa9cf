import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { request } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { type AdminOf, codeAt, saveAdminSecret, stepNow } from "./admin-totp";
import { siteAdmin } from "./site-admin";

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
  await enrolSiteAdmin(Number(process.env.E2E_PORT ?? 4173), "admin");
  await enrolSiteAdmin(Number(process.env.E2E_S3_PORT), "s3-admin");
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A site's bootstrap admin sets up two-step sign-in once, as at a first sign-in; the fixture computes codes from the saved secret. */
async function enrolSiteAdmin(port: number, who: AdminOf) {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const post = async (url: string, data: unknown) => {
    const { csrfToken } = (await (await api.get("/api/csrf-token")).json()) as { csrfToken: string };
    const response = await api.post(url, { data, headers: { "x-csrf-token": csrfToken } });
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  await post("/api/login", siteAdmin);
  const { secret } = (await post("/api/user/two-factor/setup", { password: siteAdmin.password })) as { secret: string };
  const step = stepNow();
  await post("/api/user/two-factor/enable", { code: codeAt(secret, step) });
  saveAdminSecret(secret, step, who);
  await post("/api/logout", {});
  await api.dispose();
}
