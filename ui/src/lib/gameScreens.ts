/**
 * Which games this UI has a screen for. The backend's `games()` lists every
 * game the core can keep, and that list grows before the screens do: a
 * game without a screen is shown in the picker but cannot be started here
 * (its sessions can still be listed in History).
 */

const WITH_SCREEN: ReadonlySet<string> = new Set(["scorepad"]);

export function hasScreen(gameId: string): boolean {
  return WITH_SCREEN.has(gameId);
}

/** The game to preselect: the first one with a screen, else none. */
export function defaultGame(games: readonly { id: string }[]): string | null {
  return games.find((game) => hasScreen(game.id))?.id ?? null;
}
