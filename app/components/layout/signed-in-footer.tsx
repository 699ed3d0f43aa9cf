import { Link } from "react-router";
import { company } from "../../../content/company";

/** The signed-in areas' footer: one quiet line under tables and forms, no marketing and no newsletter box. */
export function SignedInFooter() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="container-page flex flex-col gap-2 py-4 text-xs text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {company.name} · Questions:{" "}
          <a href={`mailto:${company.email}`} className="underline-offset-2 hover:text-ink hover:underline">
            {company.email}
          </a>
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <Link to="/legal/privacy-policy" className="hover:text-ink hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/legal/terms-of-service" className="hover:text-ink hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/legal/cookie-policy" className="hover:text-ink hover:underline">
                Cookie Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
