import type { ReactNode } from "react";
import { Link } from "react-router";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";

export type Crumb = { label: string; to?: string };

/** The documents screens' page: breadcrumbs from the project down, a heading, and the screen itself. */
export function DocumentFrame({
  projectId,
  crumbs,
  title,
  subtitle,
  actions,
  children,
}: {
  projectId: string;
  crumbs: Crumb[];
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const project = useEndpointQuery(clientPortalEndpoints.project, { params: { id: projectId } }, { retry: false });
  const trail: Crumb[] = [{ label: "Projects", to: "/projects" }, { label: project.data?.project.code ?? "Project", to: `/projects/${projectId}` }, ...crumbs];
  return (
    <div className="bg-paper/60">
      <div className="container-page grid gap-6 py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <nav aria-label="Breadcrumb">
              <ol className="eyebrow flex flex-wrap items-center gap-1">
                {trail.map((crumb, index) => (
                  <li key={`${crumb.to ?? "here"}-${crumb.label}`} className="flex items-center gap-1">
                    {index > 0 && <span aria-hidden="true">·</span>}
                    {crumb.to ? (
                      <Link to={crumb.to} className="hover:underline">
                        {crumb.label}
                      </Link>
                    ) : (
                      <span aria-current="page">{crumb.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{title}</h1>
            {subtitle && <div className="mt-1 text-sm text-ink-soft">{subtitle}</div>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </div>
    </div>
  );
}
