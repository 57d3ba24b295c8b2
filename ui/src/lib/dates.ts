/**
 * How times read on screen: "Today, 14:05", "Yesterday, 20:10",
 * "Sat 28 Nov, 14:05", "28 Nov 2025", how long ago ("3 days ago") and game
 * lengths ("1 h 05 min").
 *
 * The backend stores RFC 3339 UTC times; they are shown in the computer's
 * local time. Formatting is spelled out here rather than left to the
 * locale so that every screen, and every test, reads the same.
 */

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number): string => String(n).padStart(2, "0");

/** "14:05" in local time. */
export function clockTime(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When something happened, relative to `now`: today and yesterday by name,
 * this year with weekday and time, older dates with the year. An unreadable
 * time is shown as it came.
 */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  if (sameDay(date, now)) return `Today, ${clockTime(date)}`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(date, yesterday)) return `Yesterday, ${clockTime(date)}`;
  const dayMonth = `${date.getDate()} ${MONTHS[date.getMonth()]}`;
  if (date.getFullYear() === now.getFullYear()) {
    return `${DAYS[date.getDay()]} ${dayMonth}, ${clockTime(date)}`;
  }
  return `${dayMonth} ${date.getFullYear()}`;
}

/** A timeline entry's time of day with seconds: "14:05:09". */
export function formatClock(iso: string): string {
  const date = parse(iso);
  return date ? `${clockTime(date)}:${two(date.getSeconds())}` : iso;
}

/** How long a game lasted: "under a minute", "42 min", "1 h 05 min". */
export function formatDuration(startIso: string, endIso: string): string {
  const start = parse(startIso);
  const end = parse(endIso);
  if (!start || !end || end < start) return "";
  return formatMinutes(Math.floor((end.getTime() - start.getTime()) / 60_000));
}

/** A length in minutes (the statistics send fractions): "under a minute", "42 min", "1 h 25 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (!Number.isFinite(minutes) || whole < 0) return "";
  if (whole < 1) return "under a minute";
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${two(whole % 60)} min`;
}

/**
 * How long ago, in calendar days from `now`: "today", "yesterday",
 * "3 days ago", "2 weeks ago", "5 months ago", "2 years ago".
 */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  const startOf = (d: Date): number => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  const ago = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return ago(days, "day");
  if (days < 60) return ago(Math.floor(days / 7), "week");
  const months = (now.getFullYear() - date.getFullYear()) * 12 + now.getMonth() - date.getMonth();
  if (months < 12) return ago(Math.max(2, months), "month");
  return ago(Math.floor(months / 12), "year");
}
