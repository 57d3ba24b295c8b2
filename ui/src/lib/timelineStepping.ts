/**
 * Stepping through a session's timeline to see the game as it was: the
 * points that can be chosen (0 = just set up, then each log entry), the
 * step before and after a point, the arrow keys, and the line that names
 * the chosen point. What the game looked like there is the backend's
 * `session_at`; this only picks the point.
 */

import type { TimelineStep } from "../bindings/TimelineStep";
import { formatClock } from "./dates";

/** Every point that can be chosen, in order: 0 (the setup), then each entry's seq. */
export function stepPoints(timeline: readonly TimelineStep[]): number[] {
  return [0, ...timeline.map((step) => step.seq).filter((seq) => seq > 0)];
}

/** The last point: the session as it now stands. */
export function latestPoint(timeline: readonly TimelineStep[]): number {
  return stepPoints(timeline).at(-1) ?? 0;
}

/**
 * The point `by` steps from `current` (−1 = back, +1 = forward), held at
 * the first and last point; a `current` not in the list counts from the
 * nearest point before it.
 */
export function stepFrom(points: readonly number[], current: number, by: number): number {
  if (points.length === 0) return 0;
  let index = points.findLastIndex((seq) => seq <= current);
  if (index < 0) index = 0;
  const next = Math.min(points.length - 1, Math.max(0, index + by));
  return points[next] ?? 0;
}

/** −1 for ←, +1 for →, −Infinity for Home, +Infinity for End, else 0 (not ours). */
export function stepKey(key: string): number {
  switch (key) {
    case "ArrowLeft":
      return -1;
    case "ArrowRight":
      return 1;
    case "Home":
      return -Infinity;
    case "End":
      return Infinity;
    default:
      return 0;
  }
}

/** "As it was after step 3 (14:05:09)", or "As it was when set up" for point 0. */
export function momentTitle(timeline: readonly TimelineStep[], seq: number): string {
  if (seq <= 0) return "As it was when set up";
  const step = timeline.find((s) => s.seq === seq);
  return step ? `As it was after step ${seq} (${formatClock(step.at)})` : `As it was after step ${seq}`;
}
