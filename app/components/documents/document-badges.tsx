import { type DocumentState, documentStateLabels, statusCodeLabel } from "../../../contract/documents";
import { Badge } from "../ui/badge";

const stateVariants: Record<DocumentState, "neutral" | "brand" | "success" | "outline"> = {
  wip: "neutral",
  shared: "brand",
  published: "success",
  archived: "outline",
};

export function StateBadge({ state }: { state: DocumentState }) {
  return <Badge variant={stateVariants[state]}>{documentStateLabels[state]}</Badge>;
}

/** The status code in short, with its meaning for those who hover or use a screen reader. */
export function StatusCode({ code }: { code: string }) {
  const label = statusCodeLabel(code);
  return (
    <abbr title={label} aria-label={label} className="font-mono text-xs font-semibold text-ink no-underline">
      {code}
    </abbr>
  );
}
