import { useParams } from "react-router";
import { DocumentRegister } from "../components/documents/document-register";

export const meta = () => [{ title: "Documents | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "" } = useParams();
  return <DocumentRegister projectId={id} />;
}
