import { describe, expect, it } from "vitest";
import type { RicketyRoundPlayer } from "../../bindings/RicketyRoundPlayer";
import type { RicketyRoundView } from "../../bindings/RicketyRoundView";
import { explainRound, VP_CATEGORIES } from "./vpExplanation";

const player = (
  totals: [number, number, number, number],
  vp: Partial<RicketyRoundPlayer["vp"]> = {},
): RicketyRoundPlayer => {
  const awards = { done: 0, rockets: 0, cannons: 0, crew_cargo: 0, battery: 0, ...vp };
  return {
    totals: { rockets: totals[0], cannons: totals[1], crew_cargo: totals[2], battery: totals[3] },
    vp: awards,
    round_vp: Object.values(awards).reduce((a, b) => a + b, 0),
  };
};

const round = (players: RicketyRoundPlayer[], doneFirst: number | null = null): RicketyRoundView => ({
  round: 1,
  done_first: doneFirst,
  cells: players.map(() => []),
  report: { players, warnings: [] },
});

describe("explainRound", () => {
  // R10, the rulebook's diagram 5: player 1 finished first; rockets 9 and 9;
  // cannons 12 and 11; crew/cargo 5 and 7; battery packs 7 and 12.
  const diagram5 = round(
    [player([9, 12, 5, 7], { done: 1, cannons: 1 }), player([9, 11, 7, 12], { crew_cargo: 1, battery: 1 })],
    0,
  );

  it("explains the rulebook's worked example (R10) award by award", () => {
    expect(explainRound(diagram5, ["Ann", "Bob"]).map((line) => line.sentence)).toEqual([
      "Done first: Ann called “done” first",
      "Rockets: tie at 9 — nobody",
      "Cannons: Ann wins with 12 (Bob 11)",
      "Crew & cargo: Bob wins with 7 (Ann 5)",
      "Battery packs: Bob wins with 12 (Ann 7)",
    ]);
  });

  it("names the winning seat, or null when a tie awards nobody (R8)", () => {
    expect(explainRound(diagram5, ["Ann", "Bob"]).map((line) => line.winner)).toEqual([0, null, 0, 1, 1]);
  });

  it("says a highest total of 0 awards nobody, and a stopped round has no done VP", () => {
    const lines = explainRound(round([player([0, 3, 2, 0], { crew_cargo: 1 }), player([0, 3, 0, 1], { battery: 1 })]), ["Ann", "Bob"]);
    expect(lines.map((line) => line.verdict)).toEqual([
      "nobody called “done” — building was stopped",
      "all at 0 — nobody",
      "tie at 3 — nobody",
      "Ann wins with 2 (Bob 0)",
      "Bob wins with 1 (Ann 0)",
    ]);
  });

  it("names who tied when only some players share the highest total", () => {
    const lines = explainRound(round([player([4, 0, 0, 0]), player([1, 0, 0, 0]), player([4, 0, 0, 0])]), [
      "Ann",
      "Bob",
      "Cy",
    ]);
    expect(lines[1]?.sentence).toBe("Rockets: tie at 4 between Ann and Cy — nobody");
  });

  it("lists every other player's total beside the winner's", () => {
    const lines = explainRound(
      round([player([0, 0, 0, 1]), player([0, 0, 0, 3], { battery: 1 }), player([0, 0, 0, 2])]),
      ["Ann", "Bob", "Cy"],
    );
    expect(lines[4]?.sentence).toBe("Battery packs: Bob wins with 3 (Ann 1, Cy 2)");
  });

  it("follows the backend's award rather than recomputing it", () => {
    // Whatever the totals say, the VP shown is the one the backend froze.
    const lines = explainRound(round([player([1, 0, 0, 0]), player([2, 0, 0, 0], { rockets: 1 })]), ["Ann", "Bob"]);
    expect(lines[1]?.winner).toBe(1);
  });

  it("does not invent a winner the backend did not award", () => {
    const lines = explainRound(round([player([1, 0, 0, 0]), player([0, 0, 0, 0])]), ["Ann", "Bob"]);
    expect(lines[1]?.verdict).toBe("Ann has 1, but no VP was awarded");
  });

  it("calls an unnamed seat by its number", () => {
    expect(explainRound(diagram5, ["Ann"])[3]?.sentence).toBe("Crew & cargo: Player 2 wins with 7 (Ann 5)");
  });
});

describe("VP_CATEGORIES", () => {
  it("holds R8's five awards in the rulebook's order", () => {
    expect(VP_CATEGORIES.map((c) => c.key)).toEqual(["done", "rockets", "cannons", "crew_cargo", "battery"]);
  });
});
