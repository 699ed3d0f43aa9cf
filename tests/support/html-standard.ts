import { HtmlValidate } from "html-validate";
import { parse } from "node-html-parser";

// Issue 21 item 21: the HTML standard's own rules (html-validate:standard) and a whole document's (a doctype, a
// <title>, labels, ids that references point to), as the W3C Nu validator reads them. Off: Subresource Integrity
// (the Nu validator does not require it for same-origin files) and the first heading's level (a Nu warning, not an error).
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": "off", "heading-level": "off" },
});

/** A description list names each term before its value (html-validate does not check the order; the Nu validator does). */
function termsBeforeValues(html: string): string[] {
  return parse(html)
    .querySelectorAll("dl, dl > div")
    .flatMap((group) => {
      const tags = group.children.map((child) => child.tagName).filter((tag) => tag === "DT" || tag === "DD");
      if (tags.length === 0 || (tags[0] === "DT" && tags.at(-1) === "DD")) return [];
      return [`dl: a group starts with <${tags[0]?.toLowerCase()}> and ends with <${tags.at(-1)?.toLowerCase()}>: "${group.text.trim().slice(0, 60)}"`];
    });
}

/** Every error a validator reports for one document, as `name: rule: message (where)` lines. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  const found = report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${name}: ${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`),
  );
  return [...found, ...termsBeforeValues(html).map((problem) => `${name}: ${problem}`)];
}
