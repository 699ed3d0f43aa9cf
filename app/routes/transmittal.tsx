import { useParams } from "react-router";
import { TransmittalPage } from "../components/documents/transmittal-page";

export const meta = () => [{ title: "Transmittal | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "", transmittalId = "" } = useParams();
  return <TransmittalPage projectId={id} transmittalId={transmittalId} />;
}
