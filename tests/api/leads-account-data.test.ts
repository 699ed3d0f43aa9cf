import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";

describe.each(dialects)("a client's leads and their account data on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("exports the client's own requests with the account, and keeps them unlinked when the account is deleted", async () => {
    const user = await makeUser(site);
    const client = new Visitor(site.app, "198.51.100.201");
    expect((await client.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(200);
    const request = {
      name: "Ana Costa",
      email: user.email,
      subject: "Rebar detailing for a depot",
      message: "Bar bending schedules for two slabs, BS 8666.",
      serviceType: "structural",
    };
    expect((await client.post("/api/contact", request)).statusCode).toBe(200);
    // Someone else's request from the same address book must not appear in this account's export.
    expect((await new Visitor(site.app, "198.51.100.202").post("/api/contact", { ...request, name: "Someone Else" })).statusCode).toBe(200);

    const exported = (await client.get("/api/user/export")).json();
    expect(exported.other.leads).toEqual([expect.objectContaining({ full_name: "Ana Costa", subject: "Rebar detailing for a depot", status: "new" })]);

    const deletion = await client.send("DELETE", "/api/user", { password: user.password, confirmation: user.username });
    expect(deletion.statusCode).toBe(200);
    const kept = await site.db.selectFrom("leads").select(["full_name", "user_id"]).where("email", "=", user.email).orderBy("full_name").execute();
    expect(kept).toEqual([
      { full_name: "Ana Costa", user_id: null },
      { full_name: "Someone Else", user_id: null },
    ]);
  });
});
