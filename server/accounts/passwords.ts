import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { PASSWORD_MAX, passwordLength } from "../../contract/accounts";

// N=2^17, r=8, p=1: OWASP's scrypt floor; 128 MiB per hash, so maxmem is raised above it.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key)));
}

/** Returns "scrypt$N$r$p$salt$hash"; the work factors travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  if (passwordLength(password) > PASSWORD_MAX) throw new Error("password too long");
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (passwordLength(password) > PASSWORD_MAX) return false;
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: lets an unknown username cost the same time as a wrong password. */
export const decoyHash = hashPassword(randomBytes(16).toString("hex"));
