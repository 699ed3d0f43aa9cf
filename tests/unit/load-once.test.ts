import { describe, expect, it } from "vitest";
import { loadOnce } from "../../server/platform/load-once";

describe("a load done once", () => {
  it("gives every caller, at the same time or later, the one load", async () => {
    let loads = 0;
    const loaded = loadOnce(async () => ++loads);
    expect(await Promise.all([loaded(), loaded(), loaded()])).toEqual([1, 1, 1]);
    expect(await loaded()).toBe(1);
    expect(loads).toBe(1);
  });

  it("tries a failed load again at the next call, and keeps the first that succeeds", async () => {
    let loads = 0;
    const loaded = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error("the module is missing");
      return loads;
    });
    await expect(Promise.all([loaded(), loaded()])).rejects.toThrow("the module is missing");
    expect(await loaded()).toBe(2);
    expect(await loaded()).toBe(2);
    expect(loads).toBe(2);
  });
});
