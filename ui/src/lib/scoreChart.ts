/**
 * The maths of a session's score chart: scales from log entries (x) and
 * scores (y) to SVG coordinates, round tick values, and one path per seat.
 * Drawing it (colours, labels, the legend) is the ScoreChart component's
 * job; the scores themselves are the backend's `session_scores`.
 */

import type { ScoreSeries } from "../bindings/ScoreSeries";

/** The SVG's size in user units and the margins kept for the axis labels. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: Readonly<ChartBox> = Object.freeze({
  width: 960,
  height: 320,
  left: 56,
  right: 20,
  top: 16,
  bottom: 40,
});

export interface Tick {
  value: number;
  /** Its position along the axis, in SVG units. */
  at: number;
  /** What the tick says: the value, or the round reached there. */
  label: string;
}

export interface SeatLine {
  seat: number;
  /** "M x y L x y …" through every point. */
  path: string;
  /** Where the line ends, and the score there (for a dot and a label). */
  end: { x: number; y: number; score: number };
}

export interface ScoreChart {
  box: ChartBox;
  xTicks: Tick[];
  /** What the x axis counts: "Rounds" where the game has rounds, else "Steps of the session". */
  xAxis: string;
  yTicks: Tick[];
  lines: SeatLine[];
  /** x of a log entry (seq), clamped to the chart. */
  x: (seq: number) => number;
  y: (score: number) => number;
}

/** A step of 1, 2 or 5 times a power of ten, at least 1 (scores are whole). */
export function niceStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Round tick values covering `min`..`max` with at most about `count`
 * ticks: the first at or below `min`, the last at or above `max`.
 */
export function niceTicks(min: number, max: number, count = 6): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const step = niceStep((high - low) / Math.max(1, count - 1));
  const first = Math.floor(low / step) * step;
  const last = Math.max(first + step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(value);
  return ticks;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Lays out `series` in `box`: the y axis always shows 0, the x axis every entry. */
export function scoreChart(series: ScoreSeries, box: ChartBox = CHART_BOX): ScoreChart {
  const seqs = series.points.map((p) => p.seq);
  const scores = series.points.flatMap((p) => p.scores);
  const firstSeq = seqs.length ? Math.min(...seqs) : 0;
  const lastSeq = Math.max(firstSeq + 1, ...seqs);
  const yValues = niceTicks(Math.min(0, ...scores), Math.max(1, ...scores), 6);
  const xValues = niceTicks(firstSeq, lastSeq, 9).filter((v) => v >= firstSeq && v <= lastSeq);
  const yLow = yValues[0] ?? 0;
  const yHigh = yValues[yValues.length - 1] ?? 1;

  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (seq: number): number => {
    const clamped = Math.min(lastSeq, Math.max(firstSeq, seq));
    return round1(box.left + ((clamped - firstSeq) / (lastSeq - firstSeq)) * plotWidth);
  };
  const y = (score: number): number => round1(box.top + ((yHigh - score) / (yHigh - yLow)) * plotHeight);

  const lines = series.seats.map((_, seat): SeatLine => {
    const points = series.points
      .map((p) => ({ seq: p.seq, score: p.scores[seat] }))
      .filter((p): p is { seq: number; score: number } => typeof p.score === "number");
    const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.seq)} ${y(p.score)}`).join(" ");
    const last = points[points.length - 1] ?? { seq: firstSeq, score: 0 };
    return { seat, path, end: { x: x(last.seq), y: y(last.score), score: last.score } };
  });

  const rounds = roundTicks(series.points);
  return {
    box,
    xTicks: rounds
      ? rounds.map(({ seq, round }) => ({ value: seq, at: x(seq), label: String(round) }))
      : xValues.map((value) => ({ value, at: x(value), label: String(value) })),
    xAxis: rounds ? "Rounds" : "Steps of the session",
    yTicks: yValues.map((value) => ({ value, at: y(value), label: String(value) })),
    lines,
    x,
    y,
  };
}

/** At most this many round ticks; more rounds show every second, fifth… */
const MAX_ROUND_TICKS = 12;

/**
 * Where each round is reached (its first point), for games that count in
 * rounds; null when any point has no round (a game played in turns).
 */
export function roundTicks(points: ScoreSeries["points"]): { seq: number; round: number }[] | null {
  if (points.length === 0 || points.some((p) => p.round === null)) return null;
  const reached: { seq: number; round: number }[] = [];
  for (const point of points) {
    const round = point.round ?? 0;
    if (round > 0 && round > (reached.at(-1)?.round ?? 0)) reached.push({ seq: point.seq, round });
  }
  const every = niceStep(reached.length / MAX_ROUND_TICKS);
  return reached.filter(({ round }) => round === 1 || round % every === 0);
}

/** The chart's text alternative: each player's final score and best moment. */
export function chartSummary(series: ScoreSeries): string {
  const last = series.points[series.points.length - 1];
  if (!last) return "No scores were recorded.";
  const parts = series.seats.map((name, seat) => {
    const scores = series.points.map((p) => p.scores[seat] ?? 0);
    return `${name} ends on ${last.scores[seat] ?? 0} (highest ${Math.max(...scores)})`;
  });
  return `Scores over ${series.points.length - 1} log entries: ${parts.join(", ")}.`;
}
