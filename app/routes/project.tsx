import { useParams } from "react-router";
import { ProjectPage } from "../components/client/project-page";

export const meta = () => [{ title: "Project | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { id = "" } = useParams();
  return <ProjectPage id={id} />;
}
