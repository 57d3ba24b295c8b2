import { describe, expect, it } from "vitest";
import { monthLine, playerCountLine, recentMonths, yearsLine } from "./statsOverTime";

describe("statistics over time in words", () => {
  it("says a month's plays and time", () => {
    expect(monthLine({ month: "2026-10", plays: 3, minutes: 191 })).toBe("3 plays · 3 h 11 min");
    expect(monthLine({ month: "2026-11", plays: 1, minutes: 0.2 })).toBe("1 play · under a minute");
  });

  it("lists the latest months first, at most twelve", () => {
    const months = Array.from({ length: 14 }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, "0")}`, plays: i, minutes: 0 }));
    const recent = recentMonths(months);
    expect(recent).toHaveLength(12);
    expect(recent[0]?.month).toBe("2025-14");
  });

  it("says a player's years newest first and a game's table sizes", () => {
    expect(
      yearsLine([
        { year: 2025, plays: 12, wins: 5 },
        { year: 2026, plays: 1, wins: 1 },
      ]),
    ).toBe("2026: 1 play, 1 win · 2025: 12 plays, 5 wins");
    expect(
      playerCountLine([
        { players: 2, plays: 1, average_score: 7.5 },
        { players: 3, plays: 1, average_score: 11 },
        { players: 4, plays: 2, average_score: null },
      ]),
    ).toBe("2 players: 1 play, average 7.5 · 3 players: 1 play, average 11 · 4 players: 2 plays");
  });
});
