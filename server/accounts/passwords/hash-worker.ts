import "../../platform/stack-traces";
import { scryptSync } from "node:crypto";
import { takeIdlePolicy } from "./idle-policy";

export type HashRequest = { password: string; salt: Uint8Array; n: number; r: number; p: number; keyLength: number; maxmem: number };

takeIdlePolicy();

/** The hashing thread's task: one scrypt. The thread is its own, so the synchronous call holds no one else up. */
export default function hash({ password, salt, n, r, p, keyLength, maxmem }: HashRequest): Uint8Array {
  return scryptSync(password, salt, keyLength, { N: n, r, p, maxmem });
}
