import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { company } from "../../content/company";
import { type LeadForm, leadFormFields } from "../../contract/lead-fields";
import { leadMessages, visitorPageMessages as text } from "../../contract/messages/leads";

/** Pages the server writes for visitors without the site's code (native form posts, mail links): plain HTML, one hashed style. */
const STYLE = `
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b1726;background:#f6f8fb}
header{background:#0d2a5e;color:#fff;padding:14px 20px;font-weight:800;letter-spacing:.01em}
header a{color:#fff;text-decoration:none}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dde3ea;border-radius:16px;padding:28px;box-shadow:0 1px 2px rgba(11,23,38,.06)}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 14px;color:#3b4a5e}
.ref{display:inline-block;font:700 1.15rem ui-monospace,SFMono-Regular,Menlo,monospace;background:#eef5ff;color:#17449c;border-radius:8px;padding:4px 10px}
label{display:block;font-weight:600;margin:14px 0 4px}
input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #b6c2d0;border-radius:8px;background:#fff}
textarea{min-height:140px}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400}
.check input{width:auto;margin-top:5px}
.error{color:#b91c1c;font-weight:600;font-size:.92rem;margin:4px 0 0}
.errors{border-left:4px solid #b91c1c;background:#fef2f2;padding:10px 14px;border-radius:6px;margin:0 0 8px}
button,.button{display:inline-block;margin-top:20px;border:0;border-radius:10px;background:#1f58c4;color:#fff;font:700 1rem system-ui,sans-serif;padding:12px 20px;text-decoration:none;cursor:pointer}
.links a{color:#1f58c4;font-weight:600;margin-right:16px}
.hidden{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
`;
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function html(reply: FastifyReply, status: number, title: string, body: string) {
  reply.header("cache-control", "no-store").header("content-security-policy", CSP).header("referrer-policy", "same-origin");
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title><style>${STYLE}</style></head>` +
        `<body><header><a href="/">${escapeHtml(company.name)}</a></header><main><div class="card">${body}</div></main></body></html>`,
    );
}

/** Where a native post lands once the lead is stored: the thank-you card with the reference to quote. */
export function receivedPage(reply: FastifyReply, reference: string | null) {
  const quote = reference ? `<p>${text.referenceBefore} <span class="ref">${escapeHtml(reference)}</span>. ${text.referenceAfter}</p>` : "";
  return html(
    reply,
    200,
    text.receivedTitle,
    `<h1>${text.receivedHeading}</h1><p>${text.receivedText}</p>${quote}` +
      `<p class="links"><a href="/services">${text.exploreServices}</a><a href="/">${text.backHome}</a></p>`,
  );
}

/** A page opened from a mail link: a message, and optionally one button that posts back to the same signed address. */
export function messagePage(reply: FastifyReply, status: number, title: string, message: string, button?: string) {
  // An empty action posts back to this very address, signed query included.
  const form = button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : "";
  return html(reply, status, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${form}<p class="links"><a href="/">${text.backToSite}</a></p>`);
}

/** A refusal that is not about a field (too many submissions): the message and the way back. */
export function refusedPage(reply: FastifyReply, status: number, message: string) {
  return html(
    reply,
    status,
    text.refusedTitle,
    `<h1>${text.refusedHeading}</h1><p>${escapeHtml(message)}</p><p class="links"><a href="/contact">${text.backToContact}</a></p>`,
  );
}

type Field = {
  name: string;
  label: string;
  kind: "text" | "email" | "tel" | "textarea" | "select" | "check";
  options?: readonly { value: string; label: string }[];
  required?: boolean;
};

const FIELDS: Record<LeadForm, readonly Field[]> = leadFormFields;

function control(field: Field, value: unknown, error: string | undefined) {
  const id = `f-${field.name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const required = field.required ? " required" : "";
  const text = typeof value === "string" ? escapeHtml(value) : "";
  const message = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
  switch (field.kind) {
    case "textarea":
      return `<label for="${id}">${field.label}</label><textarea id="${id}" name="${field.name}"${required}${described}>${text}</textarea>${message}`;
    case "select": {
      const options = (field.options ?? [])
        .map((o) => `<option value="${o.value}"${o.value === value ? " selected" : ""}>${escapeHtml(o.label)}</option>`)
        .join("");
      return `<label for="${id}">${field.label}</label><select id="${id}" name="${field.name}"${required}${described}><option value="">${leadMessages.selectService}</option>${options}</select>${message}`;
    }
    case "check":
      return `<label class="check"><input type="checkbox" name="${field.name}"${value === true ? " checked" : ""}${required}${described} id="${id}"> <span>${field.label.replace("Privacy Policy", '<a href="/legal/privacy-policy">Privacy Policy</a>')}</span></label>${message}`;
    default:
      return `<label for="${id}">${field.label}</label><input id="${id}" type="${field.kind}" name="${field.name}" value="${text}"${required}${described}>${message}`;
  }
}

/** The same form again, filled in as sent, each error beside its field: nothing typed is lost. */
export function correctionPage(reply: FastifyReply, body: Record<string, unknown>, errors: Record<string, string>) {
  const form = typeof body.form === "string" && body.form in FIELDS ? (body.form as LeadForm) : "inquiry";
  const fields = FIELDS[form];
  const hidden = (["form", "page", "formStamp", "shownAt"] as const)
    .map((name) => {
      const value = name === "form" ? form : body[name];
      return value === undefined ? "" : `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;
    })
    .join("");
  const known = new Set(fields.map((f) => f.name));
  const other = Object.entries(errors)
    .filter(([name]) => !known.has(name))
    .map(([, message]) => `<p class="error">${escapeHtml(message)}</p>`)
    .join("");
  return html(
    reply,
    400,
    text.correctionTitle,
    `<h1>${text.correctionTitle}</h1><div class="errors" role="alert"><p>${text.correctionIntro}</p>${other}</div>` +
      `<form method="post" action="/api/contact" novalidate>${hidden}` +
      `<div class="hidden" aria-hidden="true"><label for="f-hp">${text.honeypot}</label><input id="f-hp" name="hp_check" tabindex="-1" autocomplete="off"></div>` +
      `${fields.map((f) => control(f, body[f.name], errors[f.name])).join("")}<button type="submit">${text.send}</button></form>`,
  );
}
