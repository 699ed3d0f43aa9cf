import type { Role } from "./accounts";

/**
 * Who may do what, by role: the server checks these on every route that declares one, and screens offer only
 * what they allow. Staff run leads and projects; only admins run users and settings.
 */
const rolePolicies = {
  "console.open": ["admin", "staff"],
  "leads.work": ["admin", "staff"],
  "subscribers.read": ["admin", "staff"],
  "content.read": ["admin", "staff"],
  "traffic.read": ["admin", "staff"],
  "users.manage": ["admin"],
  "settings.manage": ["admin"],
  "api.read": ["admin"],
  "clients.manage": ["admin", "staff"],
} as const satisfies Record<string, readonly Role[]>;
export type Policy = keyof typeof rolePolicies;

export function may(role: Role, policy: Policy): boolean {
  return (rolePolicies[policy] as readonly Role[]).includes(role);
}

/** The firm's people: their password alone opens nothing, as they see leads and clients' data. */
export const isFirmStaff = (role: Role): boolean => may(role, "console.open");

/**
 * How a signed-in person stands to one client company's work: the firm's people stand to every project as the firm,
 * a client as their company's portal admin or member, anyone else not at all (and is answered 404).
 */
export type Standing = "firm" | "company-admin" | "company-member";

/** What each standing may do on a project (and its company), checked by the server's one project guard. */
const projectPolicies = {
  "project.read": ["firm", "company-admin", "company-member"],
  "project.discuss": ["firm", "company-admin", "company-member"],
  "project.upload": ["firm"],
  "project.manage": ["firm"],
  "project.review": ["company-admin", "company-member"],
  "company.invite": ["firm", "company-admin"],
} as const satisfies Record<string, readonly Standing[]>;
export type ProjectPolicy = keyof typeof projectPolicies;

export function mayOnProject(standing: Standing | undefined, policy: ProjectPolicy): boolean {
  return standing !== undefined && (projectPolicies[policy] as readonly Standing[]).includes(standing);
}

export const roleLabels: Record<Role, string> = { admin: "Admin", staff: "Staff", user: "User" };
/** How a role reads in a sentence: "jo is now staff." */
export const roleInSentence: Record<Role, string> = { admin: "an admin", staff: "staff", user: "a user" };
