import { DndContext, type DragEndEvent, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors } from "@dnd-kit/core";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { MoveRight } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { type BoardCard, CLOSED_WINDOW_DAYS, type PipelineStage, pipelineStages, stageLabels } from "../../../../contract/pipeline";
import { formatCalendarDay } from "../../../../contract/dates";
import { queryKeyOf } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { ErrorState, LoadingState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { type BoardMove, MoveDialog } from "./board-move-dialog";
import { formatUsd, formatUsdShort, leadReads, todayIso } from "./pipeline-format";

const menuItem =
  "flex w-full cursor-default rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";
const accents: Record<PipelineStage, string> = {
  new: "border-t-brand-500",
  contacted: "border-t-amber-500",
  qualified: "border-t-sky-600",
  proposal: "border-t-violet-600",
  won: "border-t-green-600",
  lost: "border-t-slate-400",
};

/** The pipeline as columns: drag a card (mouse or touch), or focus it and press ← →, or use its Move to… menu. */
export function PipelineBoard({ onOpenLead }: { onOpenLead: (id: string) => void }) {
  const [owner, setOwner] = useState("");
  const people = useEndpointQuery(pipelineEndpoints.people, {});
  const board = useEndpointQuery(pipelineEndpoints.board, { query: owner ? { owner } : {} }, { placeholderData: (previous) => previous });
  // Where a card was just moved to, shown at once while the server confirms.
  const [moved, setMoved] = useState<Record<string, PipelineStage>>({});
  const [asking, setAsking] = useState<BoardMove | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const update = useEndpointMutation(pipelineEndpoints.update, { failure: { title: "Not moved", fallback: "Could not move the lead." } });
  const client = useQueryClient();
  // Moves on their way to the server, and each card's latest: a board read while one is unanswered may predate it.
  const pending = useRef({ count: 0, latest: new Map<string, number>(), next: 0, queue: new Map<string, Promise<unknown>>() });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a board read after every move was answered replaces what was shown ahead of it.
  useEffect(() => {
    if (pending.current.count === 0) setMoved({});
  }, [board.dataUpdatedAt]);
  const columns = useMemo(() => {
    const all = board.data?.columns ?? [];
    const cards = all.flatMap((c) => c.cards.map((card) => ({ card, from: c.stage })));
    return all.map((column) => ({
      ...column,
      cards: cards.filter(({ card, from }) => (moved[card.id] ?? from) === column.stage).map(({ card }) => card),
    }));
  }, [board.data, moved]);
  // A card moved by keyboard lands in another column: focus follows it there. Only focus the move itself lost: this
  // runs after paint, when the reader may already have tabbed on (to the card's Move to… menu, say) and keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns is the trigger, not read: each board drawn may put the moved card in a new element.
  useEffect(() => {
    const active = document.activeElement;
    if (!focusAfter || (active && active !== document.body && active.isConnected)) return;
    document.querySelector<HTMLElement>(`[data-card="${focusAfter}"]`)?.focus();
  }, [columns, focusAfter]);

  const stageOf = (id: string) => moved[id] ?? board.data?.columns.find((c) => c.cards.some((card) => card.id === id))?.stage;

  /** Won and lost need a reason, and a proposal without a value asks for one; anything else moves at once. */
  const requestMove = (card: BoardCard, to: PipelineStage, byKeyboard = false) => {
    const from = stageOf(card.id);
    if (!from || from === to) return;
    if (to === "won" || to === "lost" || (to === "proposal" && card.value === null)) return setAsking({ card, from, to });
    setMoved((m) => ({ ...m, [card.id]: to }));
    if (byKeyboard) setFocusAfter(card.id);
    const moves = pending.current;
    const move = ++moves.next;
    moves.latest.set(card.id, move);
    moves.count += 1;
    // A board read already on its way would show the card where it was; the last move to be answered reads it again.
    void client.cancelQueries({ queryKey: queryKeyOf(pipelineEndpoints.board) });
    // One card's moves reach the server in the order they were made, so it keeps the last.
    const sent = (moves.queue.get(card.id) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => update.mutateAsync({ params: { id: card.id }, body: { stage: to } }));
    moves.queue.set(card.id, sent);
    sent
      .then(
        () => {
          if (moves.latest.get(card.id) === move) setAnnouncement(`${card.fullName || card.email} moved to ${stageLabels[to]}.`);
        },
        () => {
          if (moves.latest.get(card.id) === move) setMoved(({ [card.id]: _dropped, ...rest }) => rest);
        },
      )
      .finally(() => {
        moves.count -= 1;
        // The card's last move is answered: nothing of it needs keeping.
        if (moves.latest.get(card.id) === move) {
          moves.latest.delete(card.id);
          moves.queue.delete(card.id);
        }
        if (moves.count === 0) for (const queryKey of leadReads) void client.invalidateQueries({ queryKey });
      });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = active.data.current?.card as BoardCard | undefined;
    if (card && over) requestMove(card, over.id as PipelineStage);
  };

  return (
    <section aria-labelledby="board-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="board-title" className="text-lg font-semibold text-ink">
            Pipeline
          </h2>
          <p id="board-help" className="text-sm text-ink-soft">
            Drag a card to move it. With the keyboard: focus a card and press ← or → to move it one stage, or open its Move to… menu. Won and lost show the last{" "}
            {CLOSED_WINDOW_DAYS} days.
          </p>
        </div>
        <div className="grid gap-1 text-xs font-medium text-ink-soft">
          <label htmlFor="board-owner">Owner</label>
          <Select id="board-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">Everyone</option>
            <option value="me">My leads</option>
            <option value="none">Unassigned</option>
            {people.data?.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {board.isLoading && <LoadingState label="Loading the pipeline" />}
      {board.error && <ErrorState message={board.error.message} onRetry={() => board.refetch()} />}
      {board.data && (
        <DndContext
          sensors={sensors}
          onDragEnd={onDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: "Use ← and → to move the focused card, or its Move to… menu." } }}
        >
          <ul
            className={cn(
              "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 transition-opacity sm:mx-0 sm:px-0 xl:grid xl:grid-cols-6 xl:gap-2.5 xl:overflow-visible xl:px-0",
              board.isPlaceholderData && "opacity-50",
            )}
            aria-label="Pipeline stages"
            aria-busy={board.isPlaceholderData || undefined}
            onFocusCapture={(e) => {
              if ((e.target as HTMLElement).dataset.card !== focusAfter) setFocusAfter(null);
            }}
          >
            {columns.map((column) => (
              <Column key={column.stage} stage={column.stage} count={column.count} value={column.value}>
                {column.cards.length === 0 ? (
                  <li className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-ink-soft">No leads here</li>
                ) : (
                  column.cards.map((card) => (
                    <Card
                      key={card.id}
                      card={card}
                      stage={(moved[card.id] ?? column.stage) as PipelineStage}
                      onOpen={() => onOpenLead(card.id)}
                      onMove={(to, byKeyboard) => requestMove(card, to, byKeyboard)}
                    />
                  ))
                )}
                {column.count > column.cards.length && (
                  <li className="text-center text-xs text-ink-soft">
                    And {(column.count - column.cards.length).toLocaleString("en-US")} more: use the list to find them.
                  </li>
                )}
              </Column>
            ))}
          </ul>
        </DndContext>
      )}
      {asking && (
        <MoveDialog
          move={asking}
          onClose={() => setAsking(null)}
          onMoved={(to) => {
            setAnnouncement(`${asking.card.fullName || asking.card.email} moved to ${stageLabels[to]}.`);
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}

function Column({ stage, count, value, children }: { stage: PipelineStage; count: number; value: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <li
      ref={setNodeRef}
      data-stage={stage}
      aria-label={`${stageLabels[stage]}: ${count} leads, ${formatUsd(value)}`}
      className={cn(
        "grid w-72 shrink-0 snap-start content-start gap-2 rounded-xl border border-t-4 border-line bg-paper/70 p-2.5 transition-colors sm:w-64 xl:w-auto xl:min-w-0 xl:p-2",
        accents[stage],
        isOver && "bg-brand-50 ring-2 ring-brand-500",
      )}
    >
      <h3 className="flex items-baseline justify-between gap-2 px-1 pb-1">
        <span className="text-sm font-semibold text-ink">
          {stageLabels[stage]} <span className="font-normal text-ink-soft">{count.toLocaleString("en-US")}</span>
        </span>
        <span className="text-sm font-semibold text-ink" title={formatUsd(value)}>
          {formatUsdShort(value)}
        </span>
      </h3>
      <ul className="grid gap-2">{children}</ul>
    </li>
  );
}

function Card({
  card,
  stage,
  onOpen,
  onMove,
}: {
  card: BoardCard;
  stage: PipelineStage;
  onOpen: () => void;
  onMove: (to: PipelineStage, byKeyboard?: boolean) => void;
}) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: card.id, data: { card } });
  const index = pipelineStages.indexOf(stage);
  const name = card.fullName || card.email || "Anonymous lead";
  const overdue = card.nextActionDate !== null && card.nextActionDate < todayIso();
  const onKeyDown = (event: KeyboardEvent) => {
    const to = event.key === "ArrowRight" ? pipelineStages[index + 1] : event.key === "ArrowLeft" ? pipelineStages[index - 1] : undefined;
    if (!to) return;
    event.preventDefault();
    onMove(to, true);
  };
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "relative grid touch-manipulation gap-1 rounded-lg border border-line bg-white p-3 shadow-sm",
        isDragging ? "z-10 cursor-grabbing opacity-90 shadow-lg ring-2 ring-brand-500" : "cursor-grab",
      )}
    >
      <button
        type="button"
        data-card={card.id}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        aria-describedby="board-help"
        aria-label={`${name}, ${stageLabels[stage]}${card.value !== null ? `, ${formatUsd(card.value)}` : ""}. Open the lead`}
        className="min-w-0 rounded pr-8 text-left font-semibold text-ink after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="block truncate">{name}</span>
      </button>
      <p className="truncate text-xs text-ink-soft">{[card.company, card.serviceLabel].filter(Boolean).join(" · ")}</p>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold text-ink">
          {card.value !== null ? formatUsd(card.value) : <span className="font-normal text-ink-soft">No value yet</span>}
        </span>
        {card.owner && (
          <span className="truncate rounded-full bg-paper px-2 py-0.5 text-ink-soft ring-1 ring-line" title={`Owner: ${card.owner.name}`}>
            {card.owner.name}
          </span>
        )}
      </div>
      {card.nextAction && (
        <p className={cn("truncate text-xs", overdue ? "font-semibold text-danger" : "text-ink-soft")}>
          {overdue ? "Overdue: " : "Next: "}
          {card.nextAction}
          {card.nextActionDate && `, ${formatCalendarDay(card.nextActionDate)}`}
        </p>
      )}
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="absolute top-1.5 right-1.5 z-[1] size-8 px-0"
            aria-label={`Move ${name} to…`}
            onPointerDown={(e) => e.stopPropagation()}
          >
            <MoveRight aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className="z-[60] min-w-[10rem] rounded-xl border border-line bg-white p-1.5 shadow-lg">
            <Menu.Label className="px-3 py-1.5 text-xs font-semibold text-ink-soft">Move to…</Menu.Label>
            {pipelineStages
              .filter((s) => s !== stage)
              .map((s) => (
                <Menu.Item key={s} className={menuItem} onSelect={() => onMove(s)}>
                  {stageLabels[s]}
                </Menu.Item>
              ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </li>
  );
}
