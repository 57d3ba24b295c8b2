/**
 * The one line that says where a game stood at a past moment, beside the
 * scores of that moment: the Rickety Ships round, the Space Craft
 * countdown, the Ships era and turn, the Flicky Spaceships turn, the
 * scorepad's rounds. It reads the state JSON leniently (a field it does
 * not find is left out, never an error): the game screens check states
 * strictly, this only adds a hint.
 */

import { eraName } from "./shipsBoard";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

const RICKETY_PHASES: Record<string, string> = {
  ready: "ready to go",
  building: "building",
  scoring: "entering the ships",
  scored: "scored",
  finished: "game over",
};

function rickety(state: Record<string, unknown>): string | null {
  if (!isCount(state["round"])) return null;
  const phase = RICKETY_PHASES[String(state["phase"])];
  return phase ? `Round ${state["round"]} of 3 · ${phase}` : `Round ${state["round"]} of 3`;
}

function spacecraft(state: Record<string, unknown>, names: readonly string[]): string | null {
  const turn = isCount(state["turn"]) ? `Turn ${state["turn"]}` : null;
  const c = state["countdown"];
  if (!isRecord(c)) return turn;
  let countdown: string;
  if (c["launched"] === true) countdown = "Launched";
  else if (!isCount(c["holder"])) countdown = "Countdown not started";
  else {
    const holder = names[c["holder"]] ?? `seat ${c["holder"] + 1}`;
    const left = isCount(c["flips_left"]) ? `${c["flips_left"]} flip${c["flips_left"] === 1 ? "" : "s"} left` : "counting";
    countdown = `Countdown held by ${holder}, ${left}`;
  }
  return [turn, countdown].filter(Boolean).join(" · ");
}

function ships(state: Record<string, unknown>, names: readonly string[]): string | null {
  const era = state["era"];
  const parts: string[] = [];
  if (era === "galley" || era === "sailing" || era === "steamship") parts.push(`${eraName(era)} era`);
  if (isCount(state["turn"])) parts.push(`turn ${state["turn"]}`);
  if (isCount(state["current"]) && names[state["current"]]) parts.push(`${names[state["current"]]} to play`);
  if (parts.length === 0) return null;
  const line = parts.join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

function flicky(state: Record<string, unknown>, names: readonly string[]): string | null {
  if (!isCount(state["turn"])) return null;
  const who = isCount(state["current"]) ? names[state["current"]] : undefined;
  const phase = typeof state["phase"] === "string" ? state["phase"] : "";
  return who && phase !== "finished" ? `Turn ${state["turn"]} · ${who} to ${phase || "play"}` : `Turn ${state["turn"]}`;
}

function scorepad(state: Record<string, unknown>): string | null {
  const rounds = state["rounds"];
  if (!Array.isArray(rounds)) return null;
  return rounds.length === 1 ? "1 round played" : `${rounds.length} rounds played`;
}

/** Where the game stood, in a line; null when there is nothing to add to the scores. */
export function momentLine(game: string, state: unknown, names: readonly string[]): string | null {
  if (!isRecord(state)) return null;
  switch (game) {
    case "rickety":
      return rickety(state);
    case "spacecraft":
      return spacecraft(state, names);
    case "ships":
      return ships(state, names);
    case "flicky":
      return flicky(state, names);
    case "scorepad":
      return scorepad(state);
    default:
      return null;
  }
}
