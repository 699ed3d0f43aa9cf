import { CSRF_HEADER } from "../../contract/headers";

export type CallResult = { ok: boolean; status: number; body: { success?: boolean; message?: string; user?: unknown; twoFactorRequired?: boolean } };

/** A diagnostic page's call: the exact request of spec 02 §7, with the token the page holds, and every answer read. */
export async function diagnosticCall(method: "GET" | "POST", path: string, token: string, body?: unknown): Promise<CallResult> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", [CSRF_HEADER]: token, ...(method === "GET" && { "Cache-Control": "no-cache" }) },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  const parsed = (await response.json().catch(() => ({}))) as CallResult["body"];
  return { ok: response.ok, status: response.status, body: parsed };
}
