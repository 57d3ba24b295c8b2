/**
 * The one line that says where a game stood at a past moment, beside the
 * scores of that moment: the Rickety Ships round, the Space Craft
 * countdown, the Ships era and turn, the Flicky Spaceships turn, the
 * scorepad's rounds. Each game's line is its own (`momentLine` in
 * `features/<game>/index.ts`) and reads only the few fields it names from
 * the game's typed state; the scores themselves are shown beside it.
 */

import type { GameId } from "../bindings/GameId";
import { games } from "../features";

/** What the line reads of a session: its game and the fields of that game's state its line names (a `SessionView` is one). */
export type Moment = { [G in GameId]: { game: G; state: Parameters<(typeof games)[G]["momentLine"]>[0] } }[GameId];

/** Where the game stood, in a line. */
export function momentLine(moment: Moment, names: readonly string[]): string {
  // `moment.state` is the state of `moment.game` (Moment is a union by
  // game), which TypeScript cannot follow through the lookup.
  const line = games[moment.game].momentLine as (state: Moment["state"], names: readonly string[]) => string;
  return line(moment.state, names);
}
