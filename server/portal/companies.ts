import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Company, CompanyInput, companyUpdate } from "../../contract/portal";
import type { Db } from "../platform/database";
import { fromFlag, toFlag } from "../platform/flag";

type Row = {
  id: string;
  name: string;
  country: string;
  time_zone: string;
  billing_name: string;
  billing_email: string;
  requires_two_factor: 0 | 1;
  created_at: string;
};

const toCompany = (row: Row, members: number, projects: number): Company => ({
  id: row.id,
  name: row.name,
  country: row.country,
  timeZone: row.time_zone,
  billingName: row.billing_name,
  billingEmail: row.billing_email,
  requiresTwoFactor: fromFlag(row.requires_two_factor),
  members,
  projects,
  createdAt: row.created_at,
});

/** `id` may be chosen ahead, so a mail naming the company can be rendered before the transaction that stores it. */
export async function createCompany(trx: Db, input: Required<CompanyInput>, id: string = randomUUID()): Promise<Company> {
  const row: Row = {
    id,
    name: input.name,
    country: input.country,
    time_zone: input.timeZone,
    billing_name: input.billingName,
    billing_email: input.billingEmail.toLowerCase(),
    requires_two_factor: toFlag(input.requiresTwoFactor),
    created_at: new Date().toISOString(),
  };
  await trx.insertInto("companies").values(row).execute();
  return toCompany(row, 0, 0);
}

export async function updateCompany(trx: Db, id: string, change: z.output<typeof companyUpdate>): Promise<boolean> {
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.country !== undefined && { country: change.country }),
    ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
    ...(change.billingName !== undefined && { billing_name: change.billingName }),
    ...(change.billingEmail !== undefined && { billing_email: change.billingEmail.toLowerCase() }),
    ...(change.requiresTwoFactor !== undefined && { requires_two_factor: toFlag(change.requiresTwoFactor) }),
  };
  if (Object.keys(set).length === 0) return (await findCompany(trx, id)) !== undefined;
  const result = await trx.updateTable("companies").set(set).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findCompany(db: Db, id: string) {
  return db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every company by name with its head counts; a firm has hundreds of clients, not millions. */
export async function listCompanies(db: Db, id?: string): Promise<Company[]> {
  let query = db
    .selectFrom("companies")
    .selectAll("companies")
    .select((eb) => [
      eb.selectFrom("company_members").select(eb.fn.countAll<string>().as("n")).whereRef("company_members.company_id", "=", "companies.id").as("members"),
      eb.selectFrom("projects").select(eb.fn.countAll<string>().as("n")).whereRef("projects.company_id", "=", "companies.id").as("projects"),
    ])
    .orderBy("name")
    .orderBy("id")
    .limit(1000);
  if (id) query = query.where("companies.id", "=", id);
  const rows = await query.execute();
  return rows.map((row) => toCompany(row, Number(row.members ?? 0), Number(row.projects ?? 0)));
}
