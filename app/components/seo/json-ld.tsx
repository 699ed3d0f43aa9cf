/** Structured data in the prerendered HTML; `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
