import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { LINK_LIFETIME } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

const confirmLifetime = durationInWords(LINK_LIFETIME.emailChangeConfirmMs);
const undoLifetime = durationInWords(LINK_LIFETIME.emailChangeUndoMs);

/** To the new address: the link that makes the change happen. */
export async function confirmEmailMail(link: string, username: string, newEmail: string) {
  const { html, text } = await renderMail(
    <MailLayout preview={`Confirm your new email address within ${confirmLifetime}`}>
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        You asked to use {newEmail} for your {company.name} account. {`Open this link within ${confirmLifetime} to confirm it:`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Confirm your new email address
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>Until you confirm, your account keeps its current address. If you did not ask for this, ignore this message.</Text>
    </MailLayout>,
  );
  return { subject: `Confirm your new ${company.name} email address`, html, text };
}

/** To the old address: what is about to happen, and the link that stops or reverses it. */
export async function emailChangeNoticeMail(link: string, username: string, newEmail: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Your account's email address is being changed">
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        Someone signed in to your {company.name} account asked to change its email address to {newEmail}. The change takes effect once that address confirms it.
      </Text>
      <Text style={mailStyles.text}>
        {`If this was not you, open this link within ${undoLifetime}: it cancels the change, or reverses it and signs out every session.`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Keep this email address
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>Then reset your password from the sign-in page.</Text>
    </MailLayout>,
  );
  return { subject: `Your ${company.name} email address is being changed`, html, text };
}
