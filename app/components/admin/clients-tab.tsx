import { Link, useSearchParams } from "react-router";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { formatCalendarDay } from "../../../contract/dates";
import { projectStatusLabels } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { Badge } from "../ui/badge";
import { EditCompanyDialog, InviteDialog, NewCompanyDialog, PeopleDialog } from "./company-dialogs";
import { EditProjectDialog } from "./edit-project-dialog";
import { InboxView } from "./inbox-view";
import { ResourcesView } from "./resources-view";
import { NewProjectDialog } from "./new-project-dialog";

const views = [
  { id: "companies", label: "Companies" },
  { id: "projects", label: "Projects" },
  { id: "inbox", label: "Inbox" },
  { id: "resources", label: "Resources" },
] as const;
type View = (typeof views)[number]["id"];

/** The firm's clients: companies and their people, projects, the inbox of conversations and tickets, and resources. */
export function ClientsTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("view");
  const view: View = views.some((v) => v.id === requested) ? (requested as View) : "companies";
  const choose = (next: View) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set("view", next);
        out.delete("ticket");
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="grid gap-4">
      <nav aria-label="Client sections" className="flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-line sm:w-fit">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-current={view === v.id ? "page" : undefined}
            onClick={() => choose(v.id)}
            className={
              view === v.id
                ? "rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700"
                : "rounded-md px-3 py-1.5 text-sm font-semibold text-ink-soft hover:text-ink"
            }
          >
            {v.label}
          </button>
        ))}
      </nav>
      {view === "companies" && <CompaniesView />}
      {view === "projects" && <ProjectsView />}
      {view === "inbox" && <InboxView />}
      {view === "resources" && <ResourcesView />}
    </div>
  );
}

function CompaniesView() {
  const companies = useEndpointQuery(staffPortalEndpoints.companies, {});
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
                  <TableHead>Two-step</TableHead>
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
                    <TableCell>{c.requiresTwoFactor ? <Badge variant="brand">Required</Badge> : <span className="text-ink-soft">Optional</span>}</TableCell>
                    <TableCell className="text-right">
                      <div className="flex justify-end gap-2">
                        <PeopleDialog company={c} />
                        <EditCompanyDialog company={c} />
                        <InviteDialog company={c} />
                      </div>
                    </TableCell>
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

function ProjectsView() {
  const companies = useEndpointQuery(staffPortalEndpoints.companies, {});
  const projects = useEndpointQuery(staffPortalEndpoints.projects, {});
  return (
    <div className="grid gap-6">
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
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
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
                    <TableCell className="text-right">
                      <EditProjectDialog project={p} />
                    </TableCell>
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
