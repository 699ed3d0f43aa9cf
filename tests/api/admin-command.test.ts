import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { dialects, freshPostgres, startSite, type TestSite, Visitor } from "./harness";
import { documentsOf, groundFloorPlan, ifcFile, pdfFile, projectWithPeople } from "./support/documents";
import { enrolTwoFactor } from "./support/factories";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { operatorCommand } from "../support/site-process";

const run = promisify(execFile);
const PASSWORD = "Harbour-Lantern-42";

// The README's admin commands against the site's own database, run as `npm run admin` runs them: the built script under node.
describe.each(dialects)("npm run admin on %s", (dialect) => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  // Nine CLI starts, each module loading that grows with the load on the machine: no tight budget.
  it("creates, lists and promotes admins, and resets a lost authenticator so the next sign-in enrols again", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "admin-command-")), DATABASE_URL: database?.url ?? "", SESSION_SECRET: TEST_SESSION_SECRET };
    const admin = (...args: string[]) =>
      run(...operatorCommand("admin", args), { env: { ...process.env, ...env, LOG_LEVEL: "silent" } }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
      );

    expect(await admin("create", "chief", "chief@stratumbim.com", PASSWORD)).toEqual({ code: 0, out: "Admin chief created.\n" });
    expect((await admin("create", "chief", "chief@stratumbim.com", PASSWORD)).code).toBe(1);
    expect((await admin("create", "weakling", "weak@stratumbim.com", "password123")).out).toMatch(/Choose another admin password/);
    expect(await admin("promote", "nobody")).toMatchObject({ code: 1, out: expect.stringMatching(/No user named nobody\./) });
    expect((await admin("reset-two-step")).code).toBe(2);
    expect((await admin("list")).out).toMatch(/^chief\tchief@stratumbim\.com\tadmin\tlast login: never$/m);

    // env already names the database; "sqlite" only keeps the harness from making another PostgreSQL one.
    const site: TestSite = await startSite("sqlite", env);
    cleanups.push(site.close);
    expect(
      (await new Visitor(site.app, "192.0.2.59").post("/api/register", { username: "deputy", email: "deputy@stratumbim.com", password: PASSWORD })).statusCode,
    ).toBe(201);
    expect(await admin("promote", "deputy")).toEqual({ code: 0, out: "deputy is now an admin.\n" });
    expect((await admin("list")).out).toMatch(/^deputy\tdeputy@stratumbim\.com\tadmin\t/m);

    const phoneOwner = new Visitor(site.app, "192.0.2.60");
    expect((await phoneOwner.post("/api/login", { username: "chief", password: PASSWORD })).json()).toMatchObject({ twoFactorSetupRequired: true });
    const secret = await enrolTwoFactor(phoneOwner, PASSWORD);
    expect((await phoneOwner.get("/api/admin/dashboard")).statusCode).toBe(200);

    // The phone is lost: the password alone no longer signs in, until another admin resets the authenticator.
    const stranded = new Visitor(site.app, "192.0.2.61");
    expect((await stranded.post("/api/login", { username: "chief", password: PASSWORD })).json()).toMatchObject({ twoFactorRequired: true });
    const reset = await admin("reset-two-step", "chief");
    expect(reset.code).toBe(0);
    expect(reset.out).toMatch(/^chief's authenticator and recovery codes are forgotten/);
    expect((await phoneOwner.get("/api/user")).statusCode).toBe(401);
    const again = new Visitor(site.app, "192.0.2.62");
    expect((await again.post("/api/login", { username: "chief", password: PASSWORD })).json()).toMatchObject({ twoFactorSetupRequired: true });
    expect((await again.get("/api/admin/dashboard")).json()).toMatchObject({ code: "two_factor_setup_required" });
    expect(await enrolTwoFactor(again, PASSWORD)).not.toBe(secret);
  });

  it("queues the thumbnails of drawings stored without one, once, and leaves models and files already tried", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "admin-thumbnails-")), DATABASE_URL: database?.url ?? "", SESSION_SECRET: TEST_SESSION_SECRET };
    const admin = (...args: string[]) =>
      run(...operatorCommand("admin", args), { env: { ...process.env, ...env, LOG_LEVEL: "silent" } }).then(({ stdout }) => stdout);
    const site: TestSite = await startSite("sqlite", env);
    cleanups.push(site.close);
    const people = await projectWithPeople(site, `BKF-${dialect.slice(0, 2).toUpperCase()}`);
    const { create } = documentsOf(site, people, "BKF");
    const hasThumbnail = async (document: { id: string }) => (await people.staff.visitor.get(`/api/documents/${document.id}/thumbnail`)).statusCode === 200;

    const damaged = await create("Damaged drawing", { name: "damaged.pdf", bytes: pdfFile(4000, 31) });
    const model = await create("Structural model", { name: "structure.ifc", bytes: ifcFile("backfill") });
    await site.drain();
    // Stored before thumbnails existed: a revision with no thumbnail and no job.
    const old = await create("Ground floor plan", { name: "ground-floor-plan.pdf", bytes: groundFloorPlan });
    await site.db.deleteFrom("jobs").where("dedupe_key", "=", `documents.thumbnail:${old.current.id}`).execute();
    await site.drain();
    expect(await hasThumbnail(old)).toBe(false);

    expect(await admin("thumbnails")).toBe("Asked for the thumbnails of 1 drawing or image: the running site draws them one at a time.\n");
    await site.drain();
    expect(await hasThumbnail(old)).toBe(true);
    for (const document of [damaged, model]) expect(await hasThumbnail(document)).toBe(false);
    expect(await admin("thumbnails")).toBe("Nothing to queue: every drawing and image has a thumbnail, is queued for one, or was tried this week.\n");
  });
});
