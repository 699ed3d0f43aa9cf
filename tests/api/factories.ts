import type { Role } from "../../contract/accounts";
import { findByUsername, setRole } from "../../server/accounts/users";
import { type TestSite, Visitor } from "./harness";

let serial = 0;
const PASSWORD = "Copper-Kettle-Ridge-91";

/** A fresh username/email/password, unique within the test run. */
export function person(label = "user") {
  const id = `${label}${++serial}${Date.now().toString(36)}`.toLowerCase().slice(0, 40);
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
}

/** Registers through the API (a signed-in visitor from its own IP), optionally made admin in the database. */
export async function signedIn(site: TestSite, role: Role = "user", label: string = role) {
  const who = person(label);
  const visitor = new Visitor(site.app, `192.0.2.${(serial % 250) + 1}`);
  const response = await visitor.post("/api/register", who);
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const row = await findByUsername(site.db, who.username);
  if (!row) throw new Error("registered user not found");
  if (role !== "user") await setRole(site.db, row.id, role);
  return { visitor, id: row.id, ...who };
}
