/**
 * Flicky Spaceships, registered once for the rest of the UI: VP as its
 * score unit, its home-screen line, its moment line (the turn, whose it
 * is and its step) and its table (`Table.svelte`, loaded when a Flicky
 * Spaceships session is first shown), and its part of the new-session
 * form (`newSession.ts`: `Options.svelte`, the remembered setup, what
 * stops Start, the setup it sends).
 */

import type { FlickyState } from "../../bindings/FlickyState";
import type { GameFeature } from "../game";

function momentLine(state: Pick<FlickyState, "turn" | "current" | "phase">, names: readonly string[]): string {
  const who = names[state.current];
  return who && state.phase !== "finished" ? `Turn ${state.turn} · ${who} to ${state.phase}` : `Turn ${state.turn}`;
}

export const flicky = {
  id: "flicky",
  scoreUnit: "VP",
  namedByPlayers: false,
  blurb: "Keeps resources, the upgrade shop, VP tokens and the end trigger, then scores the upgrades.",
  momentLine,
  table: () => import("./Table.svelte"),
  newSession: () => import("./newSession"),
} satisfies GameFeature<"flicky">;
