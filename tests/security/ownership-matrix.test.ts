import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerFields, pdfFile, postForm } from "../api/support/documents";
import { tusRequest } from "../api/support/tus";
import { apiRoutes } from "../support/api-routes";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { dialects, listening, nextIp, signedInVisitor, startSite, type TestSite, Visitor } from "./support";

/**
 * Who stands how to company A's project, and what the portal answers each of them. Written here apart from the
 * server's policy table (contract/policies.ts), so the two must agree. 404 where the asker may not know the project
 * exists, 403 where they see it but their standing does not allow the act, 401 signed out.
 */
type Actor =
  | "anonymous"
  | "no company"
  | "member of A"
  | "admin of A"
  | "member of B"
  | "member of C without two-step"
  | "staff"
  | "admin"
  | "staff without two-step";
const actors: readonly Actor[] = [
  "anonymous",
  "no company",
  "member of A",
  "admin of A",
  "member of B",
  "member of C without two-step",
  "staff",
  "admin",
  "staff without two-step",
];

// Company C asks its people for two-step sign-in: until they set it up, the portal answers them nothing.
const everyoneSignedIn = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  "no company": ok,
  "member of A": ok,
  "admin of A": ok,
  "member of B": ok,
  "member of C without two-step": 403,
  staff: ok,
  admin: ok,
  "staff without two-step": 403,
});
const readersOfA = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  "no company": 404,
  "member of A": ok,
  "admin of A": ok,
  "member of B": 404,
  "member of C without two-step": 403,
  staff: ok,
  admin: ok,
  "staff without two-step": 403,
});
/** The firm's acts on a project of A: its people are answered 403, everyone else 404. */
const firmOnA = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  "no company": 404,
  "member of A": 403,
  "admin of A": 403,
  "member of B": 404,
  "member of C without two-step": 403,
  staff: ok,
  admin: ok,
  "staff without two-step": 403,
});
/** The client's acts on a shared document of A (a review): the firm is answered 403. */
const clientOfA = (ok: number): Record<Actor, number> => ({ ...firmOnA(403), "member of A": ok, "admin of A": ok, staff: 403, admin: 403 });
/** A transmittal sent to A's member and admin: only they acknowledge it, the firm reads it. */
const recipientsOfA = (ok: number): Record<Actor, number> => ({ ...clientOfA(ok), staff: 403, admin: 403 });
const clientsOfA = (ok: number): Record<Actor, number> => ({ ...readersOfA(ok), staff: 403, admin: 403 });
const clientsOfAnyCompany = (ok: number): Record<Actor, number> => ({ ...everyoneSignedIn(ok), "no company": 403, staff: 403, admin: 403 });
const clientsAndFirm = (ok: number): Record<Actor, number> => ({ ...everyoneSignedIn(ok), "no company": 404 });

