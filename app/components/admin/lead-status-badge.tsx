import type { LeadStatus } from "../../../contract/leads";
import { Badge } from "../ui/badge";

const variants = { new: "brand", contacted: "accent", qualified: "outline", won: "success", lost: "neutral", spam: "danger" } as const;
export const statusLabel = (status: LeadStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={variants[status]}>{statusLabel(status)}</Badge>;
}
