import { company, companyFacts } from "../../content/company";
import { group } from "../../server/platform/regex-group";

/** A statement of a company fact that differs from content/company.ts, with a little context. */
export type Contradiction = { fact: string; found: string };

const digits = (value: string) => value.replace(/[^\d.]/g, "");
const ALLOWED_ADDRESSES = new Set([companyFacts.email, company.privacyEmail, company.dpoEmail]);

// Block boundaries become a break no pattern crosses, so the value of one stat tile never pairs with the next tile's label.
const BLOCK = /<\/?(?:div|li|p|h[1-6]|td|th|tr|dl|ul|ol|section|article|header|footer|nav|main|table|br)\b[^>]*>/gi;

/** Markup to plain text: inline tags become spaces, blocks a break; meta and link values are kept, JSON escapes decoded. */
export function pageText(html: string): string {
  const decoded = html.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const attributes = [...decoded.matchAll(/\s(?:content|href|alt|title)="([^"]*)"/g)].map((m) => m[1]);
  // Addresses inside markup that script data carries (href=\"mailto:…\") would go with the tags.
  const addresses = decoded.match(/[\w.+-]+@stratumbim\.com/gi) ?? [];
  return `${decoded} | ${attributes.join(" | ")} | ${addresses.join(" | ")}`
    .replace(BLOCK, " | ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&ndash;|&#x2013;|–|—/g, "-")
    .replace(/\s+/g, " ");
}

type Rule = { fact: string; pattern: RegExp; ok: (match: RegExpMatchArray) => boolean };

const WORDS = String.raw`(?:[\w-]+\s+){0,3}`;
const rules: Rule[] = [
  {
    fact: "projectsDelivered",
    pattern: new RegExp(String.raw`(?:more than\s+)?(\d[\d,]*)(\+?)\s*${WORDS}projects?\b`, "gi"),
    // Only claims about the firm's record: "1,200+ projects", "more than 1,200 projects"; not "three projects".
    ok: (m) => !(m[2] || /more than/i.test(m[0])) || digits(group(m, 1)) === digits(companyFacts.projectsDelivered),
  },
  // A stat tile's label then its value, closed by the tile's end.
  {
    fact: "projectsDelivered",
    pattern: /\bprojects?(?: [A-Za-z-]+){0,3} (\d[\d,]*)\+ \|/gi,
    ok: (m) => digits(group(m, 1)) === digits(companyFacts.projectsDelivered),
  },
  { fact: "countries", pattern: /(\d+)\+?\s*countries|\bcountries(?: [A-Za-z-]+){0,2} (\d+)\+ \|/gi, ok: (m) => `${m[1] ?? m[2]}+` === companyFacts.countries },
  {
    fact: "clientRetention",
    pattern: new RegExp(String.raw`(\d+(?:\.\d+)?)%\s*${WORDS}retention|retention(?:\s+rate)?(?:\s+of)?\s+(\d+(?:\.\d+)?)%`, "gi"),
    ok: (m) => `${m[1] ?? m[2]}%` === companyFacts.clientRetention,
  },
  // The ceiling is never an average: no figure may be called one.
  { fact: "savings (average)", pattern: /\d+(?:-\d+)?%\s*(?:average|mean)\b|average\s+(?:cost\s+)?savings?\s+(?:of\s+)?\d+%/gi, ok: () => false },
  {
    fact: "savings (ceiling)",
    pattern: /up to\s*(\d+)%\s*(?:lower|less|savings?|cost|cheaper)?/gi,
    ok: (m) => !m[0].match(/lower|less|saving|cost|cheaper/i) || `${m[1]}%` === companyFacts.savings.ceiling,
  },
  {
    fact: "savings (ceiling)",
    pattern: /(?:costs?|savings?|save|cut|reduce)\w*\s+(?:[\w-]+\s+){0,4}by up to\s+(\d+)%/gi,
    ok: (m) => `${m[1]}%` === companyFacts.savings.ceiling,
  },
  {
    fact: "savings (typical)",
    pattern: /(\d+-\d+)%\s*(?:lower|less|below|savings?|cost reduction)\b/gi,
    ok: (m) => `${m[1]}%` === companyFacts.savings.typical,
  },
  {
    fact: "savings (typical)",
    pattern: /(?:save|saving|savings|cut|cuts|reduce|reduces|spend)\s+(?:[\w-]+\s+){0,5}by\s+(\d+-\d+)%/gi,
    ok: (m) => `${m[1]}%` === companyFacts.savings.typical,
  },
  { fact: "supportHours", pattern: /24\s*\/\s*7|24\s*x\s*7|round[- ]the[- ]clock|around the clock/gi, ok: () => false },
  {
    fact: "supportHours",
    pattern: /Mon(?:day)?\s*-\s*Fri(?:day)?,?\s+(\d{1,2}(?::\d{2})?\s*[AP]M\s*-\s*\d{1,2}(?::\d{2})?\s*[AP]M)(?:\s*\(?([A-Z]{2,4})\b)?/g,
    ok: (m) => m[1] === companyFacts.supportHours.text.replace(/^\S+\s+/, "") && (m[2] === undefined || m[2] === companyFacts.supportHours.timeZone),
  },
  {
    fact: "supportHours",
    pattern: /"opens":"(\d{2}:\d{2})[^"]*","closes":"(\d{2}:\d{2})/g,
    ok: (m) => m[1] === companyFacts.supportHours.opens && m[2] === companyFacts.supportHours.closes,
  },
  // Spec 01 §9: whoever replies, answers or contacts does so within the promised time, never another.
  {
    fact: "replyWithin",
    pattern: /\b(?:repl(?:y|ies|ied)|answer(?:s|ed)?|contacts? you|respon(?:se|ds?))\b[^.|]{0,60}?\bwithin (\d+) hours/gi,
    ok: (m) => `${m[1]} hours` === companyFacts.replyWithin,
  },
  { fact: "email", pattern: /[\w.+-]+@stratumbim\.com/gi, ok: (m) => ALLOWED_ADDRESSES.has(m[0].toLowerCase() as typeof companyFacts.email) },
];

/** Every statement in the text of a company fact that is not the one in companyFacts. */
export function contradictions(text: string): Contradiction[] {
  const found: Contradiction[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      if (!rule.ok(match)) {
        const at = match.index ?? 0;
        found.push({ fact: rule.fact, found: text.slice(Math.max(0, at - 40), at + match[0].length + 20).trim() });
      }
    }
  }
  return found;
}
