import type { AnchorHTMLAttributes } from "react";

/**
 * What the home page's islands use of React Router, for the islands build only (vite.islands.config.ts aliases
 * "react-router" here): without a router each link loads its page as a document, as the prerendered HTML already does.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; prefetch?: string; replace?: boolean };
type NavLinkProps = Omit<LinkProps, "className"> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string) };

// React Router marks the links to its own routes; the same attribute keeps a re-render's markup equal to the server's.
const discover = (to: string) => (to.startsWith("/") ? "true" : undefined);

export function Link({ to, prefetch: _prefetch, replace: _replace, ...rest }: LinkProps) {
  return <a {...rest} href={to} data-discover={discover(to)} />;
}

export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const path = window.location.pathname;
  const isActive = path === to || (!end && to !== "/" && path.startsWith(`${to}/`));
  return (
    <Link {...rest} to={to} aria-current={isActive ? "page" : undefined} className={typeof className === "function" ? className({ isActive }) : className} />
  );
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useNavigate() {
  return (to: string) => window.location.assign(to);
}
