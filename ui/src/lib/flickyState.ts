/**
 * Reading a Flicky Spaceships game out of a `SessionView`. The view carries
 * each game's state as JSON (`state: unknown`); this checks its shape once,
 * at the edge, so the screens can rely on `FlickyState` and its
 * seat-indexed arrays lining up. Payments, scores and the end trigger are
 * the backend's: nothing here recomputes them.
 */

import type { FlickyPhase } from "../bindings/FlickyPhase";
import type { FlickyState } from "../bindings/FlickyState";
import type { SessionView } from "../bindings/SessionView";
import { RESOURCES } from "./flickyResources";

const PHASES: readonly FlickyPhase[] = ["collect", "flick", "upgrade", "finished"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isSeat = (v: unknown, seats: number): boolean => isCount(v) && (v as number) < seats;
const isBag = (v: unknown): boolean => isRecord(v) && RESOURCES.every((resource) => isCount(v[resource]));

function playersProblem(players: unknown): string | null {
  if (!Array.isArray(players) || players.length === 0) return "the players are missing";
  const fine = players.every(
    (p) =>
      isRecord(p) &&
      typeof p["name"] === "string" &&
      isBag(p["tray"]) &&
      Array.isArray(p["upgrades"]) &&
      p["upgrades"].every((id) => typeof id === "string") &&
      isCount(p["tokens"]),
  );
  return fine ? null : "a player's tray, upgrades or tokens are missing";
}

/** Why `state` is not a Flicky Spaceships state, or null when it is. */
export function flickyProblem(state: unknown): string | null {
  if (!isRecord(state)) return "the state is not an object";
  const players = state["players"];
  const problem = playersProblem(players);
  if (problem) return problem;
  const seats = (players as unknown[]).length;
  if (!PHASES.includes(state["phase"] as FlickyPhase)) return "the phase is not one of the turn's steps";
  if (!isSeat(state["current"], seats)) return "whose turn it is is not a seat";
  if (!isCount(state["turn"])) return "the turn number is missing";
  if (!isBag(state["supply"])) return "the supply is missing";
  const piles = state["piles"];
  if (
    !Array.isArray(piles) ||
    !piles.every((p) => isRecord(p) && typeof p["upgrade"] === "string" && isCount(p["copies"]) && isCount(p["left"]))
  ) {
    return "the upgrade piles are missing";
  }
  const collected = state["collected"];
  if (collected !== null && !(isRecord(collected) && Array.isArray(collected["tractor_beamed"]))) {
    return "what was collected this turn is unreadable";
  }
  if (!isCount(state["blueprint_credits"])) return "the Blueprints count is missing";
  if (state["must_discard"] !== null && !isSeat(state["must_discard"], seats)) return "who must discard is not a seat";
  const end = state["end"];
  if (!isRecord(end) || !["tokens_left", "piles_emptied", "piles_to_end"].every((k) => isCount(end[k]))) {
    return "the end meter is missing";
  }
  const scores = state["scores"];
  if (
    !Array.isArray(scores) ||
    scores.length !== seats ||
    !scores.every((s) => isRecord(s) && ["upgrades", "flagship_bonus", "guide_bonus", "tokens", "total"].every((k) => isCount(s[k])))
  ) {
    return "the scores do not match the players";
  }
  const leaders = state["leaders"];
  if (!Array.isArray(leaders) || !leaders.every((seat) => isSeat(seat, seats))) return "the leaders are not seats at the table";
  const shop = state["shop"];
  if (
    !Array.isArray(shop) ||
    !shop.every(
      (e) =>
        isRecord(e) &&
        typeof e["upgrade"] === "string" &&
        isCount(e["left"]) &&
        (e["payment"] === null || (isRecord(e["payment"]) && isBag(e["payment"]["spend"]))),
    )
  ) {
    return "the shop is unreadable";
  }
  const reminders = state["reminders"];
  if (!Array.isArray(reminders) || !reminders.every((r) => typeof r === "string")) return "the reminders are unreadable";
  return null;
}

/** The view's Flicky Spaceships state; throws with the reason when it is not one. */
export function flickyState(view: SessionView): FlickyState {
  if (view.game !== "flicky") throw new Error(`session ${view.id} is a ${view.game_name} session, not Flicky Spaceships`);
  const problem = flickyProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as FlickyState;
}
