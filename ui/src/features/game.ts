/**
 * What every game's feature folder gives the rest of the UI: the props its
 * table takes, its part of the new-session form (`NewSessionPart`), and
 * the one record (`GameFeature`) its `index.ts` registers the game with:
 * its id, how its scores read, its line for the home screen, its line for
 * a past moment, its table, loaded the first time a session of it is
 * shown, and its new-session part, loaded with the new-session screen.
 * `features/index.ts` collects the records, one per `GameId`.
 */

import type { Component } from "svelte";
import type { GameId } from "../bindings/GameId";
import type { GameSetup } from "../bindings/GameSetup";
import type { PlayerDto } from "../bindings/PlayerDto";
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

/** The props of a game's options in the new-session form (`features/<game>/Options.svelte`). */
export interface NewSessionOptionsProps {
  /** The seated players, in seat order (guests too, with negative ids). */
  players: readonly PlayerDto[];
  /** Called when the table changes an option the game reads back at Start (the screen clears its start error). */
  onchange: () => void;
}

/**
 * A game's part of the new-session form. Its choices live in the game's
 * own draft (`features/<game>/draft.svelte.ts`), outside the screen, so a
 * trip to the shape editor keeps them; `reset` forgets them after Start or
 * Cancel.
 */
export interface NewSessionPart<G extends GameId> {
  /** The game's options, shown while it is the chosen game. */
  Options: Component<NewSessionOptionsProps>;
  /**
   * Fetches what the form offers or remembers (shapes, catalogs, the last
   * session's setup) each time the screen opens, whichever game is chosen;
   * it shows its own notices and never rejects.
   */
  load?: () => Promise<void>;
  /** Why the table seated in `seating` (profile ids, guests negative) cannot start yet, or null. */
  blocker: (seating: readonly number[]) => string | null;
  /** The setup Start sends, or null while `blocker` says why there is none. */
  setup: (seating: readonly number[]) => Extract<GameSetup, { game: G }> | null;
  /** Forgets the game's choices (Start and Cancel). */
  reset: () => void;
}

/** One game as the UI shows it. */
export interface GameFeature<G extends GameId> {
  id: G;
  /** What a final score counts, after the number ("6 VP"); null for a bare number. */
  scoreUnit: string | null;
  /**
   * The game's name does not say what was played (the scorepad serves any
   * game), so an untitled session of it is called by its players.
   */
  namedByPlayers: boolean;
  /** What Drydock does for the game, in one line for the home screen. */
  blurb: string;
  /** Where the game stood at a past moment, in a line (it reads only a few fields of the state). */
  momentLine: (state: StateOf<G>, names: readonly string[]) => string;
  /** The game's table: a dynamic import, so Vite gives each table its own chunk. */
  table: () => Promise<{ default: Component<TableProps<G>> }>;
  /** Its part of the new-session form: a dynamic import, so the start-up script does not carry it. */
  newSession: () => Promise<{ default: NewSessionPart<G> }>;
}
