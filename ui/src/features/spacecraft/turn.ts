/**
 * Whose turn it is and what they may do now, in words big enough for the
 * table: a Space Craft turn is one action (enter the scrapyard, search
 * it, or leave it), and leaving is followed by building and projects (or
 * a marker) before the turn ends; in the final round (S7) the players
 * with a pawn on the board may each leave once or pass. Entering and
 * searching take a scrap tile, and a full player board (4 tiles or weight
 * 7) must leave (S9). Which buttons the screen offers follows from the
 * phase, step, pawn and board here; the backend decides again, and its
 * refusals are shown where they happen.
 */

import type { SpacecraftPhase } from "../../bindings/SpacecraftPhase";
import type { SpacecraftState } from "../../bindings/SpacecraftState";
import type { SpacecraftStep } from "../../bindings/SpacecraftStep";
import type { SpacecraftTile } from "../../bindings/SpacecraftTile";
import { boardFull } from "./scrap";

export type TurnFacts = Pick<SpacecraftState, "phase" | "step" | "current" | "variant" | "leave"> & {
  players: readonly { on_board: boolean; reserved: unknown; markers_left: number; board?: readonly SpacecraftTile[] }[];
  /** S9: the app keeps the scrap (absent: it does). */
  scrap_tracked?: boolean;
  /** Cards left in the project stack, when the table said how many are in play. */
  display?: { stack_left: number | null };
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
  /** S7 alternative ends: some can be declared now. */
  declareEnd: boolean;
  /** S7: the current player, outside the scrapyard, cannot place their pawn. */
  endByPawn: boolean;
  /** S7, S7b: the display cannot be refilled (only where the app does not count the stack). */
  endByDisplay: boolean;
  /** S9: the player board is full: leave, not search. */
  mustLeave: boolean;
  /** S9: entering and searching name the tile taken. */
  takesTile: boolean;
}

export function turnOptions(s: TurnFacts): TurnOptions {
  const player = s.players[s.current];
  const onBoard = player?.on_board ?? false;
  const tracked = s.scrap_tracked ?? true;
  const playing = s.phase === "playing";
  const final = s.phase === "final_round";
  const atAction = s.step === "action";
  const mustLeave = tracked && onBoard && boardFull(player?.board ?? []);
  const endByPawn = playing && atAction && !onBoard;
  const endByDisplay = playing && (atAction || s.step === "leaving") && (s.display?.stack_left ?? null) === null;
  return {
    enter: playing && atAction && !onBoard,
    search: playing && atAction && onBoard && !mustLeave,
    leave: (playing || final) && atAction && onBoard,
    building: (playing || final) && s.step === "leaving",
    endTurn: (playing && s.step !== "action") || (final && s.step !== "action"),
    pass: final && atAction,
    declareEnd: endByPawn || endByDisplay,
    endByPawn,
    endByDisplay,
    mustLeave: playing && atAction && mustLeave,
    takesTile: tracked && playing && atAction,
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
    const pay = (s.scrap_tracked ?? true) ? " paid with scrap" : "";
    return `${name} builds up to 2 new parts${pay} (and may rearrange the rocket), then ${projects}, then ends the turn.`;
  }
  if (s.step === "done") return `${name} has taken the turn’s action: end the turn.`;
  if (options.pass) return `${name} may leave the scrapyard one last time, or pass.`;
  if (options.enter) {
    return options.takesTile
      ? `${name}’s pawn is off the board: pick the tile taken, then enter the scrapyard.`
      : `${name}’s pawn is off the board: enter the scrapyard.`;
  }
  if (options.mustLeave) return `${name}’s player board is full (4 tiles or weight 7): ${name} must leave the scrapyard.`;
  return options.takesTile
    ? `${name} picks the tile taken and searches the scrapyard, or leaves it to build.`
    : `${name} searches the scrapyard or leaves it to build.`;
}

/** "Agata’s turn". */
export function turnTitle(name: string): string {
  return `${name}’s turn`;
}

/** S7's alternative ends, as the table declares them. */
export const END_BY_PAWN = "a player outside the scrapyard cannot place their pawn";
export const END_BY_DISPLAY = "the project display cannot be refilled";
