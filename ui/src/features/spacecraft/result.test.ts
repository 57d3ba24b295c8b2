import { describe, expect, it } from "vitest";
import type { SpacecraftBreakdown } from "../../bindings/SpacecraftBreakdown";
import { advancedLineTexts, breakdownText, linePoints, resultSentence, scoreLines } from "./result";

function score(over: Partial<SpacecraftBreakdown>): SpacecraftBreakdown {
  return { launch: 0, plan: 0, goal: 0, goal_count: 0, projects: 0, advanced: [], total: 0, unused_scrap: 0, ...over };
}

const agata = score({ launch: 5, plan: 5, goal: 7, goal_count: 1, projects: 40, total: 57, unused_scrap: 1 });
const piotrek = score({ goal: 7, goal_count: 1, projects: 12, total: 19, unused_scrap: 3 });
const names = ["Agata", "Piotrek"];

describe("the breakdown (S8)", () => {
  it("s8_basic_adds_launch_plan_goal_and_projects", () => {
    expect(scoreLines("basic").map((l) => l.label)).toEqual(["Launch card", "Plan fulfilled", "Personal goal", "Project cards"]);
    expect(breakdownText(agata, "basic")).toBe("5 + 5 + 7 + 40 = 57");
  });

  it("s8_advanced_adds_each_marked_card", () => {
    const s = score({
      launch: 10,
      plan: 5,
      goal: 7,
      advanced: [
        { card: "50", target: { type: "colour", colour: "gold" }, per_part: 2, parts: 2, points: 4 },
        { card: "53", target: { type: "kind", kind: "nose" }, per_part: 7, parts: 1, points: 7 },
      ],
      total: 33,
    });
    expect(scoreLines("advanced").map((l) => l.line)).toEqual(["launch", "plan", "goal", "advanced"]);
    expect(linePoints(s, "advanced")).toBe(11);
    expect(advancedLineTexts(s)).toEqual(["2 per gold part × 2 = 4", "7 per nose × 1 = 7"]);
  });
});

describe("the result (S8 ties)", () => {
  it("s8_names_the_winner", () => {
    expect(resultSentence([0], names, [agata, piotrek])).toBe("Agata wins");
  });

  it("s8_a_tie_on_points_goes_to_more_unused_scrap", () => {
    const a = score({ total: 40, unused_scrap: 1 });
    const b = score({ total: 40, unused_scrap: 3 });
    expect(resultSentence([1], names, [a, b])).toBe("Piotrek wins on unused scrap (3 to 1) after a tie at 40 points");
  });

  it("s8_still_tied_the_win_is_shared", () => {
    const a = score({ total: 40, unused_scrap: 2 });
    expect(resultSentence([0, 1], names, [a, a])).toBe("Agata and Piotrek share the win: 40 points and 2 unused scrap tiles each");
  });
});
