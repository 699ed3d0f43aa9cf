import { ClientDashboard } from "../components/client/client-dashboard";

export const meta = () => [{ title: "Client Dashboard | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <ClientDashboard />;
}
