import { endSessions } from "../sessions/sessions";
import { createHmac, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT } from "../../../contract/two-factor";
import type { Db } from "../../platform/database";
import { sealer } from "../../platform/sealed";

const STEP_SECONDS = 30;
const ISSUER = "Stratum BIM";
/** A QR code not confirmed within this long is thrown away. */
const SETUP_MS = 15 * 60_000;
const currentStep = (at = Date.now()) => Math.floor(at / 1000 / STEP_SECONDS);
const now = () => new Date().toISOString();

/** Recovery codes: 25 characters of a 32-letter alphabet (125 bits, so ASVS 6.5.2 allows a plain keyed hash), in groups of five. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz234567890";
function newRecoveryCode() {
  const chars = [...randomBytes(25)].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{5}/g)?.join("-") ?? chars;
}
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** TOTP (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator app expects) with replay refusal and recovery codes. */
export function twoFactorStore(db: Db, sessionSecret: string) {
  const box = sealer(sessionSecret, "totp-secret");
  const recoveryKey = Buffer.from(hkdfSync("sha256", sessionSecret, "stratum-recovery", "recovery-code", 32));
  const hashRecovery = (code: string) => createHmac("sha256", recoveryKey).update(normalizeRecovery(code)).digest("hex");
  const open = (sealed: string) => String(box.open(sealed));

  /** The step a code matches (this one, or one either side for clock drift), or null. */
  const matchingStep = (secret: string, code: string, at = Date.now()) => {
    const step = currentStep(at);
    const delta = HOTP.validate({ token: code, secret: Secret.fromBase32(secret), counter: step, window: 1 });
    return delta === null ? null : step + delta;
  };

  /** Accepts a code once: the step is claimed in one conditional update, so two requests with the same code cannot both pass. */
  const claim = async (userId: string, secret: string, code: string) => {
    const step = matchingStep(secret, code);
    if (step === null) return false;
    const result = await db.updateTable("two_factor").set({ last_step: step }).where("user_id", "=", userId).where("last_step", "<", step).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  const row = (userId: string, from: Db = db) => from.selectFrom("two_factor").selectAll().where("user_id", "=", userId).executeTakeFirst();

  return {
    async isEnabled(userId: string) {
      const found = await db.selectFrom("two_factor").select("enabled_at").where("user_id", "=", userId).executeTakeFirst();
      return Boolean(found?.enabled_at);
    },

    async status(userId: string) {
      const enabled = await this.isEnabled(userId);
      const left = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return { enabled, recoveryCodesLeft: enabled ? Number(left.n) : 0 };
    },

    /** A new secret waiting for its first code; an enabled app keeps working until the new one is confirmed. */
    async beginSetup(userId: string, username: string) {
      const secret = new Secret({ size: 20 }).base32;
      const sealed = box.seal(secret);
      const at = now();
      const updated = await db
        .updateTable("two_factor")
        .set({ pending_secret: sealed, pending_created_at: at })
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await db
          .insertInto("two_factor")
          .values({ user_id: userId, secret: null, pending_secret: sealed, pending_created_at: at, enabled_at: null, last_step: 0 })
          .execute();
      }
      const otpauthUri = new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret), period: STEP_SECONDS, digits: 6 }).toString();
      // Loaded at the first set-up, not at start-up: most processes never draw a QR code.
      const { default: QRCode } = await import("qrcode");
      const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },

    /** Confirms the pending secret with a code from it; returns fresh recovery codes (replacing any older ones), or null. */
    async confirmSetup(trx: Db, userId: string, code: string): Promise<string[] | null | "missing"> {
      const found = await row(userId, trx);
      if (!found?.pending_secret || !found.pending_created_at || Date.now() - Date.parse(found.pending_created_at) > SETUP_MS) return "missing";
      const secret = open(found.pending_secret);
      const step = matchingStep(secret, code);
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await trx
        .updateTable("two_factor")
        .set({ secret: found.pending_secret, pending_secret: null, pending_created_at: null, enabled_at: now(), last_step: step })
        .where("user_id", "=", userId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(codes.map((c) => ({ id: randomUUID(), user_id: userId, code_hash: hashRecovery(c), used_at: null })))
        .execute();
      return codes;
    },

    /** A code from the app, accepted once per 30-second step. */
    async verifyCode(userId: string, code: string) {
      const found = await row(userId);
      if (!found?.enabled_at || !found.secret) return false;
      return claim(userId, open(found.secret), code.trim());
    },

    /** A recovery code, crossed off as it is used. */
    async spendRecoveryCode(userId: string, code: string) {
      const result = await db
        .updateTable("recovery_codes")
        .set({ used_at: now() })
        .where("user_id", "=", userId)
        .where("code_hash", "=", hashRecovery(code))
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Either kind of code: six digits are tried as an app code, anything else as a recovery code. */
    async verifyAny(userId: string, code: string) {
      return /^\d{6}$/.test(code.trim()) ? this.verifyCode(userId, code) : this.spendRecoveryCode(userId, code);
    },
  };
}

export type TwoFactorStore = ReturnType<typeof twoFactorStore>;

/** Forgets the account's authenticator and recovery codes (and, for a lost phone, its sessions), in the caller's transaction. */
export async function removeTwoFactor(trx: Db, userId: string, { endSessions: signOut = false } = {}) {
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("two_factor").where("user_id", "=", userId).execute();
  if (signOut) await endSessions(trx, userId);
}

/** Of these accounts, those with two-step sign-in on. */
export async function withTwoFactor(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("two_factor")
    .select("user_id")
    .where("user_id", "in", [...new Set(userIds)])
    .where("enabled_at", "is not", null)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
