import { describe, expect, it } from "vitest";
import { joinNames, winnerNames, winnerSentence } from "./winnerSentence";

describe("winnerSentence", () => {
  it("names a single winner: 'Ann wins'", () => {
    expect(winnerSentence(["Ann"])).toBe("Ann wins");
  });

  it("says two tied players share the win (SP5: ties are shared wins)", () => {
    expect(winnerSentence(["Ann", "Bob"])).toBe("Ann and Bob share the win");
  });

  it("lists three or more sharing winners with commas and a final 'and'", () => {
    expect(winnerSentence(["Ann", "Bob", "Cy"])).toBe("Ann, Bob and Cy share the win");
    expect(winnerSentence(["A", "B", "C", "D"])).toBe("A, B, C and D share the win");
  });

  it("says nobody won when no score was entered, instead of an empty sentence", () => {
    expect(winnerSentence([])).toBe("No winner: no score was entered");
  });
});

describe("joinNames", () => {
  it("joins nothing into an empty string and one name into itself", () => {
    expect(joinNames([])).toBe("");
    expect(joinNames(["Ann"])).toBe("Ann");
  });
});

describe("winnerNames", () => {
  it("maps winning seats to names in the order the backend gave them", () => {
    expect(winnerNames([2, 0], ["Ann", "Bob", "Cy"])).toEqual(["Cy", "Ann"]);
  });

  it("skips a seat number outside the table rather than printing 'undefined'", () => {
    expect(winnerNames([1, 5], ["Ann", "Bob"])).toEqual(["Bob"]);
  });
});
