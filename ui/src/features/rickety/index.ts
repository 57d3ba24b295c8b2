/**
 * Rickety Ships, registered once for the rest of the UI: VP as its score
 * unit, its home-screen line, its moment line (the round and its step)
 * and its table (`Table.svelte`, loaded when a Rickety Ships session is
 * first shown), and its part of the new-session form (`newSession.ts`:
 * `Options.svelte` with the decks and ship shape, what stops Start, the
 * setup it sends); a shape is drawn on the ShapeEditor screen.
 */

import type { RicketyPhase } from "../../bindings/RicketyPhase";
import type { RicketyState } from "../../bindings/RicketyState";
import type { GameFeature } from "../game";
import { ROUNDS } from "./setup";

const PHASES: Record<RicketyPhase, string> = {
  ready: "ready to go",
  building: "building",
  scoring: "entering the ships",
  scored: "scored",
  finished: "game over",
};

export const rickety = {
  id: "rickety",
  scoreUnit: "VP",
  namedByPlayers: false,
  blurb: "Checks every ship you build, typed in or read from a photo, and scores the three rounds.",
  momentLine: (state: Pick<RicketyState, "round" | "phase">) => `Round ${state.round} of ${ROUNDS} · ${PHASES[state.phase]}`,
  table: () => import("./Table.svelte"),
  newSession: () => import("./newSession"),
} satisfies GameFeature<"rickety">;
