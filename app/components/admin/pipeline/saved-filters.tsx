import { Bookmark, Trash2 } from "lucide-react";
import { useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import type { SavedFilterFields } from "../../../../contract/pipeline";
import { queryKeyOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Select } from "../../ui/select";
import type { LeadsFilter } from "../leads-tab";

const fieldsOf = (f: LeadsFilter): SavedFilterFields =>
  Object.fromEntries(
    Object.entries({
      search: f.search,
      status: f.status,
      owner: f.owner,
      source: f.source,
      campaign: f.campaign,
      service: f.service,
      from: f.from,
      to: f.to,
    }).filter(([, v]) => v),
  );

/** A person's own named filters, kept on the server: pick one to apply it, or save the current one. */
export function SavedFilters({ filter, onApply }: { filter: LeadsFilter; onApply: (f: Partial<LeadsFilter>) => void }) {
  const saved = useEndpointQuery(pipelineEndpoints.savedFilters, {});
  const [chosen, setChosen] = useState("");
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const invalidates = [queryKeyOf(pipelineEndpoints.savedFilters)];
  const save = useEndpointMutation(pipelineEndpoints.saveFilter, {
    success: { title: "Filter saved" },
    failure: { title: "Filter not saved", fallback: "Could not save the filter." },
    invalidates,
    onSuccess: () => {
      setNaming(false);
      setName("");
    },
  });
  const remove = useEndpointMutation(pipelineEndpoints.deleteFilter, { success: { title: "Filter deleted" }, invalidates, onSuccess: () => setChosen("") });
  const filters = saved.data?.filters ?? [];
  const current = fieldsOf(filter);
  return (
    <div className="flex flex-wrap items-end gap-2">
      {filters.length > 0 && (
        <div className="grid gap-1 text-xs font-medium text-ink-soft">
          <label htmlFor="leads-saved">Saved filters</label>
          <Select
            id="leads-saved"
            value={chosen}
            onChange={(e) => {
              setChosen(e.target.value);
              const found = filters.find((f) => f.id === e.target.value);
              if (found) onApply({ ...found.filter, status: found.filter.status ?? "" });
            }}
          >
            <option value="">Choose a saved filter</option>
            {filters.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      {chosen && (
        <Button variant="ghost" size="sm" aria-label="Delete this saved filter" onClick={() => remove.mutate({ params: { id: chosen } })}>
          <Trash2 aria-hidden="true" />
        </Button>
      )}
      {naming ? (
        <form
          method="post"
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save.mutate({ body: { name: name.trim(), filter: current } });
          }}
        >
          <div className="grid gap-1 text-xs font-medium text-ink-soft">
            <label htmlFor="leads-filter-name">Name this filter</label>
            <Input
              id="leads-filter-name"
              autoFocus
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. My open proposals"
            />
          </div>
          <Button type="submit" size="sm" className="h-11">
            Save
          </Button>
        </form>
      ) : (
        Object.keys(current).length > 0 && (
          <Button variant="outline" size="sm" className="h-11" onClick={() => setNaming(true)}>
            <Bookmark aria-hidden="true" /> Save filter
          </Button>
        )
      )}
    </div>
  );
}
