import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { HEADER_SOLID_AFTER_PX as SOLID_AFTER_PX } from "../../../contract/constants";
import { homeFor, useAuth } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Logo } from "./logo";

const publicNav = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

/** The menu button's name is what a tap will do. */
const MENU_LABEL = { open: "Close menu", closed: "Open menu" } as const;

export function SiteHeader() {
  const { user } = useAuth();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // An open menu closes on Escape (focus back on its button), on a scroll of the page, and when focus leaves the header.
  useEffect(() => {
    if (!open) return;
    const openedAt = window.scrollY;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    const onScroll = () => Math.abs(window.scrollY - openedAt) > 40 && setOpen(false);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SOLID_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the route changes
  useEffect(() => setOpen(false), [pathname]);

  const account = user ? { to: homeFor(user), label: "Dashboard" } : { to: "/auth", label: "Sign In" };

  return (
    <header
      ref={header}
      data-scrolled={scrolled || open}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200",
        scrolled || open ? "bg-white/95 shadow-[0_1px_12px_rgba(11,23,38,0.08)] backdrop-blur" : "bg-white/70 backdrop-blur-sm",
      )}
    >
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-6">
        <Link to="/" aria-label="Stratum BIM & Engineering, home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {publicNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn("rounded-md px-3 py-2 text-sm font-medium transition-colors", isActive ? "text-brand-700 bg-brand-50" : "text-ink-soft hover:text-ink")
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <Button asChild variant="ghost" size="sm">
            <Link to={account.to}>{account.label}</Link>
          </Button>
          <Button asChild variant="accent" size="sm">
            <Link to="/contact">Get a Free Consultation</Link>
          </Button>
        </div>
        <button
          ref={menuButton}
          type="button"
          className="group rounded-md p-2 text-ink lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? MENU_LABEL.open : MENU_LABEL.closed}
          data-label-expanded={MENU_LABEL.open}
          data-label-collapsed={MENU_LABEL.closed}
          onClick={() => setOpen((value) => !value)}
        >
          {/* Chosen by aria-expanded, not by state: a tap before the code runs flips it (app/lib/early-taps.ts). */}
          <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
          <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
        </button>
      </div>
      {/* Always in the page, hidden while closed: a tap before the code runs opens it at once (app/lib/early-taps.ts). */}
      <nav id="mobile-menu" aria-label="Mobile" hidden={!open} className="border-t border-line bg-white lg:hidden">
        <ul className="container-page flex flex-col py-3">
          {publicNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) => cn("block rounded-md px-3 py-3 text-base font-medium", isActive ? "bg-brand-50 text-brand-700" : "text-ink")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 grid gap-2 border-t border-line pt-4">
            <Button asChild variant="outline">
              <Link to={account.to}>{account.label}</Link>
            </Button>
            <Button asChild variant="accent">
              <Link to="/contact">Get a Free Consultation</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
