import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { formatDate } from "../../../contract/dates";
import { Badge } from "../ui/badge";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { SearchInput } from "../ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";

/** The services and articles the site publishes, with their pages and when their source last changed. */
export function ContentTab() {
  const [search, setSearch] = useState("");
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.content, {});
  if (isLoading) return <LoadingState label="Loading content" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the content."} onRetry={() => refetch()} />;
  const term = search.trim().toLowerCase();
  const items = data.data.items.filter((i) => !term || i.title.toLowerCase().includes(term) || i.url.includes(term));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput label="Search content" placeholder="Search services and articles" value={search} onSearch={setSearch} />
        <p className="text-sm text-ink-soft">
          {data.data.items.filter((i) => i.kind === "service").length} services · {data.data.items.filter((i) => i.kind === "article").length} articles
        </p>
      </div>
      <div className="overflow-hidden rounded-xl border border-line bg-white">
        {items.length === 0 ? (
          <EmptyState title={`Nothing matches "${search}"`} />
        ) : (
          <Table aria-label="Site content">
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Type</TableHead>
                <TableHead className="max-sm:hidden">Last modified</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.url}>
                  <TableCell>
                    <Link to={item.url} target="_blank" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
                      {item.title} <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </Link>
                    <p className="text-xs text-ink-soft">{item.url}</p>
                  </TableCell>
                  <TableCell>
                    <Badge variant={item.kind === "service" ? "brand" : "outline"}>{item.kind === "service" ? "Service" : "Article"}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">{formatDate(item.lastModified)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </div>
  );
}
