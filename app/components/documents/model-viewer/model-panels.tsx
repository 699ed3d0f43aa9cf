import { MousePointerClick } from "lucide-react";
import { cn } from "../../../lib/cn";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import type { PickedElement, LevelEntry } from "./scene";

/** What the picked element is, where it sits and its property sets, as the model states them. */
export function PropertiesPanel({ element }: { element: PickedElement | null }) {
  return (
    <Card aria-live="polite">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Properties</CardTitle>
      </CardHeader>
      <CardContent>
        {!element ? (
          <p className="flex items-start gap-2 text-sm text-ink-soft">
            <MousePointerClick className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Select an element in the model to see its name, level and properties.
          </p>
        ) : (
          <section aria-label="Selected element" className="grid gap-3 text-sm">
            <div>
              <p className="font-semibold break-words text-ink">{element.name}</p>
              <p className="text-xs text-ink-soft">{element.category}</p>
            </div>
            <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-ink-soft">Level</dt>
              <dd className="break-words text-ink">{element.level ?? "Not placed on a level"}</dd>
              {element.attributes
                .filter((row) => row.name !== "Name")
                .map((row) => (
                  <PropertyPair key={row.name} {...row} />
                ))}
            </dl>
            {element.propertySets.map((set) => (
              <div key={set.name}>
                <h3 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">{set.name}</h3>
                <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1">
                  {set.rows.map((row) => (
                    <PropertyPair key={row.name} {...row} />
                  ))}
                </dl>
              </div>
            ))}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function PropertyPair({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className="break-words text-ink-soft">{name}</dt>
      <dd className="line-clamp-4 break-words text-ink" title={value}>
        {value}
      </dd>
    </>
  );
}

/** Every element by level, as buttons: selecting by keyboard what a mouse would pick in the model. */
export function ElementList({ levels, selectedId, onSelect }: { levels: LevelEntry[]; selectedId: number | null; onSelect: (id: number) => void }) {
  if (levels.length === 0) return <p className="text-sm text-ink-soft">The levels appear once the model is open.</p>;
  return (
    <div className="grid max-h-96 gap-2 overflow-y-auto pr-1">
      {levels.map((level, index) => (
        <details key={level.id} open={index === 0} className="rounded-lg border border-line">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink">
            {level.name} <span className="text-ink-soft">({level.elements.length})</span>
          </summary>
          <ul className="grid border-t border-line py-1">
            {level.elements.map((element) => (
              <li key={element.id}>
                <button
                  type="button"
                  aria-pressed={selectedId === element.id}
                  onClick={() => onSelect(element.id)}
                  className={cn(
                    "w-full px-3 py-1.5 text-left text-xs hover:bg-paper focus-visible:outline-2 focus-visible:-outline-offset-2",
                    selectedId === element.id ? "bg-brand-50 font-semibold text-brand-800" : "text-ink",
                  )}
                >
                  {element.name}
                  <span className="block text-[11px] font-normal text-ink-soft">{element.category}</span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
