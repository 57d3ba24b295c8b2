/**
 * The count-in before a round: "3", "2", "1", then go. Tapping Go starts
 * it; the round itself starts (and its clock with it) only when the count
 * reaches zero, so everyone turns their first card together. Timers and
 * sending the command are the screen's; this says what to show when.
 */

/** Seconds counted before the round starts. */
export const COUNT_IN_FROM = 3;

/** How long each number stays on screen. */
export const COUNT_IN_STEP_MS = 1000;

/** The whole count-in. */
export const COUNT_IN_MS = COUNT_IN_FROM * COUNT_IN_STEP_MS;

/**
 * The number to show `elapsedMs` after Go was tapped (3, 2, 1), or 0 once
 * the count-in is over and the round should start.
 */
export function countInNumber(elapsedMs: number): number {
  if (elapsedMs >= COUNT_IN_MS) return 0;
  return COUNT_IN_FROM - Math.floor(Math.max(0, elapsedMs) / COUNT_IN_STEP_MS);
}

/** Milliseconds until the number changes (or the round starts). */
export function msUntilNextNumber(elapsedMs: number): number {
  if (elapsedMs >= COUNT_IN_MS) return 0;
  const elapsed = Math.max(0, elapsedMs);
  return COUNT_IN_STEP_MS - (elapsed % COUNT_IN_STEP_MS);
}
