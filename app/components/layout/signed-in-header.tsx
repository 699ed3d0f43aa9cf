import { isFirmStaff, may, type Policy, roleLabels } from "../../../contract/policies";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { homeFor, initialsOf, useAuth } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { Logo } from "./logo";

const services = [
  { to: "/services/bim", label: "BIM Services" },
  { to: "/services/engineering", label: "Engineering" },
  { to: "/services/outsourcing", label: "Outsourcing" },
  { to: "/services/consulting", label: "Consulting" },
];
const adminLinks: Array<{ to: string; label: string; policy: Policy }> = [
  { to: "/admin/dashboard", label: "Dashboard", policy: "console.open" },
  { to: "/admin/users", label: "Manage Users", policy: "users.manage" },
  { to: "/admin/settings", label: "Settings", policy: "settings.manage" },
];

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium transition-colors", isActive ? "bg-brand-50 text-brand-700" : "text-ink-soft hover:text-ink");
const trigger =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-ink data-[state=open]:bg-paper data-[state=open]:text-ink";

function MenuPanel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Menu.Portal>
      <Menu.Content align="end" sideOffset={8} className="z-[60] min-w-[13rem] rounded-xl border border-line bg-white p-1.5 shadow-lg">
        {label && <Menu.Label className="truncate px-3 py-2 text-xs font-medium text-ink-soft">{label}</Menu.Label>}
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

function MenuLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Menu.Item asChild>
      <Link
        to={to}
        className={cn("flex rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700", className)}
      >
        {children}
      </Link>
    </Menu.Item>
  );
}

/** The header of signed-in screens: app navigation, admin menu, role badge and the user's menu. */
export function SignedInHeader() {
  const { user, logout } = useAuth();
  if (!user) return null;
  const isStaff = isFirmStaff(user.role);
  const consoleLinks = adminLinks.filter((link) => may(user.role, link.policy));
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-4">
        <Link to={homeFor(user)} aria-label="Stratum BIM & Engineering, dashboard" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Account" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={homeFor(user)} end className={navLink}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <Menu.Root modal={false}>
                <Menu.Trigger className={trigger}>
                  Services <ChevronDown className="size-4" aria-hidden="true" />
                </Menu.Trigger>
                <MenuPanel>
                  {services.map((s) => (
                    <MenuLink key={s.to} to={s.to}>
                      {s.label}
                    </MenuLink>
                  ))}
                </MenuPanel>
              </Menu.Root>
            </li>
            <li>
              <NavLink to="/projects" className={navLink}>
                Projects
              </NavLink>
            </li>
            {isStaff && (
              <li>
                <Menu.Root modal={false}>
                  <Menu.Trigger className={trigger}>
                    Admin <ChevronDown className="size-4" aria-hidden="true" />
                  </Menu.Trigger>
                  <MenuPanel>
                    {consoleLinks.map((s) => (
                      <MenuLink key={s.to} to={s.to}>
                        {s.label}
                      </MenuLink>
                    ))}
                  </MenuPanel>
                </Menu.Root>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <span
            data-testid="role-badge"
            className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", isStaff ? "bg-accent-400/25 text-amber-900" : "bg-brand-50 text-brand-700")}
          >
            {roleLabels[user.role]}
          </span>
          <Menu.Root modal={false}>
            <Menu.Trigger
              aria-label={`Account menu for ${user.username}`}
              className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm font-medium text-ink hover:bg-paper data-[state=open]:bg-paper"
            >
              <span aria-hidden="true" data-testid="avatar" className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {initialsOf(user)}
              </span>
              <span className="hidden max-w-[10rem] truncate sm:inline">{user.fullName ?? user.username}</span>
              <ChevronDown className="size-4 text-ink-soft" aria-hidden="true" />
            </Menu.Trigger>
            <MenuPanel label={user.email}>
              <MenuLink to={homeFor(user)}>Dashboard</MenuLink>
              <MenuLink to="/profile">Profile</MenuLink>
              {may(user.role, "users.manage") && <MenuLink to="/admin/users">User Management</MenuLink>}
              <MenuLink to="/profile?tab=preferences">Settings</MenuLink>
              <MenuLink to="/projects">Projects</MenuLink>
              <div className="lg:hidden">
                <Menu.Separator className="my-1 h-px bg-line" />
                {services.map((s) => (
                  <MenuLink key={s.to} to={s.to}>
                    {s.label}
                  </MenuLink>
                ))}
                {consoleLinks
                  .filter((s) => s.to !== "/admin/dashboard")
                  .map((s) => (
                    <MenuLink key={s.to} to={s.to}>
                      Admin {s.label}
                    </MenuLink>
                  ))}
              </div>
              <Menu.Separator className="my-1 h-px bg-line" />
              <Menu.Item
                onSelect={() => void logout.send().catch(() => undefined)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-danger outline-none data-[highlighted]:bg-red-50"
              >
                <LogOut className="size-4" aria-hidden="true" /> Log out
              </Menu.Item>
            </MenuPanel>
          </Menu.Root>
        </div>
      </div>
    </header>
  );
}
