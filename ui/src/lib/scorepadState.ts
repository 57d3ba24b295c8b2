/**
 * Reading a scorepad out of a `SessionView`. The view carries each game's
 * state as JSON (`state: unknown`); this checks its shape once, at the edge,
 * so the table screen can rely on `ScorepadState` and its seat-indexed
 * arrays lining up. Scoring and winners are the backend's: nothing here
 * recomputes them.
 */

import type { Outcome } from "../bindings/Outcome";
import type { ScorepadState } from "../bindings/ScorepadState";
import type { SessionView } from "../bindings/SessionView";
import type { WinRule } from "../bindings/WinRule";
import { winnerNames, winnerSentence } from "./winnerSentence";

const isScore = (v: unknown): v is number | null => v === null || (typeof v === "number" && Number.isInteger(v));
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const WIN_RULES: readonly string[] = ["highest", "lowest", "chosen", "cooperative"] satisfies WinRule[];
const isArrayOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(item);

/** Why `state` is not a scorepad's state, or null when it is. */
export function scorepadProblem(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return "the state is not an object";
  const s = state as Record<string, unknown>;
  if (typeof s["title"] !== "string") return "the title is missing";
  if (!WIN_RULES.includes(s["win"] as string)) return `the win rule is not one of ${WIN_RULES.join(", ")}`;
  if (!isArrayOf(s["players"], (p): p is string => typeof p === "string")) return "the players are missing";
  const seats = s["players"].length;
  const rows = (v: unknown, cell: (x: unknown) => boolean): boolean =>
    Array.isArray(v) && v.every((row) => Array.isArray(row) && row.length === seats && row.every(cell));
  if (!rows(s["rounds"], isScore)) return "the rounds do not have one score per player";
  if (!rows(s["running"], isInt) || (s["running"] as unknown[]).length !== (s["rounds"] as unknown[]).length) {
    return "the running totals do not match the rounds";
  }
  if (!isArrayOf(s["totals"], isInt) || s["totals"].length !== seats) return "the totals do not match the players";
  const isSeat = (v: unknown): v is number => isInt(v) && v >= 0 && v < seats;
  if (!isArrayOf(s["leaders"], isSeat)) return "the leaders are not seats at the table";
  if (!isArrayOf(s["teams"], isInt) || (s["teams"].length !== 0 && s["teams"].length !== seats)) return "the teams do not match the players";
  if (!isArrayOf(s["team_totals"], isInt)) return "the team totals are not numbers";
  if (!isArrayOf(s["chosen"], isSeat)) return "the chosen winners are not seats at the table";
  if (s["cooperative_won"] !== null && typeof s["cooperative_won"] !== "boolean") return "the cooperative result is not yes, no or unsaid";
  if (!isArrayOf(s["tie_breaks"], (g): g is number[] => isArrayOf(g, isSeat))) return "the tie-breaks are not seats at the table";
  if (!isArrayOf(s["places"], isInt) || (s["places"].length !== 0 && s["places"].length !== seats)) return "the places do not match the players";
  return null;
}

/** The view's scorepad state; throws with the reason when it is not one. */
export function scorepadState(view: SessionView): ScorepadState {
  if (view.game !== "scorepad") throw new Error(`session ${view.id} is a ${view.game_name} session, not a scorepad`);
  const problem = scorepadProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as ScorepadState;
}

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
