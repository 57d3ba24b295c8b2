/**
 * What every game table's script did alike: what it reads off the session
 * (closed, the seats' names, actions in flight), sending its game's
 * commands (`command`, where a refusal goes to the banner; `tryCommand`,
 * where it comes back to the part of the screen that caused it), and
 * going back to the top of the screen when a new turn or step starts.
 */

import type { ApiError } from "../bindings/ApiError";
import type { GameCommand } from "../bindings/GameCommand";
import type { GameId } from "../bindings/GameId";
import type { SessionView } from "../bindings/SessionView";
import type { TableProps } from "../features/game";
import type { GameAction } from "./backend";

/** A command of game `G`, as its table sends it. */
export type CommandOf<G extends GameId> = Extract<GameCommand, { game: G }>["command"];

/** What a table reads off its session besides its game's state. */
export interface TableFacts {
  /** The session is closed: the result is final. */
  closed: boolean;
  /** The seats' names, in seat order. */
  names: string[];
  /** Actions sent and not yet answered. */
  busy: boolean;
}

export function tableFacts(view: SessionView, pending: number): TableFacts {
  return { closed: view.ended_at !== null, names: view.seats.map((seat) => seat.name), busy: pending > 0 };
}

export interface TableActions<G extends GameId> {
  /** Sends `cmd`; a refusal goes to the banner. Resolves with whether it was taken. */
  command: (cmd: CommandOf<G>) => Promise<boolean>;
  /** Sends `cmd`; resolves with its refusal, for the part of the screen that shows it beside its cause. */
  tryCommand: (cmd: CommandOf<G>) => Promise<ApiError | null>;
}

/**
 * Game `game`'s commands, sent through the table's current `act` and
 * `attempt` (read through `props` at each call, as props can change).
 */
export function tableActions<G extends GameId>(
  game: G,
  props: () => Pick<TableProps<G>, "act" | "attempt">,
): TableActions<G> {
  // TypeScript cannot pair a generic game with its command type inside the
  // `Action` union; `CommandOf<G>` is exactly game G's command, so this is.
  const action = (command: CommandOf<G>) => ({ action: "command", game, command }) as GameAction<G>;
  return {
    command: (cmd) => props().act(action(cmd)),
    tryCommand: async (cmd) => {
      const result = await props().attempt(action(cmd));
      return result.ok ? null : result.error;
    },
  };
}

/**
 * A new turn or step starts at the top of the screen, where its controls
 * are: each time `step()` names another step than the one shown (not when
 * the table is first shown), scrolls to the top, unless `readOnly()` (a
 * past moment is never acted on), and calls `onStep`. Call it while the
 * table's script runs (it sets up an effect).
 */
export function topOnNewStep(step: () => string, readOnly: () => boolean, onStep?: () => void): void {
  let shown = "";
  $effect(() => {
    const now = step();
    if (shown !== "" && now !== shown) {
      if (!readOnly()) window.scrollTo(0, 0);
      onStep?.();
    }
    shown = now;
  });
}
