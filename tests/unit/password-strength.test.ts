import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_SCORE, passwordStrength } from "../../contract/password-strength";
import { weakPasswordReason } from "../../server/accounts/passwords/password-policy";
import { accountMessages } from "../../contract/messages/accounts";

describe("the firm's own name as a password", () => {
  it.each([
    "stratum-bim-engineering",
    "Stratum_Bim_Engineering",
    "stratum.bim.engineering1",
    "bim-engineering-stratum",
    "StratumBIM-2024!",
    "Engineering Stratum BIM!!",
  ])("refuses %j as personal, on the meter and on the server", async (password) => {
    const estimate = passwordStrength(password);
    expect(estimate.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(estimate.personal).toBe(true);
    expect(await weakPasswordReason(password, {})).toBe(accountMessages.personalPassword);
  });

  it.each(["Harbour-Lantern-42", "engineering-harbour-lantern-kettle", "correct-horse-battery-staple"])("still accepts %j", async (password) => {
    expect(passwordStrength(password).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(await weakPasswordReason(password, {})).toBeNull();
  });
});
