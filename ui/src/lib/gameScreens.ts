/**
 * Which games this UI has a screen for, and how their scores read (both
 * from the games' records in `features/`). The backend's `games()` lists
 * every game the core can keep, and that list grows before the screens
 * do: a game without a screen is shown in the picker but cannot be
 * started here (its sessions can still be listed in History).
 */

import { gameFeature } from "../features";

export function hasScreen(gameId: string): boolean {
  return gameFeature(gameId) !== undefined;
}

/** The game to preselect: the first one with a screen, else none. */
export function defaultGame(games: readonly { id: string }[]): string | null {
  return games.find((game) => hasScreen(game.id))?.id ?? null;
}

/** A final score with its unit: "6 VP" for Rickety Ships, Flicky Spaceships and Ships, "57 points" for Space Craft, "21" for a scorepad. */
export function scoreWithUnit(gameId: string, score: number | null): string {
  if (score === null) return "–";
  const unit = gameFeature(gameId)?.scoreUnit;
  return unit ? `${score} ${unit}` : String(score);
}
