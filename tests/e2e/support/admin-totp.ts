import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;
const dataFile = (name: string) => path.join(process.env.E2E_DATA_DIR!, name);
const stepNow = () => Math.floor(Date.now() / STEP_MS);

export function codeAt(secret: string, step: number) {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: step * STEP_MS + 1 });
}

/** Whose codes: the main site's bootstrap admin, or the bucket site's (its own database, its own secret). */
export type AdminOf = "admin" | "s3-admin";

export const adminSecret = (who: AdminOf = "admin") => readFileSync(dataFile(`${who}-totp-secret`), "utf8").trim();

export function saveAdminSecret(secret: string, usedStep: number, who: AdminOf = "admin") {
  writeFileSync(dataFile(`${who}-totp-secret`), secret, { mode: 0o600 });
  writeFileSync(dataFile(`${who}-totp-step`), String(usedStep));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server accepts each step's code once (and one step of drift), so the admin sign-ins of both workers
 * reserve steps in a shared file: this step, else the next, else wait for one. Returns the code and the wait.
 */
export async function reserveAdminCode(who: AdminOf = "admin"): Promise<{ code: string; waitMs: number }> {
  const lock = dataFile(`${who}-totp.lock`);
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (tries > 200) throw new Error("admin TOTP lock stuck");
      await sleep(25);
    }
  }
  let step: number;
  try {
    const last = Number(readFileSync(dataFile(`${who}-totp-step`), "utf8")) || 0;
    step = Math.max(stepNow(), last + 1);
    writeFileSync(dataFile(`${who}-totp-step`), String(step));
  } finally {
    rmdirSync(lock);
  }
  // A step two ahead is accepted once the clock is one step before it.
  const waitMs = Math.max(0, (step - 1) * STEP_MS - Date.now() + 200);
  return { code: codeAt(adminSecret(who), step), waitMs };
}

export { stepNow };
