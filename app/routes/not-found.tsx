import { Link } from "react-router";
import { NotFoundView } from "../components/marketing/not-found-view";
import { Button } from "../components/ui/button";
import { pageMeta } from "../lib/site";

export const meta = () => [...pageMeta({ title: "Page Not Found", description: "The page you are looking for does not exist or has moved.", path: "/404", noindex: true })];

export default function NotFound() {
  return (
    <NotFoundView title="Page Not Found" text="The page you are looking for does not exist or has moved. Check the address, or start again from the home page.">
      <Button asChild><Link to="/">Go Home</Link></Button>
      <Button asChild variant="outline"><Link to="/auth">Sign In</Link></Button>
    </NotFoundView>
  );
}
