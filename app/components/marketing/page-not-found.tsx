import { Link } from "react-router";
import { pageMeta } from "../../lib/site";
import { Button } from "../ui/button";
import { NotFoundView } from "./not-found-view";

/** Spec 01 §2: the not-found screen, titled Page Not Found, with Go Home and Sign In. */
export function PageNotFound() {
  return (
    <NotFoundView title="Page Not Found" text="The page you are looking for does not exist or has moved. Check the address, or start again from the home page.">
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/auth">Sign In</Link>
      </Button>
    </NotFoundView>
  );
}

export const pageNotFoundMeta = () =>
  pageMeta({ title: "Page Not Found", description: "The page you are looking for does not exist or has moved.", path: "/404", noindex: true });
