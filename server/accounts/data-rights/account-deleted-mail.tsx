import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

/** The last message to a deleted account: what went, and whom to write to if it was not the owner. */
export async function accountDeletedMail(username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Your account has been deleted">
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        Your {company.name} account has been deleted, as you asked. Its profile and sessions are gone; consultation requests you sent are kept only as our
        privacy policy states, no longer linked to an account.
      </Text>
      <Text style={mailStyles.text}>If you did not do this, write to us at {company.email}.</Text>
    </MailLayout>,
  );
  return { subject: `Your ${company.name} account has been deleted`, html, text };
}
