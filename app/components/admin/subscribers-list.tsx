import type { ColumnDef } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { useState } from "react";
import type { Subscriber } from "../../../contract/admin";
import { formatDateTime } from "../../../contract/dates";
import { urlOf } from "../../../contract/endpoint";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { DataTable } from "../ui/data-table";
import { firstPage, type PagePosition } from "../ui/pager";
import { EmptyState } from "../ui/query-state";

const PAGE_SIZE = 10;

const columns: ColumnDef<Subscriber>[] = [
  { id: "email", header: "Email", cell: ({ row }) => row.original.email, meta: { className: "break-all" } },
  { id: "source", header: "Source", cell: ({ row }) => row.original.source, meta: { className: "max-md:hidden" } },
  {
    id: "consentedAt",
    header: "Subscribed",
    cell: ({ row }) => formatDateTime(row.original.consentedAt),
    meta: { className: "whitespace-nowrap max-sm:hidden" },
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: s } }) =>
      s.unsubscribedAt ? (
        <Badge>Unsubscribed</Badge>
      ) : s.confirmedAt ? (
        <Badge variant="success">Subscribed</Badge>
      ) : (
        <Badge variant="accent">Awaiting confirmation</Badge>
      ),
  },
];

/** Newsletter subscribers, newest first, with their own export. */
export function SubscribersList() {
  const [position, setPosition] = useState<PagePosition>(firstPage);
  const { data, isLoading, isPlaceholderData, error, refetch } = useEndpointQuery(
    adminEndpoints.subscribers,
    { query: { ...position, pageSize: PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
  const total = data?.data.total ?? 0;
  const counted = `${total.toLocaleString("en-US")}${data?.data.capped ? "+" : ""}`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Newsletter subscribers</CardTitle>
          <CardDescription>
            {counted} {total === 1 && !data?.data.capped ? "address" : "addresses"}, including those who unsubscribed
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <a href={urlOf(adminEndpoints.subscribersCsv, {})} download>
            <Download aria-hidden="true" /> Subscribers CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        <DataTable
          label="Newsletter subscribers"
          columns={columns}
          rows={data?.data.subscribers}
          position={position}
          pageSize={PAGE_SIZE}
          facts={data?.data}
          onMove={setPosition}
          getRowId={(s) => s.email}
          isLoading={isLoading}
          isUpdating={isPlaceholderData}
          error={error}
          onRetry={() => refetch()}
          empty={<EmptyState title="No subscribers yet" />}
        />
      </CardContent>
    </Card>
  );
}
