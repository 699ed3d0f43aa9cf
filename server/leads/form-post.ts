/** The fields a native (pre-JavaScript) form post may carry; anything else is dropped before validation. */
const TEXT_FIELDS = [
  "form",
  "fullName",
  "name",
  "email",
  "phone",
  "company",
  "subject",
  "service",
  "serviceType",
  "message",
  "hp_check",
  "formStamp",
  "page",
] as const;

/**
 * A lead form posted by the browser itself (before or without the page's code) as
 * application/x-www-form-urlencoded, turned into the JSON body the same schema checks. Empty optional
 * fields are absent, as the script's forms send them; a ticked box is true.
 */
export function leadFromFormPost(raw: string): Record<string, unknown> {
  const params = new URLSearchParams(raw);
  const body: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    const value = params.get(key);
    if (value !== null && value !== "") body[key] = value;
  }
  for (const box of ["privacy", "newsletter"]) if (params.has(box)) body[box] = true;
  const shownAt = Number(params.get("shownAt"));
  if (Number.isSafeInteger(shownAt) && shownAt > 0) body.shownAt = shownAt;
  return body;
}

export const FORM_POST = "application/x-www-form-urlencoded";
