import { describe, expect, it } from "vitest";
import { LINK_LIFETIME } from "../../contract/constants";
import { durationInWords } from "../../contract/duration-words";

describe("durationInWords", () => {
  it("states each mailed link's lifetime as the mails and pages always have", () => {
    expect(durationInWords(LINK_LIFETIME.resetMs)).toBe("1 hour");
    expect(durationInWords(LINK_LIFETIME.welcomeMs)).toBe("72 hours");
    expect(durationInWords(LINK_LIFETIME.verifyEmailMs)).toBe("48 hours");
    expect(durationInWords(LINK_LIFETIME.emailChangeConfirmMs)).toBe("24 hours");
    expect(durationInWords(LINK_LIFETIME.emailChangeUndoMs)).toBe("7 days");
    expect(durationInWords(LINK_LIFETIME.newsletterConfirmMs)).toBe("7 days");
  });

  it("falls back to minutes, never to zero", () => {
    expect(durationInWords(15 * 60_000)).toBe("15 minutes");
    expect(durationInWords(60_000)).toBe("1 minute");
    expect(durationInWords(1000)).toBe("1 minute");
    expect(durationInWords(90 * 60_000)).toBe("90 minutes");
  });
});
