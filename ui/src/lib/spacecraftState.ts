/**
 * Reading a Space Craft game out of a `SessionView`. The view carries each
 * game's state as JSON (`state: unknown`); this checks its shape once, at
 * the edge, so the screens can rely on `SpacecraftState` and its
 * seat-indexed arrays lining up. Legality, claims, the countdown and the
 * scores are the backend's: nothing here recomputes them.
 */

import type { SessionView } from "../bindings/SessionView";
import type { SpacecraftPhase } from "../bindings/SpacecraftPhase";
import type { SpacecraftState } from "../bindings/SpacecraftState";
import type { SpacecraftStep } from "../bindings/SpacecraftStep";

const PHASES: readonly SpacecraftPhase[] = ["playing", "final_round", "scoring", "finished"];
const STEPS: readonly SpacecraftStep[] = ["action", "leaving", "done"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isSeat = (v: unknown, seats: number): boolean => isCount(v) && (v as number) < seats;
const isSeats = (v: unknown, seats: number): boolean => Array.isArray(v) && v.every((s) => isSeat(s, seats));
const isCard = (v: unknown): boolean => isRecord(v) && isCount(v["points"]) && Array.isArray(v["requirements"]);
const isTiles = (v: unknown): boolean =>
  Array.isArray(v) && v.every((t) => isRecord(t) && typeof t["scrap"] === "string" && isCount(t["weight"]));

function playerProblem(p: unknown): string | null {
  if (!isRecord(p) || typeof p["name"] !== "string") return "a player is unreadable";
  if (typeof p["rocket"] !== "string" || !Array.isArray(p["cells"]) || !p["cells"].every(Array.isArray)) {
    return `${p["name"]}'s rocket is unreadable`;
  }
  const m = p["measures"];
  if (!isRecord(m) || !isRecord(m["parts"]) || !isRecord(m["colours"]) || !isCount(m["width"]) || !isCount(m["height"])) {
    return `${p["name"]}'s rocket counts are missing`;
  }
  if (!Array.isArray(p["occurrences"]) || !Array.isArray(p["violations"])) return `${p["name"]}'s goals are unreadable`;
  if (p["goal"] !== null && !isCount(p["goal"])) return `${p["name"]}'s personal goal is unreadable`;
  if (typeof p["on_board"] !== "boolean" || typeof p["plan_met"] !== "boolean") return `${p["name"]}'s pawn is unreadable`;
  if (!Array.isArray(p["completed"]) || !p["completed"].every(isCard)) return `${p["name"]}'s project cards are unreadable`;
  if (p["reserved"] !== null && !isCard(p["reserved"])) return `${p["name"]}'s reserved card is unreadable`;
  if (!isCount(p["markers_left"]) || !isCount(p["unused_scrap"])) return `${p["name"]}'s markers are unreadable`;
  if (!isTiles(p["board"]) || !isTiles(p["scrap"]) || !isTiles(p["spent"])) return `${p["name"]}'s scrap is unreadable`;
  if (typeof p["acted"] !== "boolean") return `${p["name"]}'s turns are unreadable`;
  return null;
}

function displayProblem(d: unknown): string | null {
  const slot = (s: unknown): boolean =>
    s === null || (isRecord(s) && isCard(s["card"]) && typeof s["text"] === "string" && Array.isArray(s["claimable_by"]));
  if (!isRecord(d) || !Array.isArray(d["lower"]) || !Array.isArray(d["upper"])) return "the project display is missing";
  if (!d["lower"].every(slot) || !d["upper"].every(slot)) return "a project card in the display is unreadable";
  if (d["stack_left"] !== null && !isCount(d["stack_left"])) return "the project stack is unreadable";
  return null;
}

/** Why `state` is not a Space Craft state, or null when it is. */
export function spacecraftProblem(state: unknown): string | null {
  if (!isRecord(state)) return "the state is not an object";
  const players = state["players"];
  if (!Array.isArray(players) || players.length === 0) return "the players are missing";
  for (const p of players) {
    const problem = playerProblem(p);
    if (problem) return problem;
  }
  const seats = players.length;
  if (state["variant"] !== "basic" && state["variant"] !== "advanced") return "the variant is unknown";
  if (!PHASES.includes(state["phase"] as SpacecraftPhase)) return "the phase is not one of the game's";
  if (!STEPS.includes(state["step"] as SpacecraftStep)) return "the turn's step is unknown";
  if (!isSeat(state["current"], seats)) return "whose turn it is is not a seat";
  if (!isCount(state["turn"])) return "the turn number is missing";
  if (!Array.isArray(state["plan"]) || typeof state["plan_text"] !== "string") return "the plan is missing";
  if (!Array.isArray(state["colours"])) return "the colours are missing";
  const leave = state["leave"];
  if (!isRecord(leave) || typeof leave["before"] !== "string" || !isCount(leave["completed"])) return "the turn's leave action is unreadable";
  const display = displayProblem(state["display"]);
  if (display) return display;
  if (typeof state["scrap_tracked"] !== "boolean" || !Array.isArray(state["workshop"])) return "the scrap is unreadable";
  const tracks = state["tracks"];
  if (
    !Array.isArray(tracks) ||
    !tracks.every((t) => isRecord(t) && isRecord(t["card"]) && isSeats(t["markers"], seats) && isCount(t["value"]))
  ) {
    return "the advanced cards are unreadable";
  }
  const c = state["countdown"];
  if (
    !isRecord(c) ||
    !Array.isArray(c["sequence"]) ||
    (c["holder"] !== null && !isSeat(c["holder"], seats)) ||
    !isCount(c["flipped"]) ||
    !isCount(c["flips_left"]) ||
    typeof c["launched"] !== "boolean"
  ) {
    return "the countdown is unreadable";
  }
  const end = state["end"];
  if (end !== null && !(isRecord(end) && isSeat(end["by"], seats) && typeof end["reason"] === "string")) return "the game's end is unreadable";
  if (!isSeats(state["final_queue"], seats)) return "the final round's players are not seats";
  if (!Array.isArray(state["known_cards"]) || !state["known_cards"].every(isCard)) return "the cards entered are unreadable";
  const scores = state["scores"];
  if (
    !Array.isArray(scores) ||
    scores.length !== seats ||
    !scores.every(
      (s) => isRecord(s) && ["launch", "plan", "goal", "projects", "total", "unused_scrap"].every((k) => isCount(s[k])) && Array.isArray(s["advanced"]),
    )
  ) {
    return "the scores do not match the players";
  }
  if (!isSeats(state["leaders"], seats)) return "the leaders are not seats at the table";
  const reminders = state["reminders"];
  if (!Array.isArray(reminders) || !reminders.every((r) => typeof r === "string")) return "the reminders are unreadable";
  return null;
}

/** The view's Space Craft state; throws with the reason when it is not one. */
export function spacecraftState(view: SessionView): SpacecraftState {
  if (view.game !== "spacecraft") throw new Error(`session ${view.id} is a ${view.game_name} session, not Space Craft`);
  const problem = spacecraftProblem(view.state);
  if (problem) throw new Error(`session ${view.id} cannot be shown: ${problem}`);
  return view.state as SpacecraftState;
}
