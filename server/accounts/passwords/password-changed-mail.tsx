import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

/** Tells the account's owner their password changed, so a change they did not make does not go unnoticed. */
export async function passwordChangedMail(resetLink: string, username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Your password was changed">
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>The password of your {company.name} account was just changed, and your other sessions were signed out.</Text>
      <Text style={mailStyles.text}>
        If this was not you,{" "}
        <Link href={resetLink} style={mailStyles.link}>
          reset your password
        </Link>{" "}
        now and contact us at {company.email}.
      </Text>
    </MailLayout>,
  );
  return { subject: `Your ${company.name} password was changed`, html, text };
}
