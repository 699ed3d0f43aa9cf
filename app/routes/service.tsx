import { Link } from "react-router";
import { serviceIndex } from "../../content/service-index";
import { NotFoundView } from "../components/marketing/not-found-view";
import { PageIntro } from "../components/marketing/page-intro";
import { Button } from "../components/ui/button";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/service";

const find = (slug: string | undefined) => serviceIndex.find((service) => service.slug === slug);

export const meta = ({ params }: Route.MetaArgs) => {
  const service = find(params.slug);
  return service
    ? pageMeta({ title: service.title, description: `${service.title} from Stratum BIM & Engineering.`, path: `/services/${service.slug}` })
    : pageMeta({ title: "Service Not Found", description: "This service does not exist or has moved.", path: "/services", noindex: true });
};

export default function ServicePage({ params }: Route.ComponentProps) {
  const service = find(params.slug);
  if (!service) {
    return (
      <NotFoundView title="Service Not Found" text="We could not find that service.">
        <Button asChild><Link to="/services">View all services</Link></Button>
      </NotFoundView>
    );
  }
  return <PageIntro eyebrow="Services" title={service.title} />;
}
