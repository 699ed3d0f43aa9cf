import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { LINK_LIFETIME } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

const lifetime = durationInWords(LINK_LIFETIME.resetMs);

/** The password-reset message: plain text and HTML, the firm's name, no tracking. */
export async function resetMail(link: string, username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview={`Choose a new password within ${lifetime}`}>
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        {`Someone (hopefully you) asked to reset the password of your ${company.name} account. Open this link within ${lifetime} to choose a new password:`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Reset your password
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>The link works once. If you did not ask for this, ignore this message: your password stays as it is.</Text>
    </MailLayout>,
  );
  return { subject: `Reset your ${company.name} password`, html, text };
}
