import { MessageSquareQuote } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { STICKY_CTA } from "../../../contract/constants";
import { cn } from "../../lib/cn";
import { scrollToSection } from "../../lib/scroll";

const scrolledFraction = () => {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
};

/** 'Get Your Free Quote': appears after 5 s or once the scroll threshold is passed, whichever comes first. */
export function StickyQuote({ threshold = STICKY_CTA.defaultScrollFraction, hidden = false }: { threshold?: number; hidden?: boolean }) {
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const onScroll = () => scrolledFraction() >= threshold && show();
    const timer = window.setTimeout(show, STICKY_CTA.delayMs);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [shown, threshold]);

  if (!shown) return null;
  const go = () => {
    // The contact page's own form is the consultation section; other pages without #contact go there.
    const target = document.getElementById("contact") ? "contact" : pathname === "/contact" ? "consultation" : null;
    if (target) scrollToSection(target);
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
