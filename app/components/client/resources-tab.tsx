import { BookOpen, Download, ExternalLink, FileSpreadsheet, type LucideIcon, PlayCircle } from "lucide-react";
import { resourceEndpoints } from "../../../contract/endpoints/portal";
import type { Resource, ResourceKind } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";

const sections: Array<{ kinds: ResourceKind[]; title: string; text: string; empty: string; icon: LucideIcon }> = [
  {
    kinds: ["guide"],
    title: "BIM Standards Guide",
    text: "Our modeling conventions, LOD definitions, file naming and the checks every model passes before issue.",
    empty: "The guide is being prepared; your project manager can send it meanwhile.",
    icon: BookOpen,
  },
  {
    kinds: ["template"],
    title: "Template Library",
    text: "Registers, logs and templates we use on your projects, ready to download and fill in.",
    empty: "No templates yet.",
    icon: FileSpreadsheet,
  },
  {
    kinds: ["video", "link"],
    title: "Training Videos",
    text: "Short walkthroughs of reviewing models and raising RFIs, and references worth keeping.",
    empty: "No videos yet: your project manager adds them here as they are recorded.",
    icon: PlayCircle,
  },
];

function ResourceLink({ resource }: { resource: Resource }) {
  const external = resource.file === null;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">{resource.title}</p>
        {resource.description && <p className="text-sm text-ink-soft">{resource.description}</p>}
      </div>
      <a
        href={resource.href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : { download: resource.file ?? true })}
        className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:bg-brand-50"
        aria-label={`${external ? "Open" : "Download"} ${resource.title}${resource.format ? ` (${resource.format})` : ""}`}
      >
        {external ? <ExternalLink className="size-4" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
        {external ? "Open" : resource.format}
      </a>
    </li>
  );
}

/** The Resources tab: the firm's guide and templates as real downloads, and training videos as links. */
export function ResourcesTab() {
  const { data, isLoading, error, refetch } = useEndpointQuery(resourceEndpoints.list, {});
  if (isLoading) return <LoadingState label="Loading resources" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the resources."} onRetry={() => refetch()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {sections.map((section) => {
        const items = data.resources.filter((r) => section.kinds.includes(r.kind));
        return (
          <Card key={section.title} className="flex flex-col">
            <CardHeader>
              <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
                <section.icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle className="mt-2">{section.title}</CardTitle>
              <CardDescription>{section.text}</CardDescription>
            </CardHeader>
            <CardContent>
              {items.length === 0 ? (
                <EmptyState title={section.empty} />
              ) : (
                <ul className="divide-y divide-line">
                  {items.map((r) => (
                    <ResourceLink key={r.id} resource={r} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
