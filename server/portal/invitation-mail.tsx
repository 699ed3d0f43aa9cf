import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";

/** An invitation to a client company's space on the portal; the inviter is named so it is not mistaken for spam. */
export async function invitationMail(link: string, invitee: { fullName: string; companyName: string; inviter: string; days: number }) {
  const { html, text } = await renderMail(
    <MailLayout preview={`Join ${invitee.companyName} on the ${company.name} client portal`}>
      <Text style={mailStyles.text}>Hello {invitee.fullName},</Text>
      <Text style={mailStyles.text}>
        {invitee.inviter} invited you to follow {invitee.companyName}'s projects on the {company.name} client portal: milestones, messages with the project team
        and deliverables in one place. Open this link within {invitee.days} days to accept:
      </Text>
      <Text style={mailStyles.text}>
        <Link href={link} style={mailStyles.link}>
          Accept the invitation
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Or paste this address into your browser: {link}</Text>
      <Text style={mailStyles.text}>You will sign in with this email address. If you did not expect this invitation, ignore this message.</Text>
    </MailLayout>,
  );
  return { subject: `${invitee.companyName} on the ${company.name} client portal`, html, text };
}
