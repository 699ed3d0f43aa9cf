import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import type { Db } from "../../platform/database";

const LEASE_MS = 30_000;
const RENEW_MS = 1_000;
const POLL_MS = 100;
const ACQUIRE_TIMEOUT_MS = 30_000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus's lock on an upload, held in the upload's row so every instance sees it (tus's own lock is per process): a
 * lease renewed each second while the request runs, taken over once it lapses (an instance that died), and a
 * flag by which a newer request asks the holder to let go, as tus wants of a lock (a client resuming after a drop).
 */
export class DatabaseLocker implements Locker {
  constructor(private readonly db: Db) {}

  newLock(id: string): Lock {
    return new DatabaseLock(this.db, id, `${hostname()}:${process.pid}:${randomUUID()}`);
  }
}

class DatabaseLock implements Lock {
  private renewing: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly holder: string,
  ) {}

  private async take(): Promise<boolean> {
    const now = new Date().toISOString();
    const taken = await this.db
      .updateTable("document_uploads")
      .set({ locked_by: this.holder, locked_until: later(LEASE_MS), release_requested: 0 })
      .where("id", "=", this.id)
      .where((eb) => eb.or([eb("locked_by", "is", null), eb("locked_until", "<", now)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    while (!(await this.take())) {
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (!asked) {
        await this.db.updateTable("document_uploads").set({ release_requested: 1 }).where("id", "=", this.id).execute();
        asked = true;
      }
      await pause(POLL_MS);
    }
    this.keep(requestRelease);
  }

  /** Renews the lease while held, and lets tus end this request when another one asked for the upload. */
  private keep(requestRelease: RequestRelease) {
    let released = false;
    const renew = async () => {
      const row = await this.db
        .updateTable("document_uploads")
        .set({ locked_until: later(LEASE_MS) })
        .where("id", "=", this.id)
        .where("locked_by", "=", this.holder)
        .returning("release_requested")
        .executeTakeFirst()
        .catch(() => undefined);
      if (row?.release_requested && !released) {
        released = true;
        await requestRelease();
      }
      if (this.renewing) this.renewing = setTimeout(renew, RENEW_MS).unref();
    };
    this.renewing = setTimeout(renew, RENEW_MS).unref();
  }

  async unlock(): Promise<void> {
    clearTimeout(this.renewing);
    this.renewing = undefined;
    await this.db
      .updateTable("document_uploads")
      .set({ locked_by: null, locked_until: null, release_requested: 0 })
      .where("id", "=", this.id)
      .where("locked_by", "=", this.holder)
      .execute();
  }
}
