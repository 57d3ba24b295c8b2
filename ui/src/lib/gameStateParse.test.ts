import { describe, expect, it } from "vitest";
import { parseGameState } from "./gameStateParse";

describe("parseGameState", () => {
  it("hands back the checked state", () => {
    expect(parseGameState(2, (n) => n * 3)).toEqual({ state: 6, problem: null });
  });

  it("turns a thrown Error into its message", () => {
    const parsed = parseGameState("x", () => {
      throw new Error("not a scorepad state");
    });
    expect(parsed).toEqual({ state: null, problem: "not a scorepad state" });
  });

  it("turns anything else thrown into text", () => {
    const parsed = parseGameState("x", () => {
      throw 42;
    });
    expect(parsed).toEqual({ state: null, problem: "42" });
  });
});
