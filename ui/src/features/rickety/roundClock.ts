/**
 * The round's clock: time since "go" as a stopwatch reads, "0:42",
 * "12:05", "1:02:03". The start time is the one stored with the round
 * (`started_at`, sent by the device that tapped Go), so every screen that
 * reopens the session shows the same clock.
 */

const two = (n: number): string => String(n).padStart(2, "0");

/** Whole seconds from `startedAt` to `nowMs`; null when unknown. */
export function elapsedSeconds(startedAt: string | null, nowMs: number): number | null {
  if (startedAt === null) return null;
  const start = new Date(startedAt).getTime();
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.floor((nowMs - start) / 1000));
}

/** The clock face for `seconds`; "–:––" when the start is unknown. */
export function clockFace(seconds: number | null): string {
  if (seconds === null) return "–:––";
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** For screen readers and the timeline: "4 min 05 s". */
export function clockWords(seconds: number | null): string {
  if (seconds === null) return "unknown";
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${two(seconds % 60)} s` : `${seconds} s`;
}
