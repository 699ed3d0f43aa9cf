import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { LINK_LIFETIME } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

const lifetime = durationInWords(LINK_LIFETIME.verifyEmailMs);

/** Sent at registration (and on 'resend'): one click proves the address is the account owner's. */
export async function verifyEmailMail(link: string, username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Confirm your email address">
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        {`Thank you for registering on the ${company.name} client portal. Please confirm this is your email address within ${lifetime}:`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Confirm my email address
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>If you did not register, ignore this message: nothing happens without the click.</Text>
    </MailLayout>,
  );
  return { subject: `Confirm your email address for ${company.name}`, html, text };
}