const matrix: Record<string, Record<Actor, number>> = {
  "GET /api/projects": everyoneSignedIn(200),
  "GET /api/projects/:id": readersOfA(200),
  "GET /api/projects/:id/messages": readersOfA(200),
  "POST /api/projects/:id/messages": readersOfA(200),
  "PATCH /api/projects/:id/messages/:threadId": firmOnA(200),
  "POST /api/projects/:id/messages/:threadId/close": readersOfA(200),
  "GET /api/projects/:id/activity": readersOfA(200),
  "POST /api/projects/:id/deliverables/:deliverableId/accept": clientsOfA(200),
  "GET /api/dashboard": everyoneSignedIn(200),
  "GET /api/projects/:id/documents": readersOfA(200),
  "POST /api/projects/:id/documents": firmOnA(201),
  "GET /api/projects/:id/documents/audit.csv": firmOnA(200),
  "GET /api/projects/:id/naming-rules": readersOfA(200),
  "PUT /api/projects/:id/naming-rules": firmOnA(200),
  "POST /api/projects/:id/uploads": firmOnA(201),
  "PATCH /api/projects/:id/uploads/:uploadId": firmOnA(204),
  "DELETE /api/projects/:id/uploads/:uploadId": firmOnA(204),
  "GET /api/projects/:id/transmittals": readersOfA(200),
  "POST /api/projects/:id/transmittals": firmOnA(201),
  "GET /api/documents/:id": readersOfA(200),
  "POST /api/documents/:id/revisions": firmOnA(201),
  "GET /api/documents/:id/download": readersOfA(303),
  "GET /api/documents/:id/thumbnail": readersOfA(200),
  "POST /api/documents/:id/state": firmOnA(200),
  "POST /api/documents/:id/reviews": clientOfA(201),
  "GET /api/documents/:id/audit": firmOnA(200),
  "GET /api/documents/:id/audit.csv": firmOnA(200),
  "GET /api/transmittals/:id": { ...readersOfA(200), "member of B": 404, "no company": 404 },
  "POST /api/transmittals/:id/acknowledge": recipientsOfA(200),
  "POST /api/company/invitations": {
    anonymous: 401,
    "no company": 403,
    "member of A": 403,
    "admin of A": 200,
    "member of B": 403,
    "member of C without two-step": 403,
    staff: 403,
    admin: 403,
    "staff without two-step": 403,
  },
  "GET /api/tickets": everyoneSignedIn(200),
  "POST /api/tickets": clientsOfAnyCompany(200),
  "GET /api/tickets/:id": readersOfA(200),
  "POST /api/tickets/:id/replies": readersOfA(200),
  "POST /api/tickets/:id/close": readersOfA(200),
  "GET /api/resources": everyoneSignedIn(200),
  "GET /api/resources/:id/file": clientsAndFirm(200),
};

/** The client side of the portal: every route the app serves for a company's people outside the console. */
const portalRoutes = (site: TestSite) =>
  apiRoutes(site.app)
    .filter((route) => /^\/api\/(projects|dashboard|company|documents|transmittals|tickets|resources)(\/|$)/.test(route.path))
    .map((route) => `${route.method} ${route.path}`)
    .sort();

/** Every standing against every route, on each database and each storage backend (S3 on a real S3-compatible server). */
const combinations = dialects.flatMap((dialect) => (["local", "s3"] as const).map((backend) => [dialect, backend] as const));

