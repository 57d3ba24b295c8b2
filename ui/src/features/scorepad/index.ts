/**
 * The scorepad, registered once for the rest of the UI: a bare number as
 * its score, an untitled pad called by its players (it serves any game),
 * its home-screen line, its moment line (rounds played) and its
 * table (`Table.svelte`, loaded when a scorepad session is first shown)
 * and its part of the new-session form (`newSession.ts`: `Options.svelte`
 * with the title, win rule and teams, and the setup it sends).
 */

import type { ScorepadState } from "../../bindings/ScorepadState";
import type { GameFeature } from "../game";

export const scorepad = {
  id: "scorepad",
  scoreUnit: null,
  namedByPlayers: true,
  blurb: "Round-by-round scores for any other game, with running totals and the leader.",
  momentLine: (state: Pick<ScorepadState, "rounds">) =>
    state.rounds.length === 1 ? "1 round played" : `${state.rounds.length} rounds played`,
  table: () => import("./Table.svelte"),
  newSession: () => import("./newSession"),
} satisfies GameFeature<"scorepad">;
