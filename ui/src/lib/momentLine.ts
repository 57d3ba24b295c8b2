/**
 * The one line that says where a game stood at a past moment, beside the
 * scores of that moment: the Rickety Ships round, the Space Craft
 * countdown, the Ships era and turn, the Flicky Spaceships turn, the
 * scorepad's rounds. It reads only the few fields it names from the
 * game's typed state; the scores themselves are shown beside it.
 */

import type { FlickyState } from "../bindings/FlickyState";
import type { RicketyPhase } from "../bindings/RicketyPhase";
import type { RicketyState } from "../bindings/RicketyState";
import type { ScorepadState } from "../bindings/ScorepadState";
import type { ShipsState } from "../bindings/ShipsState";
import type { SpacecraftState } from "../bindings/SpacecraftState";
import { eraName } from "../features/ships/board";

/** What the line reads of a session: its game and that game's state (a `SessionView` is one). */
export type Moment =
  | { game: "rickety"; state: Pick<RicketyState, "round" | "phase"> }
  | { game: "spacecraft"; state: Pick<SpacecraftState, "turn" | "countdown"> }
  | { game: "ships"; state: Pick<ShipsState, "era" | "turn" | "current"> }
  | { game: "flicky"; state: Pick<FlickyState, "turn" | "current" | "phase"> }
  | { game: "scorepad"; state: Pick<ScorepadState, "rounds"> };

const RICKETY_PHASES: Record<RicketyPhase, string> = {
  ready: "ready to go",
  building: "building",
  scoring: "entering the ships",
  scored: "scored",
  finished: "game over",
};

function spacecraft(state: Pick<SpacecraftState, "turn" | "countdown">, names: readonly string[]): string {
  const c = state.countdown;
  let countdown: string;
  if (c.launched) countdown = "Launched";
  else if (c.holder === null) countdown = "Countdown not started";
  else {
    const holder = names[c.holder] ?? `seat ${c.holder + 1}`;
    countdown = `Countdown held by ${holder}, ${c.flips_left} flip${c.flips_left === 1 ? "" : "s"} left`;
  }
  return `Turn ${state.turn} · ${countdown}`;
}

function ships(state: Pick<ShipsState, "era" | "turn" | "current">, names: readonly string[]): string {
  const who = names[state.current];
  const parts = [`${eraName(state.era)} era`, `turn ${state.turn}`, ...(who ? [`${who} to play`] : [])];
  return parts.join(" · ");
}

function flicky(state: Pick<FlickyState, "turn" | "current" | "phase">, names: readonly string[]): string {
  const who = names[state.current];
  return who && state.phase !== "finished" ? `Turn ${state.turn} · ${who} to ${state.phase}` : `Turn ${state.turn}`;
}

/** Where the game stood, in a line. */
export function momentLine(moment: Moment, names: readonly string[]): string {
  switch (moment.game) {
    case "rickety":
      return `Round ${moment.state.round} of 3 · ${RICKETY_PHASES[moment.state.phase]}`;
    case "spacecraft":
      return spacecraft(moment.state, names);
    case "ships":
      return ships(moment.state, names);
    case "flicky":
      return flicky(moment.state, names);
    case "scorepad":
      return moment.state.rounds.length === 1 ? "1 round played" : `${moment.state.rounds.length} rounds played`;
  }
}
