/**
 * Reading a Rickety Ships game out of a `SessionView`. The view carries
 * each game's state as JSON (`state: unknown`); this checks its shape once,
 * at the edge, so the screens can rely on `RicketyState` and its
 * seat-indexed arrays lining up. Legality, totals and VPs are the
 * backend's: nothing here recomputes them.
 */

import type { RicketyPhase } from "../bindings/RicketyPhase";
import type { RicketyState } from "../bindings/RicketyState";
import type { SessionView } from "../bindings/SessionView";

const PHASES: readonly RicketyPhase[] = ["ready", "building", "scoring", "scored", "finished"];
const ROLES = new Set(["start", "cannon", "rocket", "hull", null]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isSeat = (v: unknown, seats: number): boolean =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v < seats;
const isCount = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;

function totalsProblem(totals: unknown): boolean {
  return !isRecord(totals) || !["rockets", "cannons", "crew_cargo", "battery"].every((k) => isCount(totals[k]));
}

/** Why `state` is not a Rickety Ships state, or null when it is. */
export function ricketyProblem(state: unknown): string | null {
  if (!isRecord(state)) return "the state is not an object";
  const players = state["players"];
  if (!Array.isArray(players) || !players.every((p) => typeof p === "string")) return "the players are missing";
  const seats = players.length;
  if (!PHASES.includes(state["phase"] as RicketyPhase)) return "the phase is not one of the round's steps";
  const round = state["round"];
  if (typeof round !== "number" || !Number.isInteger(round) || round < 1) return "the round number is missing";
  const shape = state["shape"];
  if (
    !isRecord(shape) ||
    typeof shape["name"] !== "string" ||
    !Array.isArray(shape["cells"]) ||
    !shape["cells"].every((row) => Array.isArray(row) && row.every((cell) => ROLES.has(cell as string | null)))
  ) {
    return "the ship shape is missing";
  }
  const ships = state["ships"];
  if (
    !Array.isArray(ships) ||
    ships.length !== seats ||
    !ships.every(
      (ship) =>
        isRecord(ship) &&
        typeof ship["layout"] === "string" &&
        Array.isArray(ship["violations"]) &&
        !totalsProblem(ship["totals"]),
    )
  ) {
    return "there is not one ship per player";
  }
  const vp = state["vp"];
  if (!Array.isArray(vp) || vp.length !== seats || !vp.every(isCount)) return "the VPs do not match the players";
  const leaders = state["leaders"];
  if (!Array.isArray(leaders) || !leaders.every((seat) => isSeat(seat, seats))) return "the leaders are not seats at the table";
  if (state["done_first"] !== null && !isSeat(state["done_first"], seats)) return "who called done is not a seat";
  const rounds = state["rounds"];
  if (
    !Array.isArray(rounds) ||
    !rounds.every((record) => {
      if (!isRecord(record) || !isRecord(record["report"])) return false;
      const report = record["report"];
      const rows = report["players"];
      return (
        Array.isArray(rows) &&
        rows.length === seats &&
        rows.every((row) => isRecord(row) && !totalsProblem(row["totals"]) && isRecord(row["vp"])) &&
        Array.isArray(report["warnings"])
      );
    })
  ) {
    return "a scored round does not have one result per player";
  }
  return null;
}

/** The view's Rickety Ships state; throws with the reason when it is not one. */
export function ricketyState(view: SessionView): RicketyState {
  if (view.game !== "rickety") throw new Error(`session ${view.id} is a ${view.game_name} session, not Rickety Ships`);
  const problem = ricketyProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as RicketyState;
}