describe.each(combinations)("the ownership matrix of standings × portal routes on %s with %s storage", (dialect, backend) => {
  let site: TestSite;
  let s3: S3TestServer | undefined;
  const visitors = new Map<Actor, Visitor>();
  let projectOfA = "";
  let projectOfB = "";

  beforeAll(async () => {
    s3 = backend === "s3" ? await startS3Server() : undefined;
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", ...s3?.env });
    const staff = await signedInVisitor(site, { role: "staff" });
    const company = async (name: string) => {
      const created = await staff.visitor.post("/api/admin/companies", {
        name,
        country: "Canada",
        timeZone: "America/Toronto",
        billingName: "Accounts",
        billingEmail: "ap@example.com",
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().company.id as string;
    };
    const project = async (companyId: string, code: string) => {
      const created = await staff.visitor.post("/api/admin/projects", {
        companyId,
        code,
        name: `Transit hub ${code}`,
        sector: "Transportation",
        services: ["bim-services"],
        startDate: "2026-11-02",
        dueDate: "2027-05-28",
        coordinatorId: staff.user.id,
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().project.id as string;
    };
    const companyA = await company("Lakeshore Transit Authority");
    const companyB = await company("Prairie Grain Terminals");
    const companyC = await company("Harbourfront Utilities");
    expect((await staff.visitor.send("PATCH", `/api/admin/companies/${companyC}`, { requiresTwoFactor: true })).statusCode).toBe(200);
    projectOfA = await project(companyA, `OWN-${dialect.slice(0, 2).toUpperCase()}${backend.slice(0, 1).toUpperCase()}-A`);
    projectOfB = await project(companyB, `OWN-${dialect.slice(0, 2).toUpperCase()}${backend.slice(0, 1).toUpperCase()}-B`);

    // Memberships are set up directly: the invitation that makes them is tested in tests/api/portal.test.ts.
    const client = async (companyId: string | null, role: "member" | "admin") => {
      const signedIn = await signedInVisitor(site, { role: "user" });
      if (companyId) {
        await site.db
          .insertInto("company_members")
          .values({ user_id: signedIn.user.id, company_id: companyId, role, added_at: new Date().toISOString() })
          .execute();
      }
      return signedIn.visitor;
    };
    visitors.set("anonymous", new Visitor(site.app, nextIp()));
    visitors.set("no company", await client(null, "member"));
    visitors.set("member of A", await client(companyA, "member"));
    visitors.set("admin of A", await client(companyA, "admin"));
    visitors.set("member of B", await client(companyB, "member"));
    visitors.set("member of C without two-step", await client(companyC, "member"));
    visitors.set("staff", staff.visitor);
    visitors.set("admin", (await signedInVisitor(site, { role: "admin" })).visitor);
    visitors.set("staff without two-step", (await signedInVisitor(site, { role: "staff", twoFactor: false })).visitor);
  });
  afterAll(async () => {
    await site.close();
    await s3?.close();
  });

  it("covers every portal route the app serves", () => {
    expect(portalRoutes(site)).toEqual(Object.keys(matrix).sort());
  });

  const visitorOf = (actor: Actor): Visitor => {
    const visitor = visitors.get(actor);
    if (!visitor) throw new Error(`no visitor for ${actor}`);
    return visitor;
  };

  let serial = 0;
  const staffVisitor = () => visitorOf("staff");
  const namingCode = () => `OWN`;
  /** A document of A, shared (the client sees it) unless asked otherwise. */
  const documentOfA = async (state: "shared" | "wip" = "shared") => {
    serial += 1;
    const created = await postForm(
      site,
      staffVisitor(),
      `/api/projects/${projectOfA}/documents`,
      { ...containerFields(namingCode(), serial, "DR"), title: `Matrix drawing ${serial}`, state },
      { name: `matrix-${serial}.pdf`, bytes: pdfFile(2000, serial) },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json().document as { id: string; current: { id: string } };
  };
  /** A shared drawing of A whose thumbnail the job has drawn, made once and asked for by every standing. */
  let drawing: Promise<{ id: string }> | undefined;
  const drawingOfA = () => {
    drawing ??= (async () => {
      serial += 1;
      const created = await postForm(
        site,
        staffVisitor(),
        `/api/projects/${projectOfA}/documents`,
        { ...containerFields(namingCode(), serial, "DR"), title: `Matrix plan ${serial}`, state: "shared" },
        { name: "ground-floor-plan.pdf", bytes: readFileSync(new URL("../fixtures/documents/ground-floor-plan.pdf", import.meta.url)) },
      );
      expect(created.statusCode, created.body).toBe(201);
      await site.drain();
      return created.json().document as { id: string };
    })();
    return drawing;
  };
  /** The tus routes take a raw body, streamed: they are asked over a real socket, as a browser would. */
  let port = 0;
  const raw = async (visitor: Visitor, method: "POST" | "PATCH" | "DELETE", url: string, headers: Record<string, string>, payload?: Buffer) => {
    port ||= await listening(site);
    const answer = await tusRequest(port, visitor, method, url, headers, payload);
    return { statusCode: answer.status, headers: answer.headers, body: answer.body };
  };
  const startUpload = async () => {
    const created = await raw(staffVisitor(), "POST", `/api/projects/${projectOfA}/uploads`, {
      "upload-length": "2000",
      "upload-metadata": `filename ${Buffer.from("matrix.pdf").toString("base64")}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    return String(created.headers.location);
  };
  const peopleOfA = async () => {
    const { company_id } = await site.db.selectFrom("projects").select("company_id").where("id", "=", projectOfA).executeTakeFirstOrThrow();
    return (await site.db.selectFrom("company_members").select("user_id").where("company_id", "=", company_id).execute()).map((m) => m.user_id);
  };
  const sendTransmittal = async (documentId: string, revisionId: string) => {
    const sent = await staffVisitor().post(`/api/projects/${projectOfA}/transmittals`, {
      reason: "review",
      revisionIds: [revisionId],
      recipientIds: await peopleOfA(),
    });
    expect(sent.statusCode, `${documentId}: ${sent.body}`).toBe(201);
    return sent.json().transmittal.id as string;
  };

  const threadOfA = async () => {
    const thread = await staffVisitor().post(`/api/projects/${projectOfA}/messages`, {
      subject: "RFI: slab edge",
      kind: "rfi",
      body: "Confirm the slab edge offset.",
    });
    expect(thread.statusCode, thread.body).toBe(200);
    return thread.json().thread.id as string;
  };
  const issuedDeliverableOfA = async () => {
    const added = await staffVisitor().post(`/api/admin/projects/${projectOfA}/deliverables`, {
      name: `Level ${++serial} GA drawings`,
      kind: "drawing_set",
      dueDate: "2027-01-15",
      status: "issued",
    });
    expect(added.statusCode, added.body).toBe(200);
    return added.json().deliverable.id as string;
  };
  const ticketOfA = async () => {
    const opened = await visitorOf("member of A").post("/api/tickets", { subject: `Access for a new colleague ${++serial}`, body: "Please add our BIM lead." });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json().ticket.id as string;
  };
  const shippedResource = async () => {
    const list = await staffVisitor().get("/api/resources");
    return (list.json().resources as Array<{ id: string; file: string | null }>).find((r) => r.file)?.id ?? "none";
  };
  const callFor = async (route: string, actor: Actor): Promise<{ url: string; body?: unknown }> => {
    const [, path = ""] = route.split(" ");
    let url = path.replace(":id", route.includes("/tickets/") ? await ticketOfA() : route.includes("/resources/") ? await shippedResource() : projectOfA);
    if (url.includes(":threadId")) url = url.replace(":threadId", await threadOfA());
    if (url.includes(":deliverableId")) url = url.replace(":deliverableId", await issuedDeliverableOfA());
    serial += 1;
    if (route === "POST /api/projects/:id/messages")
      return { url, body: { subject: `Question ${serial}`, body: "Which revision of the level 2 model is current?" } };
    if (route === "PATCH /api/projects/:id/messages/:threadId") return { url, body: { dueDate: "2027-02-01" } };
    if (route === "POST /api/company/invitations")
      return { url, body: { email: `colleague.${dialect}.${backend}.${serial}@lakeshore.example`, fullName: "Dana Colleague" } };
    if (route === "POST /api/tickets")
      return { url, body: { subject: `Invoice question ${serial} from ${actor}`, body: "Which purchase order should the invoice quote?" } };
    if (route === "POST /api/tickets/:id/replies") return { url, body: { body: "Any news on this?" } };
    return { url };
  };

  /** How each route is called: the default asks with GET, or POST with the body a conversation or invitation takes. */
  type Answer = Pick<LightMyRequestResponse, "statusCode" | "body">;
  const calls: Record<string, (visitor: Visitor, serialOfCall: number) => Promise<Answer>> = {
    "POST /api/projects/:id/documents": async (visitor, n) =>
      postForm(
        site,
        visitor,
        `/api/projects/${projectOfA}/documents`,
        { ...containerFields(namingCode(), 5000 + n, "DR"), title: "Matrix upload" },
        { name: "m.pdf", bytes: pdfFile(2000, n) },
      ),
    "PUT /api/projects/:id/naming-rules": async (visitor) =>
      visitor.put(`/api/projects/${projectOfA}/naming-rules`, {
        project: "OWN",
        originators: ["STR"],
        volumes: ["ZZ", "XX"],
        levels: ["ZZ", "02"],
        types: ["DR", "M3"],
        roles: ["M", "A"],
        numberDigits: 4,
      }),
    "POST /api/projects/:id/uploads": async (visitor) =>
      raw(visitor, "POST", `/api/projects/${projectOfA}/uploads`, {
        "upload-length": "2000",
        "upload-metadata": `filename ${Buffer.from("m.pdf").toString("base64")}`,
      }),
    "PATCH /api/projects/:id/uploads/:uploadId": async (visitor) => raw(visitor, "PATCH", await startUpload(), { "upload-offset": "0" }, pdfFile(2000, 7)),
    "DELETE /api/projects/:id/uploads/:uploadId": async (visitor) => raw(visitor, "DELETE", await startUpload(), {}),
    "POST /api/projects/:id/transmittals": async (visitor) => {
      const document = await documentOfA();
      return visitor.post(`/api/projects/${projectOfA}/transmittals`, {
        reason: "information",
        revisionIds: [document.current.id],
        recipientIds: await peopleOfA(),
      });
    },
    "GET /api/documents/:id": async (visitor) => visitor.get(`/api/documents/${(await documentOfA()).id}`),
    "POST /api/documents/:id/revisions": async (visitor, n) =>
      postForm(site, visitor, `/api/documents/${(await documentOfA()).id}/revisions`, {}, { name: "m.pdf", bytes: pdfFile(2100, n) }),
    "GET /api/documents/:id/download": async (visitor) => visitor.get(`/api/documents/${(await documentOfA()).id}/download`),
    "GET /api/documents/:id/thumbnail": async (visitor) => visitor.get(`/api/documents/${(await drawingOfA()).id}/thumbnail`),
    "POST /api/documents/:id/state": async (visitor) =>
      visitor.post(`/api/documents/${(await documentOfA()).id}/state`, { state: "published", statusCode: "A1" }),
    "POST /api/documents/:id/reviews": async (visitor) =>
      visitor.post(`/api/documents/${(await documentOfA()).id}/reviews`, { code: "C", comment: "Revise the riser." }),
    "GET /api/documents/:id/audit": async (visitor) => visitor.get(`/api/documents/${(await documentOfA()).id}/audit`),
    "GET /api/documents/:id/audit.csv": async (visitor) => visitor.get(`/api/documents/${(await documentOfA()).id}/audit.csv`),
    "GET /api/transmittals/:id": async (visitor) => {
      const document = await documentOfA();
      return visitor.get(`/api/transmittals/${await sendTransmittal(document.id, document.current.id)}`);
    },
    "POST /api/transmittals/:id/acknowledge": async (visitor) => {
      const document = await documentOfA();
      return visitor.post(`/api/transmittals/${await sendTransmittal(document.id, document.current.id)}/acknowledge`);
    },
  };

  it("answers each standing as the matrix says, on company A's project", async () => {
    for (const [route, expected] of Object.entries(matrix)) {
      const [method = "GET"] = route.split(" ");
      for (const actor of actors) {
        serial += 1;
        const visitor = visitorOf(actor);
        const call = calls[route];
        const asked = call ? undefined : await callFor(route, actor);
        const response = call
          ? await call(visitor, serial)
          : method === "GET"
            ? await visitor.get(asked?.url ?? "")
            : await visitor.send(method as "POST" | "PATCH", asked?.url ?? "", asked?.body ?? {});
        expect(response.statusCode, `${actor}: ${route} → ${response.statusCode} ${response.body.slice(0, 160)}`).toBe(expected[actor]);
      }
    }
  });

  it("hides a document in progress from the client as if it did not exist", async () => {
    const draft = await documentOfA("wip");
    for (const actor of ["member of A", "admin of A"] as const) {
      for (const path of ["", "/download", "/audit"])
        expect((await visitorOf(actor).get(`/api/documents/${draft.id}${path}`)).statusCode, `${actor} ${path}`).toBe(404);
      expect((await visitorOf(actor).post(`/api/documents/${draft.id}/reviews`, { code: "A" })).statusCode).toBe(404);
    }
    expect((await visitorOf("staff").get(`/api/documents/${draft.id}`)).statusCode).toBe(200);
  });

  it("lists to each client only their own company's projects, and to the firm every project", async () => {
    const idsSeenBy = async (actor: Actor) => ((await visitorOf(actor).get("/api/projects")).json().projects as Array<{ id: string }>).map((p) => p.id);
    expect(await idsSeenBy("member of A")).toEqual([projectOfA]);
    expect(await idsSeenBy("admin of A")).toEqual([projectOfA]);
    expect(await idsSeenBy("member of B")).toEqual([projectOfB]);
    expect(await idsSeenBy("no company")).toEqual([]);
    expect(await idsSeenBy("staff")).toEqual(expect.arrayContaining([projectOfA, projectOfB]));
  });

  it("answers another spelling of a project id as an unknown project, never as someone else's", async () => {
    const member = visitorOf("member of A");
    for (const spelling of [projectOfA.toUpperCase(), `${projectOfA}%20`, encodeURIComponent(projectOfB).replace(/-/g, "%2D")]) {
      const response = await member.get(`/api/projects/${spelling}`);
      expect(response.statusCode, spelling).toBe(404);
    }
  });
});
