import { describe, expect, it } from "vitest";
import {
  bucketLabel,
  figureValue,
  formatPercent,
  formatScore,
  nemesisText,
  NO_VALUE,
  playsText,
  rivalText,
  streakKind,
  streakText,
} from "./statsText";

describe("formatPercent", () => {
  it("writes a win rate as a whole percentage", () => {
    expect(formatPercent(0.5)).toBe("50%");
    expect(formatPercent(2 / 3)).toBe("67%");
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("keeps a rate inside 0–100% and shows a dash for a broken one", () => {
    expect(formatPercent(1.2)).toBe("100%");
    expect(formatPercent(Number.NaN)).toBe(NO_VALUE);
  });
});

describe("formatScore", () => {
  it("shows whole scores as they are and averages to one decimal", () => {
    expect(formatScore(42)).toBe("42");
    expect(formatScore(12.46)).toBe("12.5");
    expect(formatScore(-3.04)).toBe("-3");
  });

  it("shows a dash when no score was entered", () => {
    expect(formatScore(null)).toBe(NO_VALUE);
  });
});

describe("streakText", () => {
  it("counts wins in a row up to the latest play", () => {
    expect(streakText(3)).toBe("3 wins in a row");
    expect(streakText(1)).toBe("Won the last game");
  });

  it("counts plays without a win, singular for one", () => {
    expect(streakText(-4)).toBe("4 games without a win");
    expect(streakText(-1)).toBe("1 game without a win");
  });

  it("shows a dash and no kind for a player who never played", () => {
    expect(streakText(0)).toBe(NO_VALUE);
    expect(streakKind(0)).toBe("none");
    expect(streakKind(2)).toBe("wins");
    expect(streakKind(-2)).toBe("losses");
  });
});

describe("rivals", () => {
  it("names the favourite rival with how often they played together", () => {
    expect(rivalText({ name: "Bob", times: 5 })).toBe("Bob · 5 games together");
    expect(rivalText({ name: "Bob", times: 1 })).toBe("Bob · 1 game together");
    expect(rivalText(null)).toBe(NO_VALUE);
  });

  it("says who beat whom, and how often, for the nemesis", () => {
    expect(nemesisText({ name: "Cy", times: 3 }, "Ann")).toBe("Cy beat Ann 3 times");
    expect(nemesisText({ name: "Cy", times: 1 }, "Ann")).toBe("Cy beat Ann 1 time");
    expect(nemesisText(null, "Ann")).toBe(NO_VALUE);
  });
});

describe("counts and labels", () => {
  it("says 1 play, 2 plays", () => {
    expect(playsText(1)).toBe("1 play");
    expect(playsText(2)).toBe("2 plays");
  });

  it("labels a one-score bucket by its score and a range with an en dash", () => {
    expect(bucketLabel({ from: 12, to: 12, count: 3 })).toBe("12");
    expect(bucketLabel({ from: -5, to: 4, count: 1 })).toBe("-5–4");
  });

  it("writes a counted figure as times out of games played, a points figure as points", () => {
    expect(figureValue({ name: "Ann", total: 3, plays: 5 }, "count")).toBe("3 of 5 games");
    expect(figureValue({ name: "Ann", total: 1, plays: 1 }, "count")).toBe("1 of 1 game");
    expect(figureValue({ name: "Ann", total: 42, plays: 5 }, "points")).toBe("42 pts");
  });
});
