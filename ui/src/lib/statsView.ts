/**
 * Choosing what the statistics screen shows from the backend's `Stats`:
 * the filter choices, the players at the chosen game (or "All games")
 * best record first, a game figure's players best first, and each name's
 * colour. The numbers themselves are the backend's; the wording is
 * `statsText.ts`'s.
 */

import type { FigureShare } from "../bindings/FigureShare";
import type { FigureTotal } from "../bindings/FigureTotal";
import type { GameId } from "../bindings/GameId";
import type { GameStats } from "../bindings/GameStats";
import type { PlayerStats } from "../bindings/PlayerStats";
import type { Stats } from "../bindings/Stats";
import type { StatsQuery } from "../bindings/StatsQuery";

/** The game filter's choice of every game (a record over every game has no `game`). */
export const ALL_GAMES = "all" as const;

/** The record's game as the filter names it. */
const filterOf = (game: GameId | null): GameId | typeof ALL_GAMES => game ?? ALL_GAMES;

export interface Choice {
  value: string;
  label: string;
}

/** A game filter's choice: a game, or every game. */
export interface GameChoice {
  value: GameId | typeof ALL_GAMES;
  label: string;
}

const byName = (a: string, b: string): number => a.localeCompare(b, undefined, { sensitivity: "base" });

/** "All games" then every game with a finished session, by name. */
export function gameChoices(stats: Stats): GameChoice[] {
  const games = [...stats.games].sort((a, b) => byName(a.game_name, b.game_name));
  return [{ value: ALL_GAMES, label: "All games" }, ...games.map((g) => ({ value: g.game, label: g.game_name }))];
}

/** "Everyone" (value "") then every player with a finished session, by name. */
export function playerChoices(stats: Stats): Choice[] {
  const names = stats.players.filter((p) => p.game === null).map((p) => p.name);
  return [{ value: "", label: "Everyone" }, ...[...new Set(names)].sort(byName).map((n) => ({ value: n, label: n }))];
}

/** The backend query for the chosen filters ("All games", "Everyone" are no filter). */
export function statsQuery(game: GameId | typeof ALL_GAMES, player: string): StatsQuery {
  const query: StatsQuery = {};
  if (game !== ALL_GAMES) query.game = game;
  if (player !== "") query.player = player;
  return query;
}

/**
 * The players' records at `game` ("all": over every game), who played it,
 * best first: win rate, then wins, then plays, then name.
 */
export function playerRecords(stats: Stats, game: GameId | typeof ALL_GAMES): PlayerStats[] {
  return stats.players
    .filter((p) => filterOf(p.game) === game && p.plays > 0)
    .sort((a, b) => b.win_rate - a.win_rate || b.wins - a.wins || b.plays - a.plays || byName(a.name, b.name));
}

/** The games to show: all of them, or the chosen one; most played first. */
export function gameRecords(stats: Stats, game: GameId | typeof ALL_GAMES): GameStats[] {
  return stats.games
    .filter((g) => (game === ALL_GAMES || g.game === game) && g.plays > 0)
    .sort((a, b) => b.plays - a.plays || byName(a.game_name, b.game_name));
}

/** A figure's players, highest total first (then by name); those who never got it last. */
export function figureShares(figure: FigureTotal): FigureShare[] {
  return [...figure.by_player].sort((a, b) => b.total - a.total || byName(a.name, b.name));
}

/** Each player's colour by name (ignoring case), for charts that only carry names. */
export function colourByName(stats: Stats): Map<string, string> {
  const colours = new Map<string, string>();
  for (const p of stats.players) colours.set(p.name.toLowerCase(), p.colour);
  return colours;
}
