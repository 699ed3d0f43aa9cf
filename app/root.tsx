import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, type LinksFunction } from "react-router";
import interLatin from "./fonts/inter-latin-wght-400-800.woff2?url";
import "./app.css";
import { Spinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import { Island } from "./islands/island";
import { initCsrf } from "./lib/api";
import { applyMarketingConsent, captureFirstTouch } from "./lib/attribution";
import { CONSENT_CHANGED } from "./lib/consent";
import { EARLY_TAPS_SCRIPT } from "./lib/early-taps";
import { AuthProvider } from "./lib/auth";
import { createQueryClient } from "./lib/query-client";
import { scrollToSection } from "./lib/scroll";
import type { Route } from "./+types/root";

const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true}";

export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The signed-in screens' shared shell is built from the root alone: it still needs a title until its screen names itself.
export const meta: Route.MetaFunction = () => [{ title: "Stratum BIM & Engineering" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d2a5e" />
        {/* Before any module runs: zod would otherwise probe `new Function`, which the CSP refuses and the browser reports. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its hash in the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        {/* A tap between the first paint and hydration is taken and replayed, not lost (decision 044). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its hash in the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Every route change starts at the top, unless the address names a section. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page or section, which is its purpose
  useEffect(() => {
    // On the first load the browser already placed the page; moving it would undo a visitor's early scroll.
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) requestAnimationFrame(() => scrollToSection(decodeURIComponent(hash.slice(1))));
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // The page's code runs after its first paint (scripts/hydrate-after-paint.ts); this says it now answers clicks.
    document.documentElement.dataset.hydrated = "";
    captureFirstTouch();
    window.addEventListener(CONSENT_CHANGED, applyMarketingConsent);
    void initCsrf();
    return () => window.removeEventListener(CONSENT_CHANGED, applyMarketingConsent);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ScrollOnNavigate />
        <Outlet />
        <Island name="toaster">
          <Toaster />
        </Island>
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center">
      <Spinner label="Loading" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div>
        <p className="eyebrow">Error {status}</p>
        <h1 className="mt-3 text-3xl font-bold">Something went wrong</h1>
        <p className="mt-3 text-ink-soft">Please reload the page. If it keeps happening, write to us and we will look into it.</p>
        <a href="/" className="mt-6 inline-block font-semibold text-brand-600 underline">
          Go Home
        </a>
      </div>
    </main>
  );
}
