/**
 * What every game's feature folder gives the rest of the UI: the props its
 * table takes, and the one record (`GameFeature`) its `index.ts` registers
 * the game with: its id, how its scores read, its line for the home
 * screen, its line for a past moment, and its table, loaded the first time
 * a session of it is shown. `features/index.ts` collects the records,
 * one per `GameId`.
 */

import type { Component } from "svelte";
import type { GameId } from "../bindings/GameId";
import type { SessionView } from "../bindings/SessionView";
import type { GameAction } from "../lib/backend";
import type { StateOf } from "../lib/gameView";
import type { Attempt } from "../lib/liveSession.svelte";

/** The props of game `G`'s table (`features/<game>/Table.svelte`). */
export interface TableProps<G extends GameId> {
  view: SessionView;
  /** Actions sent and not yet answered. */
  pending: number;
  act: (action: GameAction<G>) => Promise<boolean>;
  /** Like `act`, but a refusal comes back instead of going to the banner. */
  attempt: (action: GameAction<G>) => Promise<Attempt>;
  /** No controls: a past moment, never acted on (see PastTable). */
  readOnly?: boolean;
}

/** One game as the UI shows it. */
export interface GameFeature<G extends GameId> {
  id: G;
  /** What a final score counts, after the number ("6 VP"); null for a bare number. */
  scoreUnit: string | null;
  /** What Drydock does for the game, in one line for the home screen. */
  blurb: string;
  /** Where the game stood at a past moment, in a line (it reads only a few fields of the state). */
  momentLine: (state: StateOf<G>, names: readonly string[]) => string;
  /** The game's table: a dynamic import, so Vite gives each table its own chunk. */
  table: () => Promise<{ default: Component<TableProps<G>> }>;
}
