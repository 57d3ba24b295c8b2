/**
 * Which games this UI has a screen for, and how their scores read. The
 * backend's `games()` lists every game the core can keep, and that list
 * grows before the screens do: a game without a screen is shown in the
 * picker but cannot be started here (its sessions can still be listed in
 * History).
 */

const WITH_SCREEN: ReadonlySet<string> = new Set(["rickety", "spacecraft", "flicky", "ships", "scorepad"]);

/** What a game's score counts, shown after the number ("6 VP"). */
const SCORE_UNITS: Readonly<Record<string, string>> = { rickety: "VP", flicky: "VP", spacecraft: "points", ships: "VP" };

export function hasScreen(gameId: string): boolean {
  return WITH_SCREEN.has(gameId);
}

/** The game to preselect: the first one with a screen, else none. */
export function defaultGame(games: readonly { id: string }[]): string | null {
  return games.find((game) => hasScreen(game.id))?.id ?? null;
}

/** A final score with its unit: "6 VP" for Rickety Ships, Flicky Spaceships and Ships, "57 points" for Space Craft, "21" for a scorepad. */
export function scoreWithUnit(gameId: string, score: number | null): string {
  if (score === null) return "–";
  const unit = SCORE_UNITS[gameId];
  return unit ? `${score} ${unit}` : String(score);
}
