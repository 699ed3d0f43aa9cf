import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeFiles } from "../../server/documents/housekeeping";
import { dialects, startSite, type TestSite } from "./harness";
import { containerFields, pdfFile, postForm, projectWithPeople } from "./support/documents";
import { signedInVisitor } from "./support/factories";

describe.each(dialects)("transmittals, the review queue and project deletion on %s", (dialect) => {
  let site: TestSite;
  let people: Awaited<ReturnType<typeof projectWithPeople>>;
  let serial = 0;
  const code = `TRM-${dialect.slice(0, 2).toUpperCase()}`;

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    people = await projectWithPeople(site, code);
  });
  afterAll(() => site.close());

  const sharedDocument = async (title: string, state = "shared", statusCode = "S2") => {
    const created = await postForm(
      site,
      people.staff.visitor,
      `/api/projects/${people.projectId}/documents`,
      { ...containerFields(people.namingCode, ++serial, "DR"), title, state, ...(state === "shared" && { statusCode }) },
      { name: `${title}.pdf`, bytes: pdfFile(3000, serial) },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().document as { id: string; containerName: string; current: { id: string; revision: string } };
  };

  it("issues a numbered transmittal to the chosen client contacts, mails each a list of links, and records acknowledgement", async () => {
    const ga = await sharedDocument("General arrangement");
    const sections = await sharedDocument("Sections");
    site.mails.length = 0;
    const sent = await people.staff.visitor.post(`/api/projects/${people.projectId}/transmittals`, {
      reason: "review",
      revisionIds: [ga.current.id, sections.current.id],
      recipientIds: [people.memberOfA.user.id, people.adminOfA.user.id],
      message: "Issued for your review ahead of the stage 3 workshop.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { transmittal } = sent.json();
    expect(transmittal.number).toBe(`${people.namingCode}-TR-0001`);
    expect(sent.json().message).toBe(`Transmittal ${people.namingCode}-TR-0001 sent to 2 people.`);
    expect(transmittal.items.map((i: { containerName: string; revision: string }) => `${i.containerName} ${i.revision}`)).toEqual([
      `${ga.containerName} P01`,
      `${sections.containerName} P01`,
    ]);

    await site.drain();
    expect(site.mails.map((m) => m.to).sort()).toEqual([people.adminOfA.user.email, people.memberOfA.user.email].sort());
    const mail = site.mails[0];
    expect(mail?.subject).toBe(`${people.namingCode}-TR-0001 For review: Union Station concourse ${code}`);
    expect(mail?.text).toContain(`${ga.containerName} P01 (S2)`);
    expect(mail?.text).toContain(`http://site.test/projects/${people.projectId}?document=${ga.id}`);
    expect(mail?.text).toContain(`http://site.test/projects/${people.projectId}?transmittal=${transmittal.id}`);

    const second = await people.staff.visitor.post(`/api/projects/${people.projectId}/transmittals`, {
      reason: "information",
      revisionIds: [ga.current.id],
      recipientIds: [people.adminOfA.user.id],
    });
    expect(second.json().transmittal.number).toBe(`${people.namingCode}-TR-0002`);

    // A member sees only what was sent to them; a stranger to the transmittal gets a 404, the firm a 403 on acknowledging.
    const listed = (await people.memberOfA.visitor.get(`/api/projects/${people.projectId}/transmittals`)).json().transmittals;
    expect(listed.map((t: { number: string }) => t.number)).toEqual([`${people.namingCode}-TR-0001`]);
    expect((await people.memberOfA.visitor.get(`/api/transmittals/${second.json().transmittal.id}`)).statusCode).toBe(404);
    expect((await people.memberOfB.visitor.get(`/api/transmittals/${transmittal.id}`)).statusCode).toBe(404);
    expect((await people.staff.visitor.post(`/api/transmittals/${transmittal.id}/acknowledge`)).statusCode).toBe(403);

    const acknowledged = await people.memberOfA.visitor.post(`/api/transmittals/${transmittal.id}/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().message).toBe(`Transmittal ${people.namingCode}-TR-0001 acknowledged.`);
    const detail = (await people.staff.visitor.get(`/api/transmittals/${transmittal.id}`)).json().transmittal;
    const byName = Object.fromEntries(detail.recipients.map((r: { id: string; acknowledgedAt: string | null }) => [r.id, r.acknowledgedAt]));
    expect(byName[people.memberOfA.user.id]).toEqual(expect.any(String));
    expect(byName[people.adminOfA.user.id]).toBeNull();
    const first = byName[people.memberOfA.user.id];
    await people.memberOfA.visitor.post(`/api/transmittals/${transmittal.id}/acknowledge`);
    const again = (await people.staff.visitor.get(`/api/transmittals/${transmittal.id}`)).json().transmittal;
    expect(again.recipients.find((r: { id: string }) => r.id === people.memberOfA.user.id).acknowledgedAt).toBe(first);

    const audit = (await people.staff.visitor.get(`/api/documents/${ga.id}/audit`)).json().events.map((e: { action: string }) => e.action);
    expect(audit.slice(0, 3)).toEqual(["acknowledged", "transmitted", "transmitted"]);
  });

  it("refuses work in progress, another project's revisions and recipients outside the client's company", async () => {
    const draft = await sharedDocument("Draft schedule", "wip");
    const shared = await sharedDocument("Door schedule");
    const send = (revisionIds: string[], recipientIds: string[]) =>
      people.staff.visitor.post(`/api/projects/${people.projectId}/transmittals`, { reason: "information", revisionIds, recipientIds });
    expect((await send([draft.current.id], [people.memberOfA.user.id])).statusCode).toBe(409);
    expect((await send([shared.current.id], [people.memberOfB.user.id])).statusCode).toBe(400);
    expect((await send([shared.current.id], [people.staff.user.id])).statusCode).toBe(400);
    expect((await send(["0b0e4f4c-0000-4000-8000-000000000000"], [people.memberOfA.user.id])).statusCode).toBe(404);
    expect(
      (
        await people.memberOfA.visitor.post(`/api/projects/${people.projectId}/transmittals`, {
          reason: "information",
          revisionIds: [shared.current.id],
          recipientIds: [people.memberOfA.user.id],
        })
      ).statusCode,
    ).toBe(403);
  });

  it("shows the firm a review queue: revisions asked for review, unanswered first, then the answers", async () => {
    const asked = await sharedDocument("Ceiling layout", "shared", "S3");
    const answered = await sharedDocument("Lighting layout", "shared", "S4");
    const forInformation = await sharedDocument("Site plan", "shared", "S2");
    await people.memberOfA.visitor.post(`/api/documents/${answered.id}/reviews`, { code: "C", comment: "Luminaire spacing exceeds the brief." });
    const queue = await people.staff.visitor.get("/api/admin/reviews");
    expect(queue.statusCode, queue.body).toBe(200);
    const awaiting = queue.json().awaiting.map((i: { documentId: string }) => i.documentId);
    const done = queue.json().answered.map((i: { documentId: string; reviews: Array<{ code: string }> }) => [i.documentId, i.reviews.map((r) => r.code)]);
    expect(awaiting).toContain(asked.id);
    expect(awaiting).not.toContain(forInformation.id);
    expect(done).toContainEqual([answered.id, ["C"]]);
    expect((await people.memberOfA.visitor.get("/api/admin/reviews")).statusCode).toBe(403);
  });

  it("names documents by the project's rules: the defaults, then the firm's own, which the next name must follow", async () => {
    const rules = await people.memberOfA.visitor.get(`/api/projects/${people.projectId}/naming-rules`);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json().rules).toMatchObject({ project: people.namingCode, originators: ["STR"], numberDigits: 4 });
    expect(rules.json().rules.types).toContain("M3");
    const saved = await people.staff.visitor.put(`/api/projects/${people.projectId}/naming-rules`, {
      ...rules.json().rules,
      originators: ["str", "LKT"],
      levels: ["L01", "L02", "ZZ"],
      numberDigits: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules).toMatchObject({ originators: ["STR", "LKT"], levels: ["L01", "L02", "ZZ"], numberDigits: 5 });
    expect((await people.memberOfA.visitor.put(`/api/projects/${people.projectId}/naming-rules`, rules.json().rules)).statusCode).toBe(403);
    const refused = await postForm(
      site,
      people.staff.visitor,
      `/api/projects/${people.projectId}/documents`,
      { ...containerFields(people.namingCode, 1, "DR"), title: "Old numbering" },
      { name: "old.pdf", bytes: pdfFile(3000, 50) },
    );
    expect(refused.json().errors).toEqual({
      level: expect.stringMatching(/^Level \/ location must be one of L01, L02, ZZ/),
      number: "Number must be 5 digits, such as 00001",
    });
    const accepted = await postForm(
      site,
      people.staff.visitor,
      `/api/projects/${people.projectId}/documents`,
      { ...containerFields(people.namingCode, 1, "DR"), originator: "LKT", level: "L02", number: "00042", title: "New numbering" },
      { name: "new.pdf", bytes: pdfFile(3000, 51) },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().document.containerName).toBe(`${people.namingCode}-LKT-ZZ-L02-DR-M-00042`);
    expect((await people.staff.visitor.put(`/api/projects/${people.projectId}/naming-rules`, rules.json().rules)).statusCode).toBe(200);
  });

  it("deletes a project at once and its files only after the retention the firm sets", async () => {
    const admin = await signedInVisitor(site, { role: "admin" });
    expect((await admin.visitor.put("/api/admin/document-settings", { projectQuotaGb: 50, retentionDays: 14 })).statusCode).toBe(200);
    const doomed = await projectWithPeople(site, `DEL-${dialect.slice(0, 2).toUpperCase()}`);
    const created = await postForm(
      site,
      doomed.staff.visitor,
      `/api/projects/${doomed.projectId}/documents`,
      { ...containerFields(doomed.namingCode, 1, "DR"), title: "Demolition plan", state: "shared" },
      { name: "demolition.pdf", bytes: pdfFile(3000, 99) },
    );
    const key = (
      await site.db.selectFrom("document_revisions").select("storage_key").where("document_id", "=", created.json().document.id).executeTakeFirstOrThrow()
    ).storage_key;
    expect((await doomed.staff.visitor.send("DELETE", `/api/admin/projects/${doomed.projectId}`)).statusCode).toBe(403);
    const deleted = await admin.visitor.send("DELETE", `/api/admin/projects/${doomed.projectId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(`Project DEL-${dialect.slice(0, 2).toUpperCase()} deleted. Its files are removed after 14 days.`);
    expect((await doomed.memberOfA.visitor.get(`/api/projects/${doomed.projectId}`)).statusCode).toBe(404);
    expect((await doomed.staff.visitor.get(`/api/documents/${created.json().document.id}`)).statusCode).toBe(404);

    await purgeFiles(site.db, site.app.storage, new Date(Date.now() + 13 * 24 * 60 * 60_000));
    expect(await site.app.storage.size(key)).toBe(3000);
    await purgeFiles(site.db, site.app.storage, new Date(Date.now() + 15 * 24 * 60 * 60_000));
    expect(await site.app.storage.size(key)).toBeUndefined();
  });
});
