import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";

/** A new message on a project, to the other side; the text is quoted so the reader can decide if it is urgent. */
export async function projectMessageMail(message: { projectName: string; subject: string; author: string; body: string; link: string }) {
  const excerpt = message.body.length > 600 ? `${message.body.slice(0, 600)}…` : message.body;
  const { html, text } = await renderMail(
    <MailLayout preview={`${message.author} wrote about ${message.subject}`}>
      <Text style={mailStyles.text}>
        {message.author} wrote on {message.projectName}, in "{message.subject}":
      </Text>
      <Text style={{ ...mailStyles.text, whiteSpace: "pre-wrap" }}>{excerpt}</Text>
      <Text style={mailStyles.text}>
        <Link href={message.link} style={mailStyles.link}>
          Open the conversation
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Reply on the {company.name} client portal so the whole project team sees it.</Text>
    </MailLayout>,
  );
  return { subject: `${message.projectName}: ${message.subject}`, html, text };
}
