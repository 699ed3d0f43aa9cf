import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** Shared by the server's rule and the forms' meter; the browser loads it only on the register and password screens. */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** zxcvbn's 0-4 scale: 3 means "safely unguessable" against an online attack with some throttling. */
export const MIN_PASSWORD_SCORE = 3;
// The firm's own name is the first thing an attacker targeting its clients would try.
const FIRM_WORDS = ["stratum", "stratumbim", "stratum bim", "stratum bim & engineering", "bim", "engineering"];
// Joined by separators its parts score as several words; a password that is nothing else is refused outright.
const FIRM_NAME_PARTS = ["engineering", "stratum", "bim"];
const MIN_OWN_LETTERS = 4;

/** The firm's name in any order, case or separators, with at most a few letters of the visitor's own besides digits and symbols. */
function isFirmNameOnly(password: string): boolean {
  const lower = password.toLowerCase();
  const rest = FIRM_NAME_PARTS.reduce((left, part) => left.replaceAll(part, ""), lower);
  return rest !== lower && rest.replace(/[^\p{L}]/gu, "").length < MIN_OWN_LETTERS;
}

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; personal: boolean; suggestion: string | null };

/** How guessable `password` is, counting the account's own username and email and the firm's name as known words. */
export function passwordStrength(password: string, personal: { username?: string; email?: string } = {}): PasswordStrength {
  if (isFirmNameOnly(password)) return { score: 0, personal: true, suggestion: "Avoid our firm's name." };
  const inputs = [...FIRM_WORDS];
  if (personal.username) inputs.push(personal.username);
  if (personal.email) inputs.push(personal.email, personal.email.split("@")[0] ?? "");
  const result = estimator.check(password, inputs.filter(Boolean));
  const usesPersonal = result.sequence.some((match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs");
  return {
    score: result.score,
    personal: usesPersonal,
    suggestion: result.feedback.warning ?? result.feedback.suggestions[0] ?? null,
  };
}
