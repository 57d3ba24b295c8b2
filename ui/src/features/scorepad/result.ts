/**
 * What a scorepad's state means on screen: the win rule in words, which
 * tie the table may break, the result line of a closed pad and whether its
 * recorded result was corrected. Scoring and winners are the backend's:
 * nothing here recomputes them.
 */

import type { Outcome } from "../../bindings/Outcome";
import type { ScorepadState } from "../../bindings/ScorepadState";
import { winnerNames, winnerSentence } from "../../lib/winnerSentence";

/** The win rule in words, for the session's header. */
export function winRuleLine(state: ScorepadState): string {
  const rule = {
    highest: "highest total wins",
    lowest: "lowest total wins",
    chosen: "the table names the winner",
    cooperative: "cooperative: win or lose together",
  }[state.win];
  return state.teams.length > 0 ? `${rule} · in teams` : rule;
}

/** Seats tied for the win whose tie the table may break (SP9), or none. */
export function tiedForTheWin(state: ScorepadState): number[] {
  const byTotals = state.win === "highest" || state.win === "lowest";
  if (!byTotals || state.teams.length > 0 || state.places.length > 0) return [];
  return state.leaders.length >= 2 ? state.leaders : [];
}

/**
 * The result line of a closed scorepad: a cooperative table's "won / lost
 * together", a game no score decided without a winner named, else who won.
 */
export function padResult(state: ScorepadState, winners: readonly number[], names: readonly string[], corrected: boolean): string {
  if (state.win === "cooperative" && !corrected) {
    if (state.cooperative_won === null) return "No result: the table did not say whether it won";
    return state.cooperative_won ? "The table won together" : "The table lost together";
  }
  if (winners.length === 0) {
    if (corrected) return "Nobody won";
    return state.win === "chosen" ? "No winner was named" : "No winner: no score was entered";
  }
  return winnerSentence(winnerNames(winners, names));
}

/** Whether a closed pad's recorded result is not what its rounds give: it was corrected since. */
export function outcomeDiffers(outcome: Outcome, state: ScorepadState): boolean {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return !same(outcome.scores, state.totals) || !same(outcome.winners, state.leaders) || !same(outcome.places ?? [], state.places);
}
