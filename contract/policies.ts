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
  /** A GDPR erasure by email reaches leads, subscribers and invitations at once, so only admins run it. */
  "people.erase": ["admin"],
} as const satisfies Record<string, readonly Role[]>;
export type Policy = keyof typeof rolePolicies;

export function may(role: Role, policy: Policy): boolean {
  return (rolePolicies[policy] as readonly Role[]).includes(role);
}

/** The firm's people: their password alone opens nothing, as they see leads and clients' data. */
export const isFirmStaff = (role: Role): boolean => may(role, "console.open");

export const roleLabels: Record<Role, string> = { admin: "Admin", staff: "Staff", user: "User" };
/** How a role reads in a sentence: "jo is now staff." */
export const roleInSentence: Record<Role, string> = { admin: "an admin", staff: "staff", user: "a user" };
