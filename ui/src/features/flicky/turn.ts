/**
 * Whose turn it is and what they do now, in words big enough for the
 * table: the three steps of a turn (collect → flick → upgrade) and one
 * line saying what the screen is waiting for. A discard due (F2) comes
 * before everything else. The phase itself is the backend's.
 */

import type { FlickyPhase } from "../../bindings/FlickyPhase";

export type TurnStep = Exclude<FlickyPhase, "finished">;

export const STEPS: readonly { phase: TurnStep; label: string }[] = [
  { phase: "collect", label: "Collect" },
  { phase: "flick", label: "Flick" },
  { phase: "upgrade", label: "Upgrade" },
];

/** "Ann’s turn". */
export function turnTitle(name: string): string {
  return `${name}’s turn`;
}

/** The phase as one big word: "Collect", "Flick", "Upgrade", "Game over". */
export function phaseLabel(phase: FlickyPhase): string {
  return STEPS.find((step) => step.phase === phase)?.label ?? "Game over";
}

/**
 * What the table does now. `discarding` is the name and excess of the
 * player over the hand limit, who goes first (F2).
 */
export function phasePrompt(
  phase: FlickyPhase,
  name: string,
  discarding: { name: string; excess: number } | null,
): string {
  if (discarding) {
    return `${discarding.name} holds more than 12: put back ${discarding.excess} before anything else (F2).`;
  }
  switch (phase) {
    case "collect":
      return `${name} collects: tap the terrain under ${name}’s ship.`;
    case "flick":
      return `${name} flicks: tap each ram and every landing on the wormhole, then Done flicking.`;
    case "upgrade":
      return `${name} may trade and buy upgrades, then ends the turn.`;
    case "finished":
      return "The game is over: check the scores, then close the session.";
  }
}
