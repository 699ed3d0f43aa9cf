import { may, type Policy, roleLabels } from "../../../contract/policies";
import { Building2, ClipboardCheck, Download, FileText, LayoutDashboard, Settings, UserPlus, Users } from "lucide-react";
import { useCallback, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { urlOf } from "../../../contract/endpoint";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useAuth } from "../../lib/auth";
import { Button } from "../ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { ReviewQueue } from "../documents/review-queue";
import { AddUserDialog } from "./add-user-dialog";
import { ClientsTab } from "./clients-tab";
import { ContentTab } from "./content-tab";
import { LeadDetailDialog } from "./lead-detail-dialog";
import { initialLeadsFilter, LeadsTab, leadsQuery } from "./leads-tab";
import { OverviewTab } from "./overview-tab";
import { SettingsTab } from "./settings-tab";
import { DeletedAccounts } from "./deleted-accounts";
import { initialUsersFilter, UsersTab } from "./users-tab";

const tabs = [
  { id: "overview", label: "Overview", icon: LayoutDashboard, to: "/admin/dashboard", policy: "console.open" },
  { id: "users", label: "Users", icon: Users, to: "/admin/users", policy: "users.manage" },
  { id: "leads", label: "Leads", icon: UserPlus, to: "/admin/dashboard?tab=leads", policy: "leads.work" },
  { id: "clients", label: "Clients", icon: Building2, to: "/admin/dashboard?tab=clients", policy: "clients.manage" },
  { id: "reviews", label: "Reviews", icon: ClipboardCheck, to: "/admin/dashboard?tab=reviews", policy: "clients.manage" },
  { id: "content", label: "Content", icon: FileText, to: "/admin/dashboard?tab=content", policy: "content.read" },
  { id: "settings", label: "Settings", icon: Settings, to: "/admin/settings", policy: "settings.manage" },
] as const satisfies ReadonlyArray<{ policy: Policy } & Record<string, unknown>>;
type TabId = (typeof tabs)[number]["id"];

function tabFor(pathname: string, param: string | null): TabId {
  if (pathname.startsWith("/admin/users")) return "users";
  if (pathname.startsWith("/admin/settings")) return "settings";
  return tabs.find((t) => t.id === param)?.id ?? "overview";
}

/** The admin screen of spec 01 §2: one screen, a tab per job, the tab kept in the address so it can be shared and reloaded. */
export function AdminConsole() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const role = user?.role ?? "user";
  const allowed = tabs.filter((t) => may(role, t.policy));
  const requested = tabFor(pathname, params.get("tab"));
  const tab = allowed.some((t) => t.id === requested) ? requested : "overview";
  const [usersFilter, setUsersFilter] = useState(initialUsersFilter);
  const [leadsFilter, setLeadsFilter] = useState(initialLeadsFilter);
  // A notification mail links to its lead: ?tab=leads&lead=<id> opens it at once.
  const [openLead, setOpenLead] = useState<string | null>(() => params.get("lead"));
  const onOpenLead = useCallback((id: string) => setOpenLead(id), []);

  const exportHref =
    tab === "users"
      ? urlOf(adminEndpoints.usersCsv, { query: { search: usersFilter.search, sort: usersFilter.sort, order: usersFilter.order } })
      : tab === "leads"
        ? urlOf(adminEndpoints.leadsCsv, { query: leadsQuery(leadsFilter) })
        : tab === "overview"
          ? urlOf(adminEndpoints.leadsCsv, {})
          : null;

  return (
    <div className="bg-paper/60">
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{roleLabels[role]}</p>
            <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
            <p className="mt-1 text-sm text-ink-soft">Welcome back, {user?.fullName ?? user?.username}. Here is what is happening on the site.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {exportHref ? (
              <Button variant="outline" size="sm" asChild>
                <a href={exportHref} download>
                  <Download aria-hidden="true" /> Export Reports
                </a>
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled title="This tab has nothing to export">
                <Download aria-hidden="true" /> Export Reports
              </Button>
            )}
            {may(role, "users.manage") && <AddUserDialog />}
          </div>
        </div>
        <Tabs value={tab} onValueChange={(value) => navigate(tabs.find((t) => t.id === value)?.to ?? "/admin/dashboard")} className="mt-6">
          <TabsList aria-label="Admin sections">
            {allowed.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab onOpenLead={onOpenLead} />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab filter={usersFilter} onFilter={setUsersFilter} />
            <DeletedAccounts />
          </TabsContent>
          <TabsContent value="leads">
            <LeadsTab filter={leadsFilter} onFilter={setLeadsFilter} onOpenLead={onOpenLead} />
          </TabsContent>
          <TabsContent value="clients">
            <ClientsTab />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewQueue />
          </TabsContent>
          <TabsContent value="content">
            <ContentTab />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab />
          </TabsContent>
        </Tabs>
      </div>
      <LeadDetailDialog id={openLead} onClose={() => setOpenLead(null)} onOpen={onOpenLead} />
    </div>
  );
}
