import { Download } from "lucide-react";
import { useState } from "react";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { urlOf } from "../../../contract/endpoint";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { formatDateTime } from "../../../contract/dates";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { firstPage, type PagePosition, Pager } from "../ui/pager";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { cn } from "../../lib/cn";

const PAGE_SIZE = 10;

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
        {isLoading ? (
          <LoadingState label="Loading subscribers" />
        ) : error ? (
          <ErrorState message={error.message} onRetry={() => refetch()} />
        ) : !data?.data.subscribers.length ? (
          <EmptyState title="No subscribers yet" />
        ) : (
          <>
            <div className="overflow-hidden rounded-lg border border-line">
              <Table aria-label="Newsletter subscribers" aria-busy={isPlaceholderData || undefined}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Email</TableHead>
                    <TableHead>Source</TableHead>
                    <TableHead>Subscribed</TableHead>
                    <TableHead>Status</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody className={cn("transition-opacity", isPlaceholderData && "opacity-50")}>
                  {data.data.subscribers.map((s) => (
                    <TableRow key={s.email}>
                      <TableCell className="break-all">{s.email}</TableCell>
                      <TableCell>{s.source}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDateTime(s.consentedAt)}</TableCell>
                      <TableCell>
                        {s.unsubscribedAt ? (
                          <Badge>Unsubscribed</Badge>
                        ) : s.confirmedAt ? (
                          <Badge variant="success">Subscribed</Badge>
                        ) : (
                          <Badge variant="accent">Awaiting confirmation</Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {(data.data.next || data.data.previous) && (
              <div className="mt-3">
                <Pager
                  label="Subscribers"
                  position={position}
                  pageSize={PAGE_SIZE}
                  shown={data.data.subscribers.length}
                  facts={data.data}
                  updating={isPlaceholderData}
                  onMove={setPosition}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
