import { CheckCircle2, CircleDashed } from "lucide-react";
import { TestPanel } from "./test-panel";

// Keep this list true: change an entry in the same commit as the server code it describes.
const items = [
  { name: "CSRF protection", detail: "Signed double-submit token bound to the browser's secret; required on every API call that changes data.", done: true },
  { name: "Rate limiting", detail: "Database-backed counters per IP and per account, shared by every server instance; 429 with Retry-After.", done: true },
  {
    name: "Security headers",
    detail: "Content Security Policy with per-page script hashes, frame denial, no MIME sniffing, strict referrer policy; HSTS on HTTPS.",
    done: true,
  },
  {
    name: "Authentication",
    detail: "Registration, sign-in and sign-out with server-side sessions in an HttpOnly cookie; the session token is stored only as a hash.",
    done: true,
  },
  { name: "Password hashing", detail: "scrypt with a per-password salt; common passwords refused.", done: true },
  {
    name: "Role-based access control",
    detail: "Every admin API route checks the role on the server (401 signed out, 403 for other roles); the admin screens check it again in the browser.",
    done: true,
  },
  {
    name: "Spam protection on forms",
    detail: "A hidden honeypot field and a signed form time stamp: a trapped submission gets the usual answer, is kept as spam and notifies nobody.",
    done: true,
  },
  {
    name: "Durable delivery",
    detail: "Lead notifications, acknowledgements, CRM webhooks and reset mails are queued with the row that caused them and retried until delivered.",
    done: true,
  },
  {
    name: "Two-step sign-in",
    detail:
      "Authenticator-app codes (TOTP) after the password, with ten single-use recovery codes. Any account can turn it on in its profile; admins must, and the admin API refuses them until they have.",
    done: true,
  },
];

/** What is in place today, and what is not yet. */
export function ImplementationStatus() {
  return (
    <TestPanel id="implementation-status" title="Implementation status" lead="The security measures of this site and where each one stands.">
      <ul className="grid gap-3" aria-label="Implementation status">
        {items.map((item) => (
          <li key={item.name} className="flex min-w-0 gap-3 rounded-xl border border-line p-4">
            {item.done ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleDashed className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            )}
            <div className="min-w-0 break-words">
              <p className="text-sm font-semibold">
                {item.name} <span className="ml-1 text-xs font-bold uppercase tracking-wide text-ink-soft">{item.done ? "Implemented" : "Pending"}</span>
              </p>
              <p className="mt-1 text-sm leading-6 text-ink-soft">{item.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </TestPanel>
  );
}
