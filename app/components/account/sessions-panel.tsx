import { sessionEndpoints } from "../../../contract/endpoints/accounts";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { formatDateTime } from "../../../contract/dates";
import { toastAfterRedirect } from "../../lib/toast";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** /profile's Sessions tab: every browser signed in to this account, with ways to sign them out. */
export function SessionsPanel() {
  const list = useEndpointQuery(sessionEndpoints.list, {}, { staleTime: 0 });
  const signOutOne = useEndpointMutation(sessionEndpoints.end, {
    failure: { title: "Sign out failed", fallback: "Failed to sign out the session" },
    invalidates: [queryKeyOf(sessionEndpoints.list)],
    onSuccess: (_data, { params }) => {
      if (list.data?.sessions.find((s) => s.id === params.id)?.current) {
        toastAfterRedirect({ title: "Logout successful", description: "You have been logged out." });
        window.location.assign("/auth");
      }
    },
  });
  const signOutOthers = useEndpointMutation(sessionEndpoints.endOthers, {
    success: { title: "Sessions signed out", description: (data) => data.message },
    failure: { title: "Sign out failed", fallback: "Failed to sign out other sessions" },
    invalidates: [queryKeyOf(sessionEndpoints.list)],
  });

  if (list.isPending) return <Spinner label="Loading sessions..." className="justify-center py-6" />;
  if (list.isError) return <p className="text-danger">Your sessions could not be loaded. Please refresh the page.</p>;
  const sessions = list.data.sessions;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="grid gap-4">
      <ul aria-label="Signed-in sessions" className="divide-y divide-line rounded-xl border border-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {session.device}
                {session.current && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">This device</span>}
              </p>
              <p className="mt-0.5 text-sm text-ink-soft">
                {session.place && <>{session.place} · </>}
                {session.ip ?? "Unknown address"} · Last active {formatDateTime(session.lastSeenAt)}
              </p>
              <p className="text-xs text-ink-soft">
                Signed in {formatDateTime(session.signedInAt)}
                {session.remembered ? " · Stays signed in" : ""}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              aria-label={`Sign out this session: ${session.device}${session.current ? " (this device)" : ""}`}
              disabled={signOutOne.isPending}
              onClick={() => signOutOne.mutate({ params: { id: session.id } })}
            >
              Sign out this session
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="destructive" disabled={others === 0 || signOutOthers.isPending} onClick={() => signOutOthers.mutate({})}>
          {signOutOthers.isPending ? "Signing out..." : "Sign out all other sessions"}
        </Button>
      </div>
      <p className="text-xs text-ink-soft">
        Places are countries looked up from the address, and can be wrong behind a VPN. Includes IP2Location LITE data available from{" "}
        <a href="https://lite.ip2location.com" className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
          lite.ip2location.com
        </a>
        .
      </p>
    </div>
  );
}
