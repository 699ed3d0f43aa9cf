import type { Readable } from "node:stream";
import { DataStore, type Upload } from "@tus/utils";
import type { Db } from "../../platform/database";
import { FileRefused, recognize, SNIFF_BYTES } from "../../storage/file-kinds";
import { peek } from "../../storage/peek";
import { hashing, runningHash, savedState } from "./running-hash";
import { dropUpload, findUpload, recordHash, recordKind } from "./uploads";

/** A tus error: the status and text the client is answered with. */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

/**
 * The storage backend's tus store, inspecting what passes through: the first bytes decide whether the file is one
 * the firm accepts (before anything is stored), and every byte feeds the SHA-256 kept with the upload's row.
 */
export class InspectingStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly db: Db,
  ) {
    super();
    // What both backends' stores offer, less a length declared later: a file's size is known when it starts.
    this.extensions = ["creation", "creation-with-upload", "termination", "expiration"];
  }

  override create(upload: Upload) {
    return this.inner.create(upload);
  }

  override remove(id: string) {
    return this.inner.remove(id);
  }

  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }

  override getExpiration() {
    return this.inner.getExpiration();
  }

  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const upload = await findUpload(this.db, id);
    if (!upload) throw refusal(404, "Upload not found");
    let body = source;
    if (offset === 0) {
      const { head, whole } = await peek(source, SNIFF_BYTES);
      try {
        await recordKind(this.db, id, await recognize(head, upload.file_name));
      } catch (error) {
        whole.destroy();
        if (!(error instanceof FileRefused)) throw error;
        // Nothing of a refused file is kept, and the upload cannot be resumed.
        await this.inner.remove(id);
        await dropUpload(this.db, id);
        throw refusal(415, error.message);
      }
      body = whole;
    }
    const hasher = await runningHash(upload.hash_state, Number(upload.hashed_bytes), offset);
    const counted = hashing(hasher);
    body.on("error", (error) => counted.stream.destroy(error));
    const reached = await this.inner.write(body.pipe(counted.stream), id, offset);
    // A hash is kept only while it covers exactly the bytes stored; otherwise a job computes it from the file.
    if (hasher && counted.bytes() === reached - offset) {
      const whole = reached === Number(upload.size);
      await recordHash(this.db, id, reached, whole ? null : savedState(hasher), whole ? hasher.digest("hex") : null);
    } else {
      await recordHash(this.db, id, 0, null, null);
    }
    return reached;
  }
}
