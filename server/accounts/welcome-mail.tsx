import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { LINK_LIFETIME } from "../../contract/constants";
import { durationInWords } from "../../contract/duration-words";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";

const lifetime = durationInWords(LINK_LIFETIME.welcomeMs);

/** Sent when an admin opens an account for someone: they choose their own password. */
export async function welcomeMail(link: string, username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview={`Set your password within ${lifetime}`}>
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        {`An account has been created for you on the ${company.name} client portal. Open this link within ${lifetime} to set your password:`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Set your password
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>Your username is {username}. The link works once; if it has expired, use 'Forgot password?' on the sign-in page.</Text>
    </MailLayout>,
  );
  return { subject: `Set your ${company.name} password`, html, text };
}
