import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";

/** Tells the account's owner that another authenticator app now signs them in, so a swap they did not make is noticed. */
export async function twoFactorReplacedMail(resetLink: string, username: string) {
  const { html, text } = await renderMail(
    <MailLayout preview="Your two-step sign-in device was changed">
      <Text style={mailStyles.text}>Hello {username},</Text>
      <Text style={mailStyles.text}>
        Two-step sign-in on your {company.name} account was just moved to a new authenticator app. The old app's codes and your old recovery codes no longer
        work.
      </Text>
      <Text style={mailStyles.text}>
        If this was not you,{" "}
        <Link href={resetLink} style={mailStyles.link}>
          reset your password
        </Link>{" "}
        now and contact us at {company.email}.
      </Text>
    </MailLayout>,
  );
  return { subject: `Your ${company.name} two-step sign-in device was changed`, html, text };
}
