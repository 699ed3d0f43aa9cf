import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { startS3Server } from "../tests/support/s3-server";
import { totpCode } from "../tests/api/support/totp";
import { measurementEnv } from "./serve-for-measurement";
import { startStoppable } from "./stoppable";

// Usage: npm run bench:files  (FILE_MB=2048 for a bigger file; BENCH_PORT to move it). Both storage backends, SQLite.
const FILE_MB = Number(process.env.FILE_MB ?? 1024);
const PORT = Number(process.env.BENCH_PORT ?? 3981);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "bench_admin", email: "bench@stratumbim.com", password: "Bench-Granite-Falcon-81" };
const CHUNK = Buffer.alloc(1024 * 1024);
// An IFC header, then 1 MB blocks that differ from each other, so nothing along the way can shortcut repeats.
const HEADER = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bench'),'2;1');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n");

function fileBytes(): Readable {
  let block = 0;
  return new Readable({
    read() {
      if (block === FILE_MB) return this.push(null);
      const chunk = Buffer.from(CHUNK);
      chunk.writeUInt32BE(block, 0);
      if (block === 0) HEADER.copy(chunk);
      block += 1;
      this.push(chunk);
    },
  });
}
const expectedSha = async () => {
  const hash = createHash("sha256");
  for await (const chunk of fileBytes()) hash.update(chunk as Buffer);
  return hash.digest("hex");
};

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const currentRss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

class Session {
  cookies = new Map<string, string>();
  token = "";
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async call(method: string, url: string, body?: unknown) {
    const answer = await fetch(`${ORIGIN}${url}`, {
      method,
      redirect: "manual",
      headers: { cookie: this.header(), "x-csrf-token": this.token, ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      this.cookies.set(name, value);
    }
    if (url === "/api/csrf-token") this.token = ((await answer.clone().json()) as { csrfToken: string }).csrfToken;
    return answer;
  }
  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, url, body);
    if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  }
}

async function signIn(): Promise<Session> {
  const session = new Session();
  await session.call("GET", "/api/csrf-token");
  await session.json("POST", "/api/login", { username: ADMIN.username, password: ADMIN.password });
  await session.call("GET", "/api/csrf-token");
  const { secret } = await session.json<{ secret: string }>("POST", "/api/user/two-factor/setup", { password: ADMIN.password });
  await session.json("POST", "/api/user/two-factor/enable", { code: totpCode(secret) });
  await session.call("GET", "/api/csrf-token");
  return session;
}

async function project(session: Session) {
  const { company } = await session.json<{ company: { id: string } }>("POST", "/api/admin/companies", {
    name: "Bench Transit Authority",
    country: "Canada",
    timeZone: "America/Toronto",
    billingName: "Accounts",
    billingEmail: "ap@example.com",
  });
  const { coordinators } = await session.json<{ coordinators: Array<{ id: string }> }>("GET", "/api/admin/coordinators");
  const created = await session.json<{ project: { id: string } }>("POST", "/api/admin/projects", {
    companyId: company.id,
    code: "BEN-2611-01",
    name: "Bench concourse",
    sector: "Transportation",
    services: ["bim-services"],
    startDate: "2026-11-02",
    dueDate: "2027-05-28",
    coordinatorId: coordinators[0]?.id ?? "",
  });
  return created.project.id;
}

/** One tus PATCH carrying the whole file, streamed: what tus-js-client sends when nothing breaks. */
async function upload(session: Session, projectId: string): Promise<{ uploadId: string; seconds: number }> {
  const size = FILE_MB * 1024 * 1024;
  const start = await fetch(`${ORIGIN}/api/projects/${projectId}/uploads`, {
    method: "POST",
    headers: {
      cookie: session.header(),
      "x-csrf-token": session.token,
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      "upload-metadata": `filename ${Buffer.from("bench-model.ifc").toString("base64")}`,
    },
  });
  if (start.status !== 201) throw new Error(`creating the upload answered ${start.status}: ${await start.text()}`);
  const location = String(start.headers.get("location"));
  const began = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const patch = request(`${ORIGIN}${location}`, {
      method: "PATCH",
      headers: {
        cookie: session.header(),
        "x-csrf-token": session.token,
        "tus-resumable": "1.0.0",
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(size),
      },
    });
    patch.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    patch.on("error", reject);
    fileBytes().pipe(patch);
  });
  if (status !== 204) throw new Error(`the upload answered ${status}`);
  return { uploadId: location.split("/").pop() ?? "", seconds: (performance.now() - began) / 1000 };
}

async function download(session: Session, documentId: string): Promise<{ bytes: number; seconds: number; sha: string }> {
  const began = performance.now();
  const redirect = await session.call("GET", `/api/documents/${documentId}/download`);
  const location = String(redirect.headers.get("location"));
  const answer = await fetch(location.startsWith("/") ? `${ORIGIN}${location}` : location);
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, seconds: (performance.now() - began) / 1000, sha: hash.digest("hex") };
}

async function run(backend: "local" | "s3", sha: string) {
  const s3 = backend === "s3" ? await startS3Server("stratum-bench") : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-files-"));
  const server = startStoppable(process.execPath, ["--max-semi-space-size=4", "build/server/main.js"], {
    env: {
      ...process.env,
      ...measurementEnv(PORT),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...s3?.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const pid = server.child.pid ?? 0;
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${ORIGIN}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    const session = await signIn();
    const projectId = await project(session);
    const idle = currentRss(pid);
    let sampled = idle;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, currentRss(pid));
    }, 100);
    const up = await upload(session, projectId);
    const { document } = await session.json<{ document: { id: string; current: { sha256: string | null; size: number } } }>(
      "POST",
      `/api/projects/${projectId}/documents`,
      {
        project: "BEN",
        originator: "STR",
        volume: "ZZ",
        level: "ZZ",
        type: "M3",
        role: "M",
        number: "0001",
        title: "Bench model",
        uploadId: up.uploadId,
        state: "shared",
      },
    );
    const down = await download(session, document.id);
    clearInterval(sampler);
    if (document.current.sha256 !== sha || down.sha !== sha)
      throw new Error(`checksums differ: stored ${document.current.sha256}, downloaded ${down.sha}, sent ${sha}`);
    return {
      backend,
      fileMb: FILE_MB,
      uploadMBps: Math.round(FILE_MB / up.seconds),
      downloadMBps: Math.round(FILE_MB / down.seconds),
      rssBeforeMb: Math.round(idle),
      /** The most the server held while the file went in and out, sampled every 100 ms. */
      rssPeakDuringMb: Math.round(sampled),
      /** The process's high-water mark since it started (VmHWM), start-up included. */
      rssHighWaterMb: Math.round(peakRss(pid)),
    };
  } finally {
    await server.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sha = await expectedSha();
const results = [];
for (const backend of ["local", "s3"] as const) {
  results.push(await run(backend, sha));
  console.log(JSON.stringify(results.at(-1)));
}
console.table(results);
