import {
  type ContainerField,
  type ContainerName,
  containerFieldLabels,
  type NamingRules,
  namingRulesSchema,
  standardRoles,
  standardTypes,
} from "../../contract/documents";
import type { Db } from "../platform/database";

/** What a project starts with: its code's first segment, the firm as originator, the UK National Annex's lists. */
export function defaultNamingRules(projectCode: string): NamingRules {
  const first = projectCode.split("-")[0] ?? "";
  const project = (first.length >= 2 ? first : projectCode.replaceAll("-", "")).slice(0, 6);
  return {
    project,
    originators: ["STR"],
    volumes: ["ZZ", "XX", "01", "02", "03"],
    levels: ["ZZ", "XX", "B1", "00", "01", "02", "03", "04", "RF"],
    types: [...standardTypes],
    roles: [...standardRoles],
    numberDigits: 4,
  };
}

export async function namingRulesOf(db: Db, project: { id: string; code: string }): Promise<NamingRules> {
  const row = await db.selectFrom("document_naming_rules").select("rules").where("project_id", "=", project.id).executeTakeFirst();
  const parsed = row ? namingRulesSchema.safeParse(JSON.parse(row.rules)) : undefined;
  return parsed?.success ? parsed.data : defaultNamingRules(project.code);
}

export async function saveNamingRules(db: Db, projectId: string, rules: NamingRules) {
  const row = { project_id: projectId, rules: JSON.stringify(rules), updated_at: new Date().toISOString() };
  await db
    .insertInto("document_naming_rules")
    .values(row)
    .onConflict((oc) => oc.column("project_id").doUpdateSet({ rules: row.rules, updated_at: row.updated_at }))
    .execute();
}

const listed = (list: readonly string[]) => (list.length <= 12 ? list.join(", ") : `${list.slice(0, 12).join(", ")}…`);

/** Each field the project's rules refuse, with what they accept; empty when the name is valid. */
export function namingErrors(rules: NamingRules, name: ContainerName): Partial<Record<ContainerField, string>> {
  const errors: Partial<Record<ContainerField, string>> = {};
  const oneOf = (field: ContainerField, allowed: readonly string[]) => {
    if (!allowed.includes(name[field])) errors[field] = `${containerFieldLabels[field]} must be one of ${listed(allowed)}`;
  };
  if (name.project !== rules.project) errors.project = `Project must be ${rules.project}`;
  oneOf("originator", rules.originators);
  oneOf("volume", rules.volumes);
  oneOf("level", rules.levels);
  oneOf("type", rules.types);
  oneOf("role", rules.roles);
  if (!new RegExp(`^\\d{${rules.numberDigits}}$`).test(name.number))
    errors.number = `Number must be ${rules.numberDigits} digits, such as ${"0".repeat(rules.numberDigits - 1)}1`;
  return errors;
}
