/**
 * Whose turn it is and what they may do now, in words big enough for the
 * table: a Space Craft turn is one action (enter the scrapyard, search
 * it, or leave it), and leaving is followed by building and projects (or
 * a marker) before the turn ends; in the final round (S7) the players
 * with a pawn on the board may each leave once or pass. Which buttons the
 * screen offers follows from the phase, step and pawn here; the backend
 * decides again, and its refusals are shown where they happen.
 */

import type { SpacecraftPhase } from "../bindings/SpacecraftPhase";
import type { SpacecraftState } from "../bindings/SpacecraftState";
import type { SpacecraftStep } from "../bindings/SpacecraftStep";

export type TurnFacts = Pick<SpacecraftState, "phase" | "step" | "current" | "variant" | "leave"> & {
  players: readonly { on_board: boolean; reserved: unknown; markers_left: number }[];
};

/** The buttons a turn offers now. */
export interface TurnOptions {
  enter: boolean;
  search: boolean;
  leave: boolean;
  /** Build, complete, reserve or place a marker (after leaving). */
  building: boolean;
  endTurn: boolean;
  /** In the final round, end the turn without leaving. */
  pass: boolean;
  /** S7 alternative end, at the start of a normal turn. */
  declareEnd: boolean;
}

export function turnOptions(s: TurnFacts): TurnOptions {
  const onBoard = s.players[s.current]?.on_board ?? false;
  const playing = s.phase === "playing";
  const final = s.phase === "final_round";
  const atAction = s.step === "action";
  return {
    enter: playing && atAction && !onBoard,
    search: playing && atAction && onBoard,
    leave: (playing || final) && atAction && onBoard,
    building: (playing || final) && s.step === "leaving",
    endTurn: (playing && s.step !== "action") || (final && s.step !== "action"),
    pass: final && atAction,
    declareEnd: playing && atAction,
  };
}

/** The step as a few words for the turn banner. */
export function stepLabel(phase: SpacecraftPhase, step: SpacecraftStep): string {
  if (phase === "scoring") return "Final scoring";
  if (phase === "finished") return "Game over";
  const prefix = phase === "final_round" ? "Final round · " : "";
  switch (step) {
    case "action":
      return `${prefix}${phase === "final_round" ? "Leave or pass" : "Choose an action"}`;
    case "leaving":
      return `${prefix}Building`;
    case "done":
      return `${prefix}Action done`;
  }
}

/** What the table does now, in one sentence. */
export function turnPrompt(s: TurnFacts, name: string): string {
  const options = turnOptions(s);
  if (s.phase === "scoring") return "The game is over: enter each player’s unused scrap tiles (the tie-break), then Finish.";
  if (s.phase === "finished") return "The game is scored: check the breakdown, then close the session.";
  if (s.step === "leaving") {
    const projects =
      s.variant === "advanced"
        ? s.leave.marker
          ? "the marker is placed"
          : "place a marker on an advanced card"
        : "complete up to 2 project cards from the lower row, or reserve one";
    return `${name} builds up to 2 new parts (and may rearrange the rocket), then ${projects}, then ends the turn.`;
  }
  if (s.step === "done") return `${name} has taken the turn’s action: end the turn.`;
  if (options.pass) return `${name} may leave the scrapyard one last time, or pass.`;
  if (options.enter) return `${name}’s pawn is off the board: enter the scrapyard.`;
  return `${name} searches the scrapyard or leaves it to build.`;
}

/** "Agata’s turn". */
export function turnTitle(name: string): string {
  return `${name}’s turn`;
}

/** S7's alternative ends, as the table declares them. */
export const END_REASONS: readonly string[] = [
  "a player outside the scrapyard cannot place their pawn",
  "the project display cannot be refilled",
];
