import { type ColumnDef, flexRender, getCoreRowModel, type OnChangeFn, type SortingState, useReactTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { type PageFacts, type PagePosition, Pager } from "./pager";
import { ErrorState, LoadingState } from "./query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

type DataTableProps<T> = {
  label: string;
  columns: ColumnDef<T>[];
  rows: T[] | undefined;
  position: PagePosition;
  pageSize: number;
  facts: PageFacts | undefined;
  onMove: (to: PagePosition) => void;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  getRowId: (row: T) => string;
  isLoading: boolean;
  /** The rows are the previous filter's, kept on screen while the new ones load. */
  isUpdating?: boolean;
  error: Error | null;
  onRetry?: () => void;
  empty: ReactNode;
  toolbar?: ReactNode;
};

/** A server-paged (by key), server-sorted table (shadcn/ui's data-table pattern): the caller owns the query, the table shows it. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, position, pageSize, sorting = [] } = props;
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, pagination: { pageIndex: position.page - 1, pageSize } },
    onSortingChange: props.onSortingChange,
  });

  let body: ReactNode;
  if (props.isLoading) body = <LoadingState label={`Loading ${props.label.toLowerCase()}`} />;
  else if (props.error) body = <ErrorState message={props.error.message} onRetry={props.onRetry} />;
  else if (!rows?.length) body = props.empty;
  else body = null;

  return (
    <div className="grid gap-3">
      {props.toolbar && <div className="flex flex-wrap items-end gap-2">{props.toolbar}</div>}
      <div className="overflow-hidden rounded-xl border border-line bg-white">
        <Table aria-label={props.label} aria-busy={props.isLoading || props.isUpdating || undefined}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort() && !!props.onSortingChange;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      className={cn(header.column.columnDef.meta?.className)}
                      aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-ml-1 inline-flex items-center gap-1 rounded px-1 py-1 uppercase hover:text-ink"
                        >
                          {label}
                          {sorted === "asc" ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === "desc" ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          {body === null && (
            <TableBody className={cn("transition-opacity", props.isUpdating && "opacity-50")}>
              {table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className={cn(cell.column.columnDef.meta?.className)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          )}
        </Table>
        {body}
      </div>
      {/* Under a loading, failed or empty first page a pager would only say "No results" beside dead buttons. */}
      {(body === null || position.page > 1) && (
        <Pager
          label={props.label}
          position={position}
          pageSize={pageSize}
          shown={rows?.length ?? 0}
          facts={props.facts}
          updating={props.isUpdating}
          onMove={props.onMove}
        />
      )}
    </div>
  );
}

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    className?: string;
  }
}
