import { readFileSync } from "node:fs";
import path from "node:path";

// Resolved from the working directory, as the blog is: the server also runs as a bundle in build/server.
// SecLists' "10-million-password-list-top-1000" (MIT) plus obvious variants and the firm's own name.
const list = new Set(
  readFileSync(path.resolve("server/accounts/passwords/common-passwords.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** True for a password on the shipped list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return list.has(password.trim().toLowerCase());
}
