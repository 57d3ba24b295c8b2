import { describe, expect, it } from "vitest";
import { goalPoints, goalScoreLine, goalShort, goalText, occurrencesFromReport, occurrencesOf } from "./goals";

describe("personal goals (S6)", () => {
  it("s6_has_the_eight_goals_with_their_points", () => {
    expect(goalText(1)).toBe("7 per pair of identical wings on the two sides of one hull");
    expect(goalText(8)).toBe("9 per pair of identical noses on two hulls joined through one connector");
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(goalPoints)).toEqual([7, 7, 4, 7, 5, 4, 5, 9]);
    expect(goalShort(2)).toBe("Goal 2: nose + engine, same colour (7)");
  });

  it("s6_counts_a_goal_as_often_as_it_occurs", () => {
    expect(occurrencesOf(2, [0, 3, 0, 0, 0, 0, 0, 0])).toBe(3);
    expect(goalScoreLine(2, 3)).toBe("3 × 7 = 21");
    expect(goalScoreLine(8, 0)).toBe("0 × 9 = 0");
  });

  it("reads the check report's goals keyed 1 to 8", () => {
    expect(occurrencesFromReport({ "1": 1, "2": 0, "8": 2 })).toEqual([1, 0, 0, 0, 0, 0, 0, 2]);
  });
});
