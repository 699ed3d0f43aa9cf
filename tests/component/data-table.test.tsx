import type { ColumnDef } from "@tanstack/react-table";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "../../app/components/ui/data-table";
import { firstPage, type PageFacts, type PagePosition } from "../../app/components/ui/pager";

type Subscriber = { id: string; email: string };
const columns: ColumnDef<Subscriber>[] = [{ accessorKey: "email", header: "Email" }];
const facts = (total: number, next: string | null = null, previous: string | null = null): PageFacts => ({ total, capped: false, next, previous });

function table(props: { rows: Subscriber[] | undefined; facts?: PageFacts; position?: PagePosition; isLoading?: boolean; error?: Error | null }) {
  const onMove = vi.fn();
  render(
    <DataTable
      label="Subscribers"
      columns={columns}
      rows={props.rows}
      position={props.position ?? firstPage}
      pageSize={2}
      facts={props.facts}
      onMove={onMove}
      getRowId={(row) => row.id}
      isLoading={props.isLoading ?? false}
      error={props.error ?? null}
      empty={<p>No subscribers yet</p>}
    />,
  );
  return onMove;
}

const pager = () => screen.queryByRole("navigation", { name: "Subscribers pages" });

describe("DataTable", () => {
  it("shows its rows with a pager that counts them and moves by key", async () => {
    const onMove = table({
      rows: [
        { id: "a", email: "ana@example.com" },
        { id: "b", email: "ben@example.com" },
      ],
      facts: facts(3, "cursor-b"),
    });
    expect(screen.getByRole("table", { name: "Subscribers" })).toHaveTextContent("ben@example.com");
    expect(pager()).toHaveTextContent("Showing 1–2 of 3");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onMove).toHaveBeenCalledWith({ page: 2, after: "cursor-b" });
  });

  it("shows only the empty state on an empty first page, with no pager beside it", () => {
    table({ rows: [], facts: facts(0) });
    expect(screen.getByText("No subscribers yet")).toBeInTheDocument();
    expect(pager()).toBeNull();
  });

  it("shows no pager while the first page loads", () => {
    table({ rows: undefined, isLoading: true });
    expect(screen.getByText("Loading subscribers")).toBeInTheDocument();
    expect(pager()).toBeNull();
  });

  it("shows no pager when the first page failed", () => {
    table({ rows: undefined, error: new Error("The list could not be loaded.") });
    expect(screen.getByText("The list could not be loaded.")).toBeInTheDocument();
    expect(pager()).toBeNull();
  });

  it("keeps the pager on an empty later page, so a person can go back", async () => {
    const onMove = table({ rows: [], facts: facts(2, null, "cursor-c"), position: { page: 2, after: "cursor-b" } });
    expect(screen.getByText("No subscribers yet")).toBeInTheDocument();
    expect(pager()).toHaveTextContent("No results");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onMove).toHaveBeenCalledWith(firstPage);
  });
});
