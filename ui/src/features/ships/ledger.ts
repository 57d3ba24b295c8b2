/**
 * A player's VP ledger (W1, W5–W8): every change with its reason and the
 * turn it happened in, newest first, starting from the 5 VP everyone
 * begins with; and the result line at the end (W8: highest VP wins, ties
 * share). The entries and the winners are the backend's.
 */

import type { ShipsLedgerEntry } from "../../bindings/ShipsLedgerEntry";
import type { ShipsState } from "../../bindings/ShipsState";
import { winnerNames, winnerSentence } from "../../lib/winnerSentence";

/** W1: every player starts on 5 VP. */
export const START_VP = 5;

/** `seat`'s entries, newest first. */
export function ledgerOf(state: Pick<ShipsState, "ledger">, seat: number): ShipsLedgerEntry[] {
  return state.ledger.filter((entry) => entry.seat === seat).reverse();
}

/** Whose turn number `turn` was: turns go round the seats from seat 0 (turn 1). */
export function turnSeat(turn: number, seats: number): number {
  return seats > 0 && turn > 0 ? (turn - 1) % seats : 0;
}

/** "Ann wins with 40 VP", "Ann and Bob share the win with 38 VP" (W8). */
export function resultLine(leaders: readonly number[], names: readonly string[], vps: readonly number[]): string {
  const winners = winnerNames(leaders, names);
  const best = leaders[0] === undefined ? undefined : vps[leaders[0]];
  const sentence = winnerSentence(winners);
  return best === undefined || winners.length === 0 ? sentence : `${sentence} with ${best} VP`;
}
