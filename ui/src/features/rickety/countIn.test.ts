import { describe, expect, it } from "vitest";
import { COUNT_IN_MS, countInNumber, msUntilNextNumber } from "./countIn";

describe("countInNumber", () => {
  it.each([
    [0, 3],
    [999, 3],
    [1000, 2],
    [1999, 2],
    [2000, 1],
    [2999, 1],
    [3000, 0],
    [12_000, 0],
  ])("%d ms after Go shows %d (0 = the round starts)", (elapsed, shown) => {
    expect(countInNumber(elapsed)).toBe(shown);
  });

  it("shows 3 for a clock that ran backwards a little", () => {
    expect(countInNumber(-5)).toBe(3);
  });

  it("takes three seconds in all", () => {
    expect(COUNT_IN_MS).toBe(3000);
  });
});

describe("msUntilNextNumber", () => {
  it("waits for the rest of the current second", () => {
    expect(msUntilNextNumber(0)).toBe(1000);
    expect(msUntilNextNumber(250)).toBe(750);
    expect(msUntilNextNumber(2999)).toBe(1);
  });

  it("does not wait once the count-in is over", () => {
    expect(msUntilNextNumber(3000)).toBe(0);
  });
});
