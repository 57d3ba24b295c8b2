/**
 * The score breakdown (S8) as the table checks it: launch card + plan
 * fulfilled + personal goal + project cards (basic) or advanced cards
 * (advanced) = total, and the result, where a tie on points goes to the
 * player with more unused scrap tiles and a tie on both is a shared win.
 * The numbers and the leaders are the backend's; this only lays them out
 * and words them.
 */

import type { SpacecraftBreakdown } from "../../bindings/SpacecraftBreakdown";
import type { SpacecraftVariant } from "../../bindings/SpacecraftVariant";
import { targetText } from "./cards";
import { joinNames, winnerNames } from "../../lib/winnerSentence";

export type ScoreLine = "launch" | "plan" | "goal" | "projects" | "advanced";

/** The lines of a total in the order they are added, for a variant. */
export function scoreLines(variant: SpacecraftVariant): { line: ScoreLine; label: string }[] {
  return [
    { line: "launch", label: "Launch card" },
    { line: "plan", label: "Plan fulfilled" },
    { line: "goal", label: "Personal goal" },
    variant === "advanced" ? { line: "advanced", label: "Advanced cards" } : { line: "projects", label: "Project cards" },
  ];
}

/** A breakdown line's points. */
export function linePoints(score: SpacecraftBreakdown, line: ScoreLine): number {
  return line === "advanced" ? score.advanced.reduce((sum, a) => sum + a.points, 0) : score[line];
}

/** "5 + 5 + 7 + 40 = 57". */
export function breakdownText(score: SpacecraftBreakdown, variant: SpacecraftVariant): string {
  return `${scoreLines(variant)
    .map(({ line }) => linePoints(score, line))
    .join(" + ")} = ${score.total}`;
}

/** Each advanced card's line: "2 per gold part × 2 = 4". */
export function advancedLineTexts(score: SpacecraftBreakdown): string[] {
  return score.advanced.map((a) => `${a.per_part} per ${targetText(a.target, false)} × ${a.parts} = ${a.points}`);
}

/**
 * The result (S8): "Agata wins"; "Agata wins on unused scrap (3 to 1)
 * after a tie at 40 points"; "Agata and Piotrek share the win: 40 points
 * and 2 unused scrap tiles each".
 */
export function resultSentence(
  leaders: readonly number[],
  names: readonly string[],
  scores: readonly SpacecraftBreakdown[],
): string {
  const winners = winnerNames(leaders, names);
  const first = leaders[0];
  const top = first === undefined ? undefined : scores[first];
  if (winners.length === 0 || top === undefined) return "No result";
  if (winners.length > 1) {
    const scrap = top.unused_scrap;
    return `${joinNames(winners)} share the win: ${top.total} points and ${scrap} unused scrap tile${scrap === 1 ? "" : "s"} each`;
  }
  const tied = scores.flatMap((s, seat) => (seat !== first && s.total === top.total ? [s.unused_scrap] : []));
  if (tied.length === 0) return `${winners[0]} wins`;
  return `${winners[0]} wins on unused scrap (${top.unused_scrap} to ${Math.max(...tied)}) after a tie at ${top.total} points`;
}

/** S8's tie-break, said once under the final scores. */
export const TIE_RULE = "Ties: more unused scrap tiles wins; still tied, the win is shared (S8).";
