import { Navigate, useParams, useSearchParams } from "react-router";
import { ProjectPage } from "../components/client/project-page";
import { documentPath, transmittalPath } from "../components/documents/paths";

export const meta = () => [{ title: "Project | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  // The documents mails link to the project with ?document= or ?transmittal=; those open under the project.
  const document = search.get("document");
  const transmittal = search.get("transmittal");
  if (document) return <Navigate to={documentPath(id, document)} replace />;
  if (transmittal) return <Navigate to={transmittalPath(id, transmittal)} replace />;
  return <ProjectPage id={id} />;
}
