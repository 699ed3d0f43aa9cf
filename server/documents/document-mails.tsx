import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { company } from "../../content/company";
import { type ReviewCode, reviewCodeLabels, type TransmittalReason, transmittalReasonLabels } from "../../contract/documents";
import { MailLayout, mailStyles, renderMail } from "../platform/mail-layout";

type Item = { containerName: string; title: string; revision: string; statusCode: string; fileName: string; link: string };

/** A transmittal to one of the client's people: what was issued, why, and a link to each file on the portal. */
export async function transmittalMail(transmittal: {
  number: string;
  projectName: string;
  reason: TransmittalReason;
  sender: string;
  message: string;
  items: Item[];
  link: string;
}) {
  const reason = transmittalReasonLabels[transmittal.reason].toLowerCase();
  const count = transmittal.items.length === 1 ? "1 document" : `${transmittal.items.length} documents`;
  const { html, text } = await renderMail(
    <MailLayout preview={`${transmittal.number}: ${count} ${reason}`}>
      <Text style={mailStyles.text}>
        {transmittal.sender} issued transmittal {transmittal.number} on {transmittal.projectName}: {count} {reason}.
      </Text>
      {transmittal.message ? <Text style={{ ...mailStyles.text, whiteSpace: "pre-wrap" }}>{transmittal.message}</Text> : null}
      <Section>
        {transmittal.items.map((item) => (
          <Text key={item.containerName} style={mailStyles.text}>
            <Link href={item.link} style={mailStyles.link}>
              {item.containerName} {item.revision} ({item.statusCode})
            </Link>
            <br />
            {item.title}, {item.fileName}
          </Text>
        ))}
      </Section>
      <Text style={mailStyles.text}>
        <Link href={transmittal.link} style={mailStyles.link}>
          Open the transmittal and acknowledge receipt
        </Link>
      </Text>
      <Text style={mailStyles.muted}>Files open only on the {company.name} client portal, after you sign in.</Text>
    </MailLayout>,
  );
  return { subject: `${transmittal.number} ${transmittalReasonLabels[transmittal.reason]}: ${transmittal.projectName}`, html, text };
}

/** A client's review, to the project's coordinator. */
export async function reviewMail(review: {
  projectName: string;
  containerName: string;
  revision: string;
  code: ReviewCode;
  comment: string;
  reviewer: string;
  link: string;
}) {
  const excerpt = review.comment.length > 600 ? `${review.comment.slice(0, 600)}…` : review.comment;
  const { html, text } = await renderMail(
    <MailLayout preview={`${review.containerName} ${review.revision}: ${reviewCodeLabels[review.code]}`}>
      <Text style={mailStyles.text}>
        {review.reviewer} reviewed {review.containerName} {review.revision} on {review.projectName}: {reviewCodeLabels[review.code]}.
      </Text>
      {excerpt ? <Text style={{ ...mailStyles.text, whiteSpace: "pre-wrap" }}>{excerpt}</Text> : null}
      <Text style={mailStyles.text}>
        <Link href={review.link} style={mailStyles.link}>
          Open the document
        </Link>
      </Text>
    </MailLayout>,
  );
  return { subject: `Review ${review.code}: ${review.containerName} ${review.revision}`, html, text };
}
