import { describe, expect, it } from "vitest";
import type { GameId } from "../bindings/GameId";
import type { GameStats } from "../bindings/GameStats";
import type { PlayerStats } from "../bindings/PlayerStats";
import type { Stats } from "../bindings/Stats";
import {
  ALL_GAMES,
  colourByName,
  figureShares,
  gameChoices,
  gameRecords,
  playerChoices,
  playerRecords,
  statsQuery,
} from "./statsView";

function record(name: string, game: GameId | typeof ALL_GAMES, plays: number, wins: number): PlayerStats {
  return {
    player_id: name.length,
    name,
    colour: name === "Ann" ? "#e4572e" : "#2e86de",
    game: game === ALL_GAMES ? null : game,
    game_name: game === ALL_GAMES ? "All games" : game,
    plays,
    wins,
    win_rate: plays === 0 ? 0 : wins / plays,
    average_score: null,
    best_score: null,
    worst_score: null,
    last_played: null,
    streak: 0,
    rival: null,
    nemesis: null,
    minutes_played: 0,
    by_year: [],
  };
}

function game(id: GameId, name: string, plays: number): GameStats {
  return {
    game: id,
    game_name: name,
    plays,
    average_winning_score: null,
    longest_minutes: null,
    shortest_minutes: null,
    distribution: [],
    figures: [],
    minutes_played: 0,
    by_player_count: [],
  };
}

const stats: Stats = {
  players: [
    record("Ann", ALL_GAMES, 4, 1),
    record("Bob", ALL_GAMES, 4, 3),
    record("Cy", ALL_GAMES, 2, 1),
    record("Ann", "rickety", 3, 1),
    record("Bob", "rickety", 3, 2),
    record("Bob", "scorepad", 1, 1),
  ],
  games: [game("scorepad", "Scorepad", 1), game("rickety", "Rickety Ships", 3)],
  by_month: [],
};

describe("filter choices", () => {
  it("offers All games first, then the played games by name", () => {
    expect(gameChoices(stats)).toEqual([
      { value: ALL_GAMES, label: "All games" },
      { value: "rickety", label: "Rickety Ships" },
      { value: "scorepad", label: "Scorepad" },
    ]);
  });

  it("offers Everyone first, then each player once, by name", () => {
    expect(playerChoices(stats).map((c) => c.label)).toEqual(["Everyone", "Ann", "Bob", "Cy"]);
  });

  it("sends no filter for All games and Everyone, and the chosen ones otherwise", () => {
    expect(statsQuery(ALL_GAMES, "")).toEqual({});
    expect(statsQuery("rickety", "Ann")).toEqual({ game: "rickety", player: "Ann" });
  });
});

describe("playerRecords", () => {
  it("shows every player's record over all games, best win rate first", () => {
    expect(playerRecords(stats, ALL_GAMES).map((p) => p.name)).toEqual(["Bob", "Cy", "Ann"]);
  });

  it("shows only the chosen game's records", () => {
    expect(playerRecords(stats, "rickety").map((p) => `${p.name} ${p.wins}/${p.plays}`)).toEqual(["Bob 2/3", "Ann 1/3"]);
  });

  it("breaks equal win rates by more wins, so 2 of 4 ranks above 1 of 2", () => {
    const tied: Stats = { players: [record("Cy", ALL_GAMES, 2, 1), record("Ann", ALL_GAMES, 4, 2)], games: [], by_month: [] };
    expect(playerRecords(tied, ALL_GAMES).map((p) => p.name)).toEqual(["Ann", "Cy"]);
  });
});

describe("gameRecords", () => {
  it("shows every game, most played first, or just the chosen one", () => {
    expect(gameRecords(stats, ALL_GAMES).map((g) => g.game)).toEqual(["rickety", "scorepad"]);
    expect(gameRecords(stats, "scorepad").map((g) => g.game)).toEqual(["scorepad"]);
  });
});

describe("figures and colours", () => {
  it("lists a figure's players with the highest total first", () => {
    const figure = {
      label: "Most cannons",
      unit: "count",
      by_player: [
        { name: "Cy", total: 0, plays: 2 },
        { name: "Bob", total: 2, plays: 3 },
        { name: "Ann", total: 2, plays: 3 },
      ],
    };
    expect(figureShares(figure).map((s) => s.name)).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("finds a player's colour by name whatever its case", () => {
    expect(colourByName(stats).get("ann")).toBe("#e4572e");
  });
});
