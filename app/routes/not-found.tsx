import { PageNotFound, pageNotFoundMeta } from "../components/marketing/page-not-found";

export const meta = pageNotFoundMeta;

export default function NotFound() {
  return <PageNotFound />;
}
