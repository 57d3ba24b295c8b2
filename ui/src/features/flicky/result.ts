/**
 * The final score breakdown (F7) as the table checks it: upgrade VPs +
 * Flagship bonus + Guide to the Galaxy bonus + VP tokens = total, and the
 * result, where a tie is a draw between the tied. The numbers and the
 * leaders are the backend's; this only lays them out and words them.
 */

import type { FlickyScore } from "../../bindings/FlickyScore";
import { joinNames, winnerNames } from "../../lib/winnerSentence";

export type ScorePart = "upgrades" | "flagship_bonus" | "guide_bonus" | "tokens";

/** The parts of a total in the order they are added. */
export const SCORE_PARTS: readonly { part: ScorePart; label: string }[] = [
  { part: "upgrades", label: "Upgrades" },
  { part: "flagship_bonus", label: "Flagship bonus" },
  { part: "guide_bonus", label: "Guide bonus" },
  { part: "tokens", label: "VP tokens" },
];

/** "3 + 0 + 0 + 2 = 5". */
export function breakdownText(score: FlickyScore): string {
  return `${SCORE_PARTS.map(({ part }) => score[part]).join(" + ")} = ${score.total}`;
}

/** "Ann wins", "Draw: Ann and Bob" (F7: a tie is a draw). */
export function resultSentence(leaders: readonly number[], names: readonly string[]): string {
  const winners = winnerNames(leaders, names);
  if (winners.length === 0) return "No result";
  if (winners.length === 1) return `${winners[0]} wins`;
  return `Draw: ${joinNames(winners)}`;
}
