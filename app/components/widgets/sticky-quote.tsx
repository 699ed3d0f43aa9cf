import { MessageSquareQuote } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { STICKY_CTA } from "../../../contract/constants";
import { cn } from "../../lib/cn";
import { untilPageAge } from "../../lib/page-age";
import { scrollToSection } from "../../lib/scroll";

const scrolledFraction = () => {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
};

/**
 * True while any form of the page is on screen (the button would cover its consent box or submit button), and until
 * the observer's first report: shown before it, the button flashes over the footer's form and can take a tap meant for it.
 */
function useFormInView(active: boolean, pathname: string) {
  const [inView, setInView] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page has other forms, so a move means looking again.
  useEffect(() => {
    if (!active) return;
    const forms = document.querySelectorAll("main form, footer form");
    setInView(forms.length > 0);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) entry.isIntersecting ? visible.add(entry.target) : visible.delete(entry.target);
      setInView(visible.size > 0);
    });
    for (const form of forms) observer.observe(form);
    return () => observer.disconnect();
  }, [active, pathname]);
  return inView;
}

/**
 * 'Get Your Free Quote': once the page is 5 s old and the scroll threshold is met (spec 02 §4); never on /contact,
 * whose form is the page, and out of the way while a form is on screen.
 */
export function StickyQuote({ threshold = STICKY_CTA.defaultScrollFraction, hidden = false }: { threshold?: number; hidden?: boolean }) {
  const [timeUp, setTimeUp] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formInView = useFormInView(timeUp && scrolled, pathname);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimeUp(true), untilPageAge(STICKY_CTA.delayMs));
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => scrolledFraction() >= threshold && setScrolled(true);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [scrolled, threshold]);

  if (!timeUp || !scrolled || formInView || pathname === "/contact") return null;
  const go = () => {
    if (document.getElementById("contact")) scrollToSection("contact");
    else navigate("/contact");
  };
  return (
    <button
      type="button"
      onClick={go}
      data-widget="sticky-quote"
      className={cn(
        "fixed bottom-5 right-5 z-[60] inline-flex items-center gap-2 rounded-full bg-accent-500 px-5 py-3.5 text-sm font-bold text-ink shadow-[0_12px_30px_rgba(11,23,38,0.28)] transition hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2",
        hidden && "max-sm:hidden",
      )}
    >
      <MessageSquareQuote className="size-4" aria-hidden="true" />
      Get Your Free Quote
    </button>
  );
}
