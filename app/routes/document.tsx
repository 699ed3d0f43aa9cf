import { useParams } from "react-router";
import { DocumentPage } from "../components/documents/document-page";

export const meta = () => [{ title: "Document | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "", documentId = "" } = useParams();
  return <DocumentPage projectId={id} documentId={documentId} />;
}
