import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render, toPlainText } from "@react-email/render";
import type { ReactNode } from "react";
import { company } from "../../content/company";

const text = { color: "#0b1726", fontSize: "15px", lineHeight: "24px" };
export const mailStyles = {
  text,
  muted: { ...text, color: "#3b4a5e", fontSize: "13px" },
  link: { color: "#1f58c4" },
  label: { ...text, color: "#3b4a5e", fontSize: "12px", textTransform: "uppercase" as const, letterSpacing: "0.08em", margin: "16px 0 2px" },
};

/** The frame of every message the site sends: the firm's name, the content, nothing that tracks. */
export function MailLayout({ preview, title = company.name, children }: { preview: string; title?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      {/* A document needs a title: mail clients that open the HTML on its own show it. */}
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f5f7fa", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px", padding: "32px" }}>
          <Text style={{ ...text, color: "#0d2a5e", fontSize: "18px", fontWeight: 700, margin: "0 0 16px" }}>{company.name}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e3e8ef", margin: "24px 0 16px" }} />
          <Text style={mailStyles.muted}>
            {company.legalName} · {company.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** HTML and plain-text parts from one React tree; React escapes every visitor-supplied string. */
export async function renderMail(element: React.ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
