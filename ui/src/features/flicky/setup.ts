/**
 * What a new Flicky Spaceships session needs before Start: 2 to 4 players,
 * 24 VP tokens or 12 for the short game (F1), and the upgrade piles (F4):
 * nine pairs and three single copies, which three being the table's to
 * name since our rulebook does not say, or one copy of each in the short
 * variant. The choice is remembered by reading it back from the latest
 * Flicky session's state (`setupFromState`). The backend checks all of it
 * again; this only lets the screen say what is missing.
 */

import type { FlickySetup } from "../../bindings/FlickySetup";
import type { FlickyState } from "../../bindings/FlickyState";
import type { FlickyUpgradeId } from "../../bindings/FlickyUpgradeId";
import { tokensAtStart } from "./endMeter";
import { joinNames } from "../../lib/winnerSentence";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** F1: the full game's VP tokens, then the short game's. */
export const TOKEN_CHOICES: readonly number[] = [24, 12];

/** F4: upgrade types with a single copy in the full game. */
export const SINGLES = 3;

/** A full game with no singles named yet: the table picks them. */
export const DEFAULT_SETUP: FlickySetup = { vp_tokens: 24, one_copy_each: false, singles: [] };

/** Why `seated` players cannot start a game, or null when they can. */
export function seatingProblem(seated: number): string | null {
  if (seated < MIN_PLAYERS) {
    return `Flicky Spaceships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: seat ${MIN_PLAYERS - seated} more.`;
  }
  if (seated > MAX_PLAYERS) {
    return `Flicky Spaceships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: ${seated - MAX_PLAYERS} too many are seated.`;
  }
  return null;
}

/**
 * `singles` with `id` picked or unpicked. A fourth pick is ignored: one of
 * the three must be unpicked first.
 */
export function toggleSingle(singles: readonly FlickyUpgradeId[], id: FlickyUpgradeId): FlickyUpgradeId[] {
  if (singles.includes(id)) return singles.filter((single) => single !== id);
  return singles.length >= SINGLES ? [...singles] : [...singles, id];
}

/** Why the piles are not set up yet (F4), or null. */
export function singlesProblem(setup: FlickySetup): string | null {
  if (setup.one_copy_each) return null;
  const picked = new Set(setup.singles).size;
  if (picked < SINGLES) {
    const more = SINGLES - picked;
    return `Name the ${SINGLES} upgrades that have a single copy: pick ${more} more (F4).`;
  }
  if (picked > SINGLES || setup.singles.length !== picked) {
    return `Name exactly ${SINGLES} different upgrades with a single copy (F4).`;
  }
  return null;
}

/** F1/F4: fewer tokens or one copy of each makes the game shorter. */
export function isShortGame(setup: FlickySetup): boolean {
  return setup.vp_tokens === 12 || setup.one_copy_each;
}

/** The setup sent to Start: singles only when they count. */
export function flickySetup(setup: FlickySetup): FlickySetup {
  return {
    vp_tokens: setup.vp_tokens,
    one_copy_each: setup.one_copy_each,
    singles: setup.one_copy_each ? [] : [...setup.singles],
  };
}

/**
 * The setup a past session was started with, read back from its state:
 * its tokens are those left plus those taken (nothing puts one back), and
 * its piles of one copy are its singles, or every pile in the short variant.
 */
export function setupFromState(state: Pick<FlickyState, "end" | "players" | "piles">): FlickySetup {
  const tokens = tokensAtStart(state);
  const vp_tokens = TOKEN_CHOICES.includes(tokens) ? tokens : DEFAULT_SETUP.vp_tokens;
  const ones = state.piles.filter((pile) => pile.copies === 1).map((pile) => pile.upgrade);
  const one_copy_each = state.piles.length > 0 && ones.length === state.piles.length;
  return { vp_tokens, one_copy_each, singles: one_copy_each || ones.length !== SINGLES ? [] : ones };
}

/**
 * The setup in one line: "Short game: 12 VP tokens, one copy of each
 * upgrade"; "24 VP tokens, single copies of Flagship, Boosters and
 * Blueprints". `nameOf` gives an upgrade's printed name.
 */
export function setupSummary(setup: FlickySetup, nameOf: (id: FlickyUpgradeId) => string): string {
  const tokens = `${setup.vp_tokens} VP tokens`;
  const piles = setup.one_copy_each
    ? "one copy of each upgrade"
    : setup.singles.length === 0
      ? "two copies of each upgrade"
      : `single copies of ${joinNames(setup.singles.map(nameOf))}`;
  return `${isShortGame(setup) ? "Short game: " : ""}${tokens}, ${piles}`;
}
