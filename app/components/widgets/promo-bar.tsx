import { ArrowRight, Megaphone, X } from "lucide-react";
import { Link } from "react-router";

type Props = { text: string; link: string; onDismiss: () => void };

/** A strip at the top of the page under the header, in the flow: it never covers the page's first lines. */
export default function PromoBar({ text, link, onDismiss }: Props) {
  const external = /^https:/.test(link);
  return (
    <aside aria-label="Announcement" data-widget="promo-banner" className="bg-brand-800 text-white">
      <div className="container-page flex min-h-11 items-center gap-3 py-2 text-sm">
        <Megaphone className="size-4 shrink-0 text-accent-400" aria-hidden="true" />
        <p className="flex-1 leading-5">
          {text}
          {link &&
            (external ? (
              <a href={link} className="ml-2 inline-flex items-center gap-1 font-semibold text-accent-400 underline-offset-2 hover:underline">
                Learn more<span className="sr-only"> about this offer</span>
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              <Link to={link} className="ml-2 inline-flex items-center gap-1 font-semibold text-accent-400 underline-offset-2 hover:underline">
                Learn more<span className="sr-only"> about this offer</span>
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            ))}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss announcement"
          className="rounded-md p-1.5 text-white/80 hover:bg-white/10 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
