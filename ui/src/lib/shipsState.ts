/**
 * Reading a Ships game out of a `SessionView`. The view carries each
 * game's state as JSON (`state: unknown`); this checks its shape once, at
 * the edge, so the table screen can rely on `ShipsState` and its
 * seat-indexed arrays lining up. VP, gold, costs and eras are the
 * backend's: nothing here recomputes them.
 */

import type { SessionView } from "../bindings/SessionView";
import type { ShipsPhase } from "../bindings/ShipsPhase";
import type { ShipsState } from "../bindings/ShipsState";
import { AGES, ERAS } from "./shipsBoard";
import { GOODS } from "./shipsGoods";

const PHASES: readonly ShipsPhase[] = ["playing", "final_scoring", "finished"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isInt = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v);
const isSeat = (v: unknown, seats: number): boolean => isCount(v) && (v as number) < seats;
const isEra = (v: unknown): boolean => ERAS.includes(v as never);
const isGoods = (v: unknown): boolean => isRecord(v) && GOODS.every((good) => isCount(v[good]));
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((s) => typeof s === "string");

function playersProblem(players: unknown): string | null {
  if (!Array.isArray(players) || players.length === 0) return "the players are missing";
  const fine = players.every(
    (p) =>
      isRecord(p) &&
      typeof p["name"] === "string" &&
      isInt(p["vp"]) &&
      isCount(p["gold"]) &&
      isCount(p["bank"]) &&
      isCount(p["warehouse"]) &&
      isGoods(p["goods"]) &&
      isRecord(p["ships"]) &&
      ["galley", "sailing", "steamship"].every((k) => isCount((p["ships"] as Record<string, unknown>)[k])) &&
      isCount(p["turns"]) &&
      isCount(p["free_cubes"]),
  );
  return fine ? null : "a player's VP, gold, goods or ships are missing";
}

function boardProblem(board: unknown): string | null {
  if (!isRecord(board) || !Array.isArray(board["ages"]) || board["ages"].length !== AGES) return "the board data is missing";
  const agesFine = board["ages"].every(
    (a) =>
      isRecord(a) &&
      (a["era"] === null || isEra(a["era"])) &&
      (a["first_vp"] === null || isCount(a["first_vp"])) &&
      (a["nav_cost"] === null || isCount(a["nav_cost"])),
  );
  const costs = board["area_costs"];
  if (!agesFine || !Array.isArray(costs) || !costs.every((c) => c === null || isCount(c))) return "the board data is unreadable";
  return null;
}

/** Why `state` is not a Ships state, or null when it is. */
export function shipsProblem(state: unknown): string | null {
  if (!isRecord(state)) return "the state is not an object";
  const players = state["players"];
  const problem = playersProblem(players) ?? boardProblem(state["board"]);
  if (problem) return problem;
  const seats = (players as unknown[]).length;
  if (!PHASES.includes(state["phase"] as ShipsPhase)) return "the phase is unknown";
  if (!isSeat(state["current"], seats)) return "whose turn it is is not a seat";
  if (!isCount(state["turn"])) return "the turn number is missing";
  if (!isEra(state["era"]) || !isEra(state["turn_era"])) return "the era is missing";
  const cubes = state["cubes"];
  if (
    !isRecord(cubes) ||
    typeof cubes["text"] !== "string" ||
    typeof cubes["left_text"] !== "string" ||
    !["merchant", "free", "merchant_left", "free_left", "stock_free"].every((k) => isCount(cubes[k]))
  ) {
    return "the action cubes are missing";
  }
  const actions = state["actions"];
  if (
    !Array.isArray(actions) ||
    !actions.every((a) => isRecord(a) && typeof a["action"] === "string" && typeof a["cube"] === "string" && isCount(a["gold"]))
  ) {
    return "the actions paid this turn are unreadable";
  }
  const track = state["track"];
  if (
    !Array.isArray(track) ||
    track.length !== AGES ||
    !track.every(
      (age) =>
        isRecord(age) &&
        Array.isArray(age["merchant"]) &&
        Array.isArray(age["warship"]) &&
        [...age["merchant"], ...age["warship"]].every((s) => isSeat(s, seats)),
    )
  ) {
    return "the ship age track is unreadable";
  }
  if (!isCount(state["highest_age"])) return "the highest age is missing";
  const display = state["display"];
  if (!Array.isArray(display) || !display.every((c) => isRecord(c) && typeof c["name"] === "string" && typeof c["text"] === "string")) {
    return "the card display is unreadable";
  }
  if (typeof state["display_needed"] !== "boolean" || typeof state["took_card"] !== "boolean") return "the card display is unreadable";
  if (!isCount(state["area"])) return "the present area is missing";
  const ledger = state["ledger"];
  if (
    !Array.isArray(ledger) ||
    !ledger.every(
      (e) => isRecord(e) && isSeat(e["seat"], seats) && isInt(e["delta"]) && isInt(e["vp"]) && typeof e["reason"] === "string" && isCount(e["turn"]),
    )
  ) {
    return "the VP ledger is unreadable";
  }
  const leaders = state["leaders"];
  if (!Array.isArray(leaders) || !leaders.every((seat) => isSeat(seat, seats))) return "the leaders are not seats at the table";
  if (!isStrings(state["reminders"]) || !isStrings(state["unknown_board"])) return "the reminders are unreadable";
  if (!Array.isArray(state["cards"])) return "the card data is missing";
  return null;
}

/** The view's Ships state; throws with the reason when it is not one. */
export function shipsState(view: SessionView): ShipsState {
  if (view.game !== "ships") throw new Error(`session ${view.id} is a ${view.game_name} session, not Ships`);
  const problem = shipsProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as ShipsState;
}
