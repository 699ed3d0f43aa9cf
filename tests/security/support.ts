import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { type TestSite, Visitor } from "../api/harness";

export { dialects, startSite, type TestSite, Visitor } from "../api/harness";
export { makeUser, signedInVisitor } from "../api/support/factories";

export const PASSWORD = "Granite-Falcon-81";
let serial = 0;

/** A fresh address per call, so per-IP budgets of one test never touch another's. */
export const nextIp = () => {
  serial += 1;
  return `10.${Math.floor(serial / 250) % 250}.${serial % 250}.${(serial % 200) + 20}`;
};

export const unique = (label: string) => `${label}_${++serial}_${Date.now().toString(36)}`;

/** Registers through the API and returns the signed-in visitor with the person's details. */
export async function registered(site: Pick<TestSite, "app">) {
  const name = unique("sec");
  const person = { username: name, email: `${name}@example.com`, password: PASSWORD };
  const visitor = new Visitor(site.app, nextIp());
  const response = await visitor.post("/api/register", person);
  expect(response.statusCode, response.body).toBe(201);
  return { visitor, person };
}

/** Sends a body exactly as written (a `__proto__` key survives only in raw JSON) with the visitor's cookies and token. */
export async function rawJson(site: Pick<TestSite, "app">, visitor: Visitor, method: "POST" | "PUT", url: string, payload: string, ip = "10.250.0.1") {
  const token = await visitor.csrf();
  return site.app.inject({
    method,
    url,
    remoteAddress: ip,
    payload,
    headers: { "content-type": "application/json", "x-csrf-token": token, cookie: visitor.cookieHeader() },
  });
}

export async function listening(site: TestSite): Promise<number> {
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  return (site.app.server.address() as AddressInfo).port;
}
