import { RoleBadge } from "./role-badge";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { useMemo } from "react";
import type { AdminUser, userSortFields } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { useAuth } from "../../lib/auth";
import { formatDateTime } from "../../../contract/dates";
import { Badge } from "../ui/badge";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/query-state";
import { firstPage, type PagePosition } from "../ui/pager";
import { SearchInput } from "../ui/search-input";
import { UserActions } from "./user-actions";

export type UsersFilter = { position: PagePosition; sort: (typeof userSortFields)[number]; order: "asc" | "desc"; search: string };
export const initialUsersFilter: UsersFilter = { position: firstPage, sort: "createdAt", order: "desc", search: "" };
const PAGE_SIZE = 10;

const usersQuery = (f: UsersFilter) => ({ ...f.position, pageSize: PAGE_SIZE, sort: f.sort, order: f.order, search: f.search });

/** User management: search, sort and page on the server; promote/demote, disable/enable, add. */
export function UsersTab({ filter, onFilter }: { filter: UsersFilter; onFilter: (f: UsersFilter) => void }) {
  const { user: me } = useAuth();
  const { data, isLoading, isPlaceholderData, error, refetch } = useEndpointQuery(
    adminEndpoints.users,
    { query: usersQuery(filter) },
    { placeholderData: (previous) => previous },
  );
  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: "username",
        accessorFn: (u) => u.username,
        header: "User",
        cell: ({ row: { original: u } }) => (
          <div className="min-w-0">
            <p className="font-medium text-ink">{u.fullName ?? u.username}</p>
            <p className="text-xs text-ink-soft">@{u.username}</p>
          </div>
        ),
      },
      {
        id: "email",
        accessorFn: (u) => u.email,
        header: "Email",
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
        meta: { className: "max-sm:hidden" },
      },
      {
        id: "role",
        accessorFn: (u) => u.role,
        header: "Role",
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: "status",
        header: "Status",
        enableSorting: false,
        cell: ({ row }) => (row.original.disabledAt ? <Badge variant="danger">Disabled</Badge> : <Badge variant="success">Active</Badge>),
      },
      {
        id: "createdAt",
        accessorFn: (u) => u.createdAt,
        header: "Joined",
        cell: ({ row }) => formatDateTime(row.original.createdAt),
        meta: { className: "whitespace-nowrap max-md:hidden" },
      },
      {
        id: "lastLogin",
        accessorFn: (u) => u.lastLogin,
        header: "Last login",
        cell: ({ row }) => formatDateTime(row.original.lastLogin),
        meta: { className: "whitespace-nowrap max-md:hidden" },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => <UserActions user={row.original} isMe={row.original.username === me?.username} />,
      },
    ],
    [me?.username],
  );
  const sorting: SortingState = [{ id: filter.sort, desc: filter.order === "desc" }];
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={data?.data.users}
      position={filter.position}
      pageSize={PAGE_SIZE}
      facts={data?.data}
      onMove={(position) => onFilter({ ...filter, position })}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === "function" ? updater(sorting) : updater;
        const first = next[0];
        if (first) onFilter({ ...filter, position: firstPage, sort: first.id as (typeof userSortFields)[number], order: first.desc ? "desc" : "asc" });
      }}
      getRowId={(u) => u.id}
      isLoading={isLoading}
      isUpdating={isPlaceholderData}
      error={error}
      onRetry={() => refetch()}
      empty={<EmptyState title={filter.search ? `No users match "${filter.search}"` : "No users yet"} />}
      toolbar={
        <SearchInput
          label="Search users"
          placeholder="Search name, username or email"
          value={filter.search}
          onSearch={(search) => onFilter({ ...filter, position: firstPage, search })}
        />
      }
    />
  );
}
