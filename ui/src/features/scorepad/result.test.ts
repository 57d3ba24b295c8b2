import { describe, expect, it } from "vitest";
import type { ScorepadState } from "../../bindings/ScorepadState";
import { outcomeDiffers, padResult, tiedForTheWin, winRuleLine } from "./result";

const state = () => ({
  title: "Carcassonne",
  win: "highest",
  players: ["Ann", "Bob"],
  rounds: [
    [10, null],
    [-2, 7],
  ],
  running: [
    [10, 0],
    [8, 7],
  ],
  totals: [8, 7],
  leaders: [0],
  teams: [] as number[],
  team_totals: [] as number[],
  chosen: [] as number[],
  cooperative_won: null as boolean | null,
  tie_breaks: [] as number[][],
  places: [] as number[],
});

describe("the win rule on screen", () => {
  const pad = (over: Partial<ScorepadState>): ScorepadState => ({ ...state(), ...over }) as ScorepadState;

  it("says how the game is won, and that it is played in teams", () => {
    expect(winRuleLine(pad({}))).toBe("highest total wins");
    expect(winRuleLine(pad({ win: "chosen" }))).toBe("the table names the winner");
    expect(winRuleLine(pad({ win: "cooperative" }))).toBe("cooperative: win or lose together");
    expect(winRuleLine(pad({ win: "lowest", teams: [1, 2] }))).toBe("lowest total wins · in teams");
  });

  it("offers a tie-break only for a tie for the win on totals, not yet broken", () => {
    expect(tiedForTheWin(pad({ leaders: [0, 1] }))).toEqual([0, 1]);
    expect(tiedForTheWin(pad({ leaders: [0] }))).toEqual([]);
    expect(tiedForTheWin(pad({ leaders: [0, 1], places: [1, 2] }))).toEqual([]);
    expect(tiedForTheWin(pad({ leaders: [0, 1], teams: [1, 2] }))).toEqual([]);
    expect(tiedForTheWin(pad({ leaders: [0, 1], win: "chosen" }))).toEqual([]);
  });
});

describe("padResult", () => {
  const pad = (over: Partial<ScorepadState>): ScorepadState => ({ ...state(), ...over }) as ScorepadState;
  const names = ["Ann", "Bob"];

  it("says a cooperative table won or lost together", () => {
    expect(padResult(pad({ win: "cooperative", cooperative_won: true }), [0, 1], names, false)).toBe("The table won together");
    expect(padResult(pad({ win: "cooperative", cooperative_won: false }), [], names, false)).toBe("The table lost together");
    expect(padResult(pad({ win: "cooperative" }), [], names, false)).toMatch(/did not say/);
  });

  it("names the winners, or says none was named or entered", () => {
    expect(padResult(pad({}), [1], names, false)).toBe("Bob wins");
    expect(padResult(pad({ win: "chosen" }), [], names, false)).toBe("No winner was named");
    expect(padResult(pad({}), [], names, false)).toBe("No winner: no score was entered");
    expect(padResult(pad({}), [], names, true)).toBe("Nobody won");
  });
});

describe("outcomeDiffers", () => {
  const pad = (over: Partial<ScorepadState>): ScorepadState => ({ ...state(), ...over }) as ScorepadState;

  it("sees a correction of the scores, the winners or the places, and nothing when none was made", () => {
    expect(outcomeDiffers({ scores: [8, 7], winners: [0] }, pad({}))).toBe(false);
    expect(outcomeDiffers({ scores: [8, 9], winners: [0] }, pad({}))).toBe(true);
    expect(outcomeDiffers({ scores: [8, 7], winners: [1] }, pad({}))).toBe(true);
    expect(outcomeDiffers({ scores: [8, 7], winners: [0], places: [1, 2] }, pad({}))).toBe(true);
  });
});
