/**
 * The scorepad's setup from the new-session form: its title, how it is won
 * and, for a team game, each seat's team (SP8). A seat nobody assigned
 * alternates between teams 1 and 2, the way a table usually splits up; the
 * backend checks the teams (numbered from 1 without gaps, two or more).
 */

import type { ScorepadSetup } from "../../bindings/ScorepadSetup";
import type { WinRule } from "../../bindings/WinRule";

/** Each seat's team, in seat order. */
export function seatTeams(seating: readonly number[], teamOf: Readonly<Record<number, number>>): number[] {
  return seating.map((id, seat) => teamOf[id] ?? (seat % 2) + 1);
}

export function scorepadSetup(
  title: string,
  win: WinRule,
  inTeams: boolean,
  seating: readonly number[],
  teamOf: Readonly<Record<number, number>>,
): ScorepadSetup {
  const setup: ScorepadSetup = { title: title.trim(), win };
  // A cooperative table is one team (SP8).
  if (inTeams && win !== "cooperative") setup.teams = seatTeams(seating, teamOf);
  return setup;
}
