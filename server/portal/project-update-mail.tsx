import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";

/** A milestone done or a deliverable issued, to the client's people who asked for such mail. */
export async function projectUpdateMail(update: { projectName: string; headline: string; detail: string; link: string }) {
  const { html, text } = await renderMail(
    <MailLayout preview={update.headline}>
      <Text style={mailStyles.text}>
        <strong>{update.projectName}</strong>: {update.headline}
      </Text>
      <Text style={mailStyles.text}>{update.detail}</Text>
      <Text style={mailStyles.text}>
        <Link href={update.link} style={mailStyles.link}>
          Open the project
        </Link>
      </Text>
      <Text style={mailStyles.muted}>
        You get this because of your mail preferences on the {company.name} client portal; change them under Profile, Preferences.
      </Text>
    </MailLayout>,
  );
  return { subject: `${update.projectName}: ${update.headline}`, html, text };
}
