/**
 * How the statistics read: win rates as whole percentages, averages with
 * one decimal, streaks and rivals as short sentences, a figure's total as
 * "3 of 5 games" or "42 VP". Dates and lengths are `dates.ts`'s; which
 * numbers to show is the statistics screen's.
 */

import type { FigureShare } from "../bindings/FigureShare";
import type { Opponent } from "../bindings/Opponent";
import type { ScoreBucket } from "../bindings/ScoreBucket";

/** Shown where there is no number yet (no score entered, never played). */
export const NO_VALUE = "—";

/** 0 to 1 → "67%"; rounded to a whole percent. */
export function formatPercent(rate: number): string {
  if (!Number.isFinite(rate)) return NO_VALUE;
  return `${Math.round(Math.min(1, Math.max(0, rate)) * 100)}%`;
}

/** A score or average: whole numbers as they are, fractions to one decimal ("12.5"). */
export function formatScore(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_VALUE;
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The streak up to the latest play: positive wins in a row, negative plays
 * without a win. "3 wins in a row", "Won the last game", "4 games without a win".
 */
export function streakText(streak: number): string {
  if (streak === 0) return NO_VALUE;
  if (streak === 1) return "Won the last game";
  if (streak > 1) return `${streak} wins in a row`;
  return `${plural(-streak, "game", "games")} without a win`;
}

/** Whether the streak is good news (wins), bad news (no wins) or nothing. */
export function streakKind(streak: number): "wins" | "losses" | "none" {
  return streak > 0 ? "wins" : streak < 0 ? "losses" : "none";
}

/** The favourite rival: "Bob · 5 games together". */
export function rivalText(rival: Opponent | null): string {
  return rival ? `${rival.name} · ${plural(rival.times, "game", "games")} together` : NO_VALUE;
}

/**
 * The nemesis, who won most games `player` lost, as a sentence that says
 * who beat whom: "Cy beat Ann 3 times".
 */
export function nemesisText(nemesis: Opponent | null, player: string): string {
  return nemesis ? `${nemesis.name} beat ${player} ${plural(nemesis.times, "time", "times")}` : NO_VALUE;
}

/** "1 play", "12 plays". */
export function playsText(plays: number): string {
  return plural(plays, "play", "plays");
}

/** A score bucket's label: "12" for a single score, "10–14" for a range. */
export function bucketLabel(bucket: ScoreBucket): string {
  return bucket.from === bucket.to ? String(bucket.from) : `${bucket.from}–${bucket.to}`;
}

/** A game figure's total for a player: "3 of 5 games" (count) or "42 pts" (points). */
export function figureValue(share: FigureShare, unit: string): string {
  if (unit === "points") return `${formatScore(share.total)} pts`;
  return `${share.total} of ${plural(share.plays, "game", "games")}`;
}
