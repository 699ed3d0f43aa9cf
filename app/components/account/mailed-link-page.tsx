import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { Card } from "../ui/card";

/** The card a link from one of our mails lands on; the query string exists only in the browser, so it waits for it. */
export function MailedLinkPage({ children }: { children: () => ReactNode }) {
  const hydrated = useHydrated();
  return (
    <section className="bg-paper">
      <div className="container-page max-w-xl py-10 sm:py-16">
        <Card asChild className="rounded-2xl p-6 sm:p-8">
          <div>{hydrated ? children() : <Spinner label="Checking the link..." className="justify-center py-6" />}</div>
        </Card>
      </div>
    </section>
  );
}

/** What a broken or expired mailed link shows, with the way to get a new one. */
export function InvalidLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold">This link does not work</h1>
      <p className="mt-3 text-ink-soft">{text}</p>
      <Button asChild className="mt-6">
        <Link to={to}>{label}</Link>
      </Button>
    </>
  );
}
