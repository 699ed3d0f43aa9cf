import { company } from "../../content/company";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset message: plain text and simple HTML, the firm's name, no tracking. */
export function resetMail(link: string, username: string) {
  const subject = `Reset your ${company.name} password`;
  const text = [
    `Hello ${username},`,
    "",
    `Someone (hopefully you) asked to reset the password of your ${company.name} account.`,
    "Open this link within 1 hour to choose a new password:",
    "",
    link,
    "",
    "The link works once. If you did not ask for this, ignore this message: your password stays as it is.",
    "",
    company.name,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1726;line-height:1.5">
<p>Hello ${escape(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escape(company.name)} account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escape(link)}" style="color:#1f58c4">Reset your password</a></p>
<p style="font-size:13px;color:#3b4a5e">Or paste this address into your browser:<br>${escape(link)}</p>
<p>The link works once. If you did not ask for this, ignore this message: your password stays as it is.</p>
<p>${escape(company.name)}</p>
</body></html>`;
  return { subject, text, html };
}
