import type { LeadStatus } from "../../../contract/leads";
import { stageLabels } from "../../../contract/pipeline";
import { Badge } from "../ui/badge";

const variants = { new: "brand", contacted: "accent", qualified: "outline", proposal: "outline", won: "success", lost: "neutral", spam: "danger" } as const;
export const statusLabel = (status: LeadStatus) => stageLabels[status];

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={variants[status]}>{statusLabel(status)}</Badge>;
}
