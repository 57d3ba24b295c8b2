/**
 * Ships, registered once for the rest of the UI: VP as its score unit,
 * its home-screen line, its moment line (the era, the turn and whose it
 * is) and its table (`Table.svelte`, loaded when a Ships session is first
 * shown), and its part of the new-session form (`newSession.ts`:
 * `Options.svelte` with the board data check, what stops Start, the setup
 * it sends).
 */

import type { ShipsState } from "../../bindings/ShipsState";
import type { GameFeature } from "../game";
import { eraName } from "./eras";

function momentLine(state: Pick<ShipsState, "era" | "turn" | "current">, names: readonly string[]): string {
  const who = names[state.current];
  const parts = [`${eraName(state.era)} era`, `turn ${state.turn}`, ...(who ? [`${who} to play`] : [])];
  return parts.join(" · ");
}

export const ships = {
  id: "ships",
  scoreUnit: "VP",
  namedByPlayers: false,
  blurb: "Keeps the eras, the action cubes, the card display, the age track and every VP with its reason.",
  momentLine,
  table: () => import("./Table.svelte"),
  newSession: () => import("./newSession"),
} satisfies GameFeature<"ships">;
