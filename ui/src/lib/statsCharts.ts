/**
 * The maths of the statistics charts: a round axis maximum and its ticks
 * for counts, the columns of a histogram inside an SVG plot area, and bar
 * lengths as percentages. Drawing (SVG, colours, labels) is the chart
 * components' job.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at least `max` (and at least 1): counts read against round numbers. */
export function axisMax(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Whole-number ticks from 0 to `top` inclusive, at most `most` + 1 of them, evenly spaced. */
export function axisTicks(top: number, most = 5): number[] {
  const span = Math.max(1, Math.round(top));
  let step = 1;
  for (const candidate of [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]) {
    step = candidate;
    if (span / candidate <= most) break;
  }
  const ticks: number[] = [];
  for (let t = 0; t <= span; t += step) ticks.push(t);
  if (ticks[ticks.length - 1] !== span) ticks.push(span);
  return ticks;
}

/** The plot area inside the SVG, in its own units. */
export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Column {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Middle of the column, where its labels go. */
  centre: number;
}

/**
 * One column per count, side by side across `area`, `gap` (a fraction of
 * each slot, 0 to 0.9) apart, heights against `top`; a zero count has no
 * height, any other at least 2 units so it shows.
 */
export function columns(counts: readonly number[], area: PlotArea, top: number, gap = 0.2): Column[] {
  if (counts.length === 0) return [];
  const slot = area.width / counts.length;
  const width = slot * (1 - Math.min(0.9, Math.max(0, gap)));
  const scale = top > 0 ? area.height / top : 0;
  return counts.map((count, i) => {
    const height = count <= 0 ? 0 : Math.min(area.height, Math.max(2, count * scale));
    const x = area.x + i * slot + (slot - width) / 2;
    return { x, y: area.y + area.height - height, width, height, centre: x + width / 2 };
  });
}

/** The y of a tick value on the plot area's axis. */
export function tickY(value: number, area: PlotArea, top: number): number {
  return top > 0 ? area.y + area.height - (value / top) * area.height : area.y + area.height;
}

/** A horizontal bar's length: `value` of `max` as a percentage, 0 to 100. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}
