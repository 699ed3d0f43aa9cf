import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { company } from "../../../content/company";
import { MailLayout, mailStyles, renderMail } from "../../platform/mail-layout";
import type { DigestProject } from "./weekly-digest";

const list = (label: string, items: string[]) =>
  items.length === 0 ? null : (
    <>
      <Text style={mailStyles.label}>{label}</Text>
      {items.map((item) => (
        <Text key={item} style={{ ...mailStyles.text, margin: "2px 0" }}>
          • {item}
        </Text>
      ))}
    </>
  );

/** Monday's summary for one client: per active project, last week's progress and the next two weeks. */
export async function weeklyDigestMail(digest: { name: string; week: string; projects: DigestProject[]; preferences: string }) {
  const { html, text } = await renderMail(
    <MailLayout preview={`Your projects this week: ${digest.projects.map((p) => p.name).join(", ")}`}>
      <Text style={mailStyles.text}>Hello {digest.name},</Text>
      <Text style={mailStyles.text}>Here is where your projects with {company.name} stand this week.</Text>
      {digest.projects.map((project) => (
        <Section key={project.link} style={{ borderTop: "1px solid #d6deea", marginTop: "12px", paddingTop: "4px" }}>
          <Text style={{ ...mailStyles.text, fontWeight: 700 }}>
            <Link href={project.link} style={mailStyles.link}>
              {project.name}
            </Link>
          </Text>
          {list("Milestones done last week", project.done)}
          {list("Issued to you last week", project.issued)}
          {list("Due in the next two weeks", project.dueSoon)}
          {project.waitingForYou > 0 && (
            <Text style={mailStyles.text}>
              {project.waitingForYou === 1 ? "One question waits" : `${project.waitingForYou} questions wait`} for your answer on the project page.
            </Text>
          )}
        </Section>
      ))}
      <Text style={mailStyles.muted}>
        You get this digest on Monday mornings. To stop it or change its time zone, open{" "}
        <Link href={digest.preferences} style={mailStyles.link}>
          your mail preferences
        </Link>
        .
      </Text>
    </MailLayout>,
  );
  return { subject: `Your projects this week (${digest.week})`, html, text };
}
