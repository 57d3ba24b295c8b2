import { describe, expect, it } from "vitest";
import { afterAgeFive } from "./ageFive.example";
import { ledgerOf, resultLine, turnSeat } from "./ledger";

describe("the VP ledger (W1)", () => {
  it("lists a player's changes newest first", () => {
    expect(ledgerOf(afterAgeFive(), 0).map((e) => [e.turn, e.delta, e.vp])).toEqual([
      [14, -4, 3],
      [9, -2, 7],
      [9, -2, 9],
      [9, 4, 11],
      [6, -1, 7],
      [1, 2, 8],
      [1, 1, 6],
    ]);
  });

  it("knows whose turn a turn number was", () => {
    expect(turnSeat(1, 4)).toBe(0);
    expect(turnSeat(10, 4)).toBe(1);
    expect(turnSeat(5, 4)).toBe(0);
  });
});

describe("the result (W8)", () => {
  it("w8_highest_vp_wins", () => {
    expect(resultLine([1], ["Red", "Blue"], [3, 12])).toBe("Blue wins with 12 VP");
  });

  it("w8_ties_share_the_win", () => {
    expect(resultLine([0, 2], ["Red", "Blue", "Green"], [9, 4, 9])).toBe("Red and Green share the win with 9 VP");
  });
});
