/**
 * What free text may hold. Control characters (C0 and C1) are refused, though a message keeps line breaks and tabs
 * and a single line also refuses U+2028/U+2029; so are the bidirectional overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), which make a name or subject read differently from what it holds ("Trojan Source").
 * Refused, never stripped, so the sender sees why and nothing is stored that differs from what was sent.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is how they are refused.
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
export const CONTROL_CHARACTERS_MESSAGE = "Please remove unsupported control characters";
