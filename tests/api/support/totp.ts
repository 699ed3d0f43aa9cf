import { Secret, TOTP } from "otpauth";

/** The code an authenticator app would show for this secret, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp: Date.now() + steps * 30_000 });
}
