/**
 * Reading a scorepad out of a `SessionView`. The view carries each game's
 * state as JSON (`state: unknown`); this checks its shape once, at the edge,
 * so the table screen can rely on `ScorepadState` and its seat-indexed
 * arrays lining up. Scoring and winners are the backend's: nothing here
 * recomputes them.
 */

import type { ScorepadState } from "../bindings/ScorepadState";
import type { SessionView } from "../bindings/SessionView";

const isScore = (v: unknown): v is number | null => v === null || (typeof v === "number" && Number.isInteger(v));
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isArrayOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(item);

/** Why `state` is not a scorepad's state, or null when it is. */
export function scorepadProblem(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return "the state is not an object";
  const s = state as Record<string, unknown>;
  if (typeof s["title"] !== "string") return "the title is missing";
  if (s["win"] !== "highest" && s["win"] !== "lowest") return "the win rule is neither highest nor lowest";
  if (!isArrayOf(s["players"], (p): p is string => typeof p === "string")) return "the players are missing";
  const seats = s["players"].length;
  const rows = (v: unknown, cell: (x: unknown) => boolean): boolean =>
    Array.isArray(v) && v.every((row) => Array.isArray(row) && row.length === seats && row.every(cell));
  if (!rows(s["rounds"], isScore)) return "the rounds do not have one score per player";
  if (!rows(s["running"], isInt) || (s["running"] as unknown[]).length !== (s["rounds"] as unknown[]).length) {
    return "the running totals do not match the rounds";
  }
  if (!isArrayOf(s["totals"], isInt) || s["totals"].length !== seats) return "the totals do not match the players";
  if (!isArrayOf(s["leaders"], isInt) || s["leaders"].some((seat) => seat < 0 || seat >= seats)) {
    return "the leaders are not seats at the table";
  }
  return null;
}

/** The view's scorepad state; throws with the reason when it is not one. */
export function scorepadState(view: SessionView): ScorepadState {
  if (view.game !== "scorepad") throw new Error(`session ${view.id} is a ${view.game_name} session, not a scorepad`);
  const problem = scorepadProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as ScorepadState;
}
