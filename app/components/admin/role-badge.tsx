import type { Role } from "../../../contract/accounts";
import { roleLabels } from "../../../contract/policies";
import { Badge } from "../ui/badge";

const variants = { admin: "accent", staff: "brand", user: "neutral" } as const satisfies Record<Role, string>;

/** A role as the console shows it, each in its own color so admins and staff are told apart at a glance. */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={variants[role]}>{roleLabels[role]}</Badge>;
}
