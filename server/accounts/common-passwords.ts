import { readFileSync } from "node:fs";

// SecLists' "10-million-password-list-top-1000" (MIT) plus obvious variants and the firm's own name.
const list = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n").map((line) => line.trim().toLowerCase()).filter(Boolean),
);

/** True for a password on the shipped list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return list.has(password.trim().toLowerCase());
}

export const commonPasswordCount = list.size;
