/**
 * A session's game state, typed by the game it is: `SessionView` is a
 * union tagged by `game` (generated from the core's `GameView`), so
 * checking the tag is the whole check — the state's shape is the
 * backend's contract, not something each screen re-verifies.
 */

import type { GameId } from "../bindings/GameId";
import type { GameInfo } from "../bindings/GameInfo";
import type { SessionView } from "../bindings/SessionView";

/** A session view of game `G`. */
export type ViewOf<G extends GameId> = Extract<SessionView, { game: G }>;

/** The state type of game `G`. */
export type StateOf<G extends GameId> = ViewOf<G>["state"];

/** A game's state, or why this view does not hold one (exactly one is non-null). */
export type GameState<S> = { state: S; problem: null } | { state: null; problem: string };

/** Whether `view` is a session of `game` (narrowing its state to that game's). */
export function isGame<G extends GameId>(view: SessionView, game: G): view is ViewOf<G> {
  return view.game === game;
}

/** The state of `view` as game `game`'s, or a sentence saying it is another game's session. */
export function gameState<G extends GameId>(view: SessionView, game: G, gameName: string): GameState<StateOf<G>> {
  // TypeScript does not resolve `ViewOf<G>["state"]` through the guard for
  // a generic G; the guard is the whole check, so the state is the game's.
  if (isGame(view, game)) return { state: view.state as StateOf<G>, problem: null };
  return { state: null, problem: `session ${view.id} is a ${view.game_name} session, not ${gameName}` };
}

/** The game among `games` whose id a control's `text` value is, or null. */
export function chosenGame(games: readonly GameInfo[], text: string): GameId | null {
  return games.find((game) => game.id === text)?.id ?? null;
}
