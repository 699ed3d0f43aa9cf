import { useParams, useSearchParams } from "react-router";
import { ModelPage } from "../components/documents/model-page";

export const meta = () => [{ title: "3D model | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "", documentId = "" } = useParams();
  const [search] = useSearchParams();
  return <ModelPage projectId={id} documentId={documentId} revisionId={search.get("revision") ?? undefined} />;
}
