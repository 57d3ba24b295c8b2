import { describe, expect, it } from "vitest";
import { breakdownText, resultSentence, SCORE_PARTS } from "./result";

describe("the final breakdown (F7)", () => {
  it("adds upgrades, the Flagship and Guide bonuses and tokens, in that order", () => {
    expect(SCORE_PARTS.map((part) => part.label)).toEqual(["Upgrades", "Flagship bonus", "Guide bonus", "VP tokens"]);
    expect(breakdownText({ upgrades: 8, flagship_bonus: 0, guide_bonus: 0, tokens: 9, total: 17 })).toBe(
      "8 + 0 + 0 + 9 = 17",
    );
  });

  it("names the single winner", () => {
    expect(resultSentence([0], ["Ann", "Bob"])).toBe("Ann wins");
  });

  it("calls a tie a draw between the tied", () => {
    expect(resultSentence([0, 2], ["Ann", "Bob", "Cy"])).toBe("Draw: Ann and Cy");
  });

  it("has no result without leaders", () => {
    expect(resultSentence([], ["Ann"])).toBe("No result");
  });
});
