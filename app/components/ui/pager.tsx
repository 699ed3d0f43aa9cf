import { ChevronLeft, ChevronRight, ChevronsLeft } from "lucide-react";
import { Button } from "./button";

/** Where a list stands: the page on screen and the cursor that fetched it (decision 027: pages go by key, not by number). */
export type PagePosition = { page: number; after?: string; before?: string };
export const firstPage: PagePosition = { page: 1 };
/** What the server said about the page: a count that stops at 10,000, and cursors to either side (null at an end). */
export type PageFacts = { total: number; capped: boolean; next: string | null; previous: string | null };

const count = (n: number) => n.toLocaleString("en-US");

/** The position one step away; stepping back onto page 1 asks for the first page itself, so new rows show there. */
function step(position: PagePosition, facts: PageFacts | undefined, to: "first" | "previous" | "next"): PagePosition {
  if (to === "first" || !facts) return firstPage;
  if (to === "next" && facts.next) return { page: position.page + 1, after: facts.next };
  if (to === "previous" && facts.previous && position.page > 2) return { page: position.page - 1, before: facts.previous };
  return firstPage;
}

/** Previous and Next by key, First when past page 1, and "of N" only while the count is exact: no Last, whose number a capped count cannot know. */
export function Pager(props: {
  label: string;
  position: PagePosition;
  pageSize: number;
  shown: number;
  facts: PageFacts | undefined;
  /** The rows on screen answer the previous filter: their count would not be true of the new one. */
  updating?: boolean;
  onMove: (to: PagePosition) => void;
}) {
  const { label, position, pageSize, shown, facts, onMove } = props;
  const total = facts?.total ?? 0;
  const first = (position.page - 1) * pageSize + 1;
  const of = facts?.capped ? `${count(total)}+` : count(total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const atStart = !facts?.previous;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
      <p aria-live="polite">
        {props.updating ? "Updating…" : total === 0 || shown === 0 ? "No results" : `Showing ${count(first)}–${count(first + shown - 1)} of ${of}`}
      </p>
      <div className="flex items-center gap-2">
        {position.page > 2 && (
          <Button variant="outline" size="sm" onClick={() => onMove(step(position, facts, "first"))}>
            <ChevronsLeft aria-hidden="true" /> First
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onMove(step(position, facts, "previous"))} disabled={atStart}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span>{facts?.capped || props.updating ? `Page ${count(position.page)}` : `Page ${count(position.page)} of ${count(pages)}`}</span>
        <Button variant="outline" size="sm" onClick={() => onMove(step(position, facts, "next"))} disabled={!facts?.next}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
