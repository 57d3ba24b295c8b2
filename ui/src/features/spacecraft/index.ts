/**
 * Space Craft, registered once for the rest of the UI: points as its
 * score unit, its home-screen line, its moment line (the turn and the
 * countdown) and its table (`Table.svelte`, loaded when a Space Craft
 * session is first shown), and its part of the new-session form
 * (`newSession.ts`: `Options.svelte`, the remembered setup, what stops
 * Start, the setup it sends).
 */

import type { SpacecraftState } from "../../bindings/SpacecraftState";
import type { GameFeature } from "../game";

function momentLine(state: Pick<SpacecraftState, "turn" | "countdown">, names: readonly string[]): string {
  const c = state.countdown;
  let countdown: string;
  if (c.launched) countdown = "Launched";
  else if (c.holder === null) countdown = "Countdown not started";
  else {
    const holder = names[c.holder] ?? `seat ${c.holder + 1}`;
    countdown = `Countdown held by ${holder}, ${c.flips_left} flip${c.flips_left === 1 ? "" : "s"} left`;
  }
  return `Turn ${state.turn} · ${countdown}`;
}

export const spacecraft = {
  id: "spacecraft",
  scoreUnit: "points",
  namedByPlayers: false,
  blurb: "Checks each rocket, keeps the project display, the countdown and the final scoring.",
  momentLine,
  table: () => import("./Table.svelte"),
  newSession: () => import("./newSession"),
} satisfies GameFeature<"spacecraft">;
