import { describe, expect, it } from "vitest";
import { playDescription } from "./bgstatsPlay";

const played = {
  game: "scorepad" as const,
  game_name: "Scorepad",
  title: "Carcassonne",
  seats: [
    { player_id: 1, name: "Ann", colour: "#e4572e" },
    { player_id: 2, name: "Bob", colour: "#2e86de" },
  ],
  started_at: "2026-12-01T19:00:00.000Z",
  ended_at: "2026-12-01T19:42:00.000Z",
  outcome: { scores: [21, 24], winners: [1] },
};

describe("playDescription", () => {
  it("says what the link carries in words", () => {
    const now = new Date("2026-12-01T21:00:00.000Z");
    const text = playDescription(played, now);
    expect(text.game).toBe("Carcassonne (Scorepad)");
    expect(text.when).toMatch(/^Today, \d\d:00 · 42 min$/);
    expect(text.scores).toBe("Ann 21 · Bob 24");
    expect(text.result).toBe("Bob wins");
  });

  it("names a built-in game once and a shared win by both names", () => {
    const text = playDescription({ ...played, game: "rickety", game_name: "Rickety Ships", title: "", outcome: { scores: [5, 5], winners: [0, 1] } });
    expect(text.game).toBe("Rickety Ships");
    expect(text.result).toBe("Ann and Bob share the win");
  });
});
