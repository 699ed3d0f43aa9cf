import { Link } from "react-router";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { formatCalendarDay } from "../../../contract/dates";
import { projectStatusLabels } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { InviteDialog, NewCompanyDialog } from "./company-dialogs";
import { NewProjectDialog } from "./new-project-dialog";

/** The firm's clients: companies and their people, and every project with its progress. */
export function ClientsTab() {
  const companies = useEndpointQuery(staffPortalEndpoints.companies, {});
  const projects = useEndpointQuery(staffPortalEndpoints.projects, {});
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Companies</CardTitle>
            <CardDescription>The firm's clients; invite their people to follow their projects.</CardDescription>
          </div>
          <NewCompanyDialog />
        </CardHeader>
        <CardContent>
          {companies.isLoading ? (
            <LoadingState label="Loading companies" />
          ) : companies.error || !companies.data ? (
            <ErrorState message={companies.error?.message ?? "Could not load the companies."} onRetry={() => companies.refetch()} />
          ) : companies.data.companies.length === 0 ? (
            <EmptyState title="No companies yet">Create the first client company, then invite its people.</EmptyState>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Company</TableHead>
                  <TableHead>Country</TableHead>
                  <TableHead className="text-right">People</TableHead>
                  <TableHead className="text-right">Projects</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {companies.data.companies.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="font-medium text-ink">{c.name}</TableCell>
                    <TableCell>{c.country}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.members}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.projects}</TableCell>
                    <TableCell className="text-right">
                      <InviteDialog company={c} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Projects</CardTitle>
            <CardDescription>Most recently changed first; open one for milestones and conversations.</CardDescription>
          </div>
          <NewProjectDialog companies={companies.data?.companies ?? []} />
        </CardHeader>
        <CardContent>
          {projects.isLoading ? (
            <LoadingState label="Loading projects" />
          ) : projects.error || !projects.data ? (
            <ErrorState message={projects.error?.message ?? "Could not load the projects."} onRetry={() => projects.refetch()} />
          ) : projects.data.projects.length === 0 ? (
            <EmptyState title="No projects yet" />
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Project</TableHead>
                  <TableHead>Company</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Complete</TableHead>
                  <TableHead>Due</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {projects.data.projects.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      <Link to={`/projects/${p.id}`} className="font-medium text-ink hover:text-brand-700 hover:underline">
                        {p.name}
                      </Link>
                      <span className="block font-mono text-xs text-ink-soft">{p.code}</span>
                    </TableCell>
                    <TableCell>{p.companyName}</TableCell>
                    <TableCell>{projectStatusLabels[p.status]}</TableCell>
                    <TableCell className="text-right tabular-nums">{p.percentComplete === null ? "—" : `${p.percentComplete}%`}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatCalendarDay(p.dueDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
