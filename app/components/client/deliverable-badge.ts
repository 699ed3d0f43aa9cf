import type { DeliverableStatus } from "../../../contract/portal";

export const deliverableBadge: Record<DeliverableStatus, "neutral" | "brand" | "accent" | "success"> = {
  planned: "neutral",
  in_progress: "brand",
  issued: "accent",
  accepted: "success",
};
