/**
 * The end-game trigger meter (F6) in words and proportions: how many VP
 * tokens are left, how many upgrade piles are emptied of the number that
 * ends the game, and, once triggered, why and when it ends. Whether the end
 * is triggered is the backend's `end.triggered`; this only reads it.
 */

import type { FlickyEndMeter } from "../../bindings/FlickyEndMeter";
import type { FlickyState } from "../../bindings/FlickyState";

/** The VP tokens the game started with (F1: 24, or 12 in the short game). */
export function tokensAtStart(state: Pick<FlickyState, "end" | "players">): number {
  return state.end.tokens_left + state.players.reduce((sum, player) => sum + player.tokens, 0);
}

/** "9 of 12 VP tokens left", "1 of 24 VP token left". */
export function tokensText(end: FlickyEndMeter, atStart: number): string {
  return `${end.tokens_left} of ${atStart} VP token${end.tokens_left === 1 ? "" : "s"} left`;
}

/** "3 of 4 piles emptied" (F6: 4, 5 or 6 for 2, 3 or 4 players). */
export function pilesText(end: FlickyEndMeter): string {
  return `${end.piles_emptied} of ${end.piles_to_end} pile${end.piles_to_end === 1 ? "" : "s"} emptied`;
}

/** How far each trigger has come, 0 to 1: tokens taken, piles emptied. */
export function endProgress(end: FlickyEndMeter, atStart: number): { tokens: number; piles: number } {
  const share = (done: number, of: number) => (of <= 0 ? 1 : Math.min(1, Math.max(0, done / of)));
  return { tokens: share(atStart - end.tokens_left, atStart), piles: share(end.piles_emptied, end.piles_to_end) };
}

/**
 * What the meter says under its bars: why the end is triggered (the last
 * token taken, enough piles emptied) and that the game ends when this turn
 * does; or what is left before it is.
 */
export function endSentence(end: FlickyEndMeter, finished: boolean): string {
  const reasons: string[] = [];
  if (end.tokens_left === 0) reasons.push("the last VP token is taken");
  if (end.piles_emptied >= end.piles_to_end) reasons.push(`${end.piles_emptied} piles are empty`);
  const why = reasons.join(" and ");
  if (finished) return why ? `Game over: ${why}.` : "Game over.";
  if (end.triggered) return `End triggered: ${why || "the end condition is met"}. The game ends when this turn ends.`;
  const piles = end.piles_to_end - end.piles_emptied;
  return `The game ends at the end of a turn once ${piles} more pile${piles === 1 ? " is" : "s are"} emptied or the last VP token is taken.`;
}
