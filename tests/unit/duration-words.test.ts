import { describe, expect, it } from "vitest";
import { FORM_STAMP, LINK_LIFETIME, PROMISE, SERVICE_REDIRECT_MS, SESSION } from "../../contract/constants";
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

  it("falls back to minutes, then seconds, never to zero", () => {
    expect(durationInWords(15 * 60_000)).toBe("15 minutes");
    expect(durationInWords(60_000)).toBe("1 minute");
    expect(durationInWords(90 * 60_000)).toBe("90 minutes");
    expect(durationInWords(SERVICE_REDIRECT_MS)).toBe("5 seconds");
    expect(durationInWords(1000)).toBe("1 second");
    expect(durationInWords(200)).toBe("1 second");
  });

  it("states the promises, sessions and the time trap as the specs and the Cookie Policy word them", () => {
    expect(durationInWords(PROMISE.replyMs)).toBe("24 hours");
    expect(durationInWords(PROMISE.assessmentMs)).toBe("48 hours");
    expect(durationInWords(SESSION.rememberMs)).toBe("30 days");
    expect(durationInWords(SESSION.twoStepPendingMs)).toBe("5 minutes");
    expect(durationInWords(FORM_STAMP.minFillMs)).toBe("3 seconds");
    expect(durationInWords(FORM_STAMP.lifetimeMs)).toBe("12 hours");
  });
});
