import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";
import { oneLine } from "../one-line";

/** A reply written in the console: the sender's words, paragraph by paragraph, signed with their name. */
export async function leadReplyMail(reply: { subject: string; body: string; reference: string | null; sender: string }) {
  const paragraphs = reply.body.split(/\n{2,}/);
  const { html, text } = await renderMail(
    <MailLayout preview={reply.body.slice(0, 120)}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
        <Text key={i} style={{ ...mailStyles.text, whiteSpace: "pre-wrap" }}>
          {paragraph}
        </Text>
      ))}
      <Text style={mailStyles.text}>
        {reply.sender}
        <br />
        {company.name}
      </Text>
      {reply.reference && (
        <Text style={mailStyles.muted}>
          Your reference: {reply.reference}. Reply to this message to reach {reply.sender} directly.
        </Text>
      )}
    </MailLayout>,
  );
  const subject = reply.reference && !reply.subject.includes(reply.reference) ? `${reply.subject} [${reply.reference}]` : reply.subject;
  return { subject: oneLine(subject), html, text };
}

export type DigestLine = { id: string; name: string; reference: string | null; detail: string };
export type DigestSections = {
  overdue: DigestLine[];
  dueToday: DigestLine[];
  untouched: DigestLine[];
  counts: { overdue: number; dueToday: number; untouched: number };
};

function DigestSection({ title, lines, total, leadUrl }: { title: string; lines: DigestLine[]; total: number; leadUrl: (id: string) => string }) {
  if (total === 0) return null;
  return (
    <>
      <Text style={mailStyles.label}>
        {title} ({total})
      </Text>
      {lines.map((line) => (
        <Text key={line.id} style={{ ...mailStyles.text, margin: "4px 0" }}>
          <Link href={leadUrl(line.id)} style={mailStyles.link}>
            {line.name}
            {line.reference ? ` (${line.reference})` : ""}
          </Link>
          : {line.detail}
        </Text>
      ))}
      {total > lines.length && <Text style={mailStyles.muted}>And {total - lines.length} more in the console.</Text>}
    </>
  );
}

/** To an owner, once a day: what is overdue, what is due today, and who has waited past the site's 24-hour promise. */
export async function leadDigestMail(digest: DigestSections, person: string, dayLabel: string, leadUrl: (id: string) => string) {
  const { counts } = digest;
  const summary = [
    counts.overdue && `${counts.overdue} overdue`,
    counts.dueToday && `${counts.dueToday} due today`,
    counts.untouched && `${counts.untouched} waiting past 24 hours`,
  ]
    .filter(Boolean)
    .join(", ");
  const { html, text } = await renderMail(
    <MailLayout preview={`Your leads for ${dayLabel}: ${summary}`}>
      <Text style={mailStyles.text}>Good morning {person}. Here is what your leads need today.</Text>
      <DigestSection title="Overdue next actions" lines={digest.overdue} total={counts.overdue} leadUrl={leadUrl} />
      <DigestSection title="Due today" lines={digest.dueToday} total={counts.dueToday} leadUrl={leadUrl} />
      <DigestSection title="Waiting past our 24-hour reply promise" lines={digest.untouched} total={counts.untouched} leadUrl={leadUrl} />
      <Text style={mailStyles.muted}>You receive this digest because leads are assigned to you. Turn it off under Leads, Daily digest, in the console.</Text>
    </MailLayout>,
  );
  return { subject: oneLine(`Your leads for ${dayLabel}: ${summary}`), html, text };
}
