/**
 * When a play happened, as the fields a person types it in: the day (ISO,
 * for the locale-ordered DateField), the clock time "HH:MM" and, for a
 * finished play, its length in minutes — read back into the start the
 * backend stores (an instant) and the minutes it lasted.
 */

const pad = (n: number): string => String(n).padStart(2, "0");

export interface WhenFields {
  /** The local day, "YYYY-MM-DD". */
  day: string;
  /** The local clock time, "HH:MM". */
  time: string;
  /** Minutes from start to end, "" while the play is open. */
  minutes: string;
}

export function whenFields(startIso: string, endIso: string | null): WhenFields {
  const start = new Date(startIso);
  const day = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
  const time = `${pad(start.getHours())}:${pad(start.getMinutes())}`;
  const minutes = endIso === null ? "" : String(Math.round((new Date(endIso).getTime() - start.getTime()) / 60_000));
  return { day, time, minutes };
}

export type WhenReading = { ok: true; startedAt: string; minutes: number | null } | { ok: false; problem: string };

/** The fields as the start and duration to store; a problem in words otherwise. */
export function readWhen(fields: WhenFields, finished: boolean, now: Date = new Date()): WhenReading {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fields.day);
  if (!day) return { ok: false, problem: "Choose the day it was played." };
  const clock = /^(\d{1,2})[:.h](\d{2})$/.exec(fields.time.trim());
  if (!clock) return { ok: false, problem: "Type the time it started as hours and minutes, e.g. 19:30." };
  const [hours, mins] = [Number(clock[1]), Number(clock[2])];
  if (hours > 23 || mins > 59) return { ok: false, problem: "Type the time it started as hours and minutes, e.g. 19:30." };
  const start = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hours, mins);
  if (start.getTime() > now.getTime() + 5 * 60_000) return { ok: false, problem: "That is in the future: a play is logged once it has begun." };
  if (!finished) return { ok: true, startedAt: start.toISOString(), minutes: null };
  const typed = fields.minutes.trim();
  if (!/^\d{1,5}$/.test(typed)) return { ok: false, problem: "Type how long it lasted in minutes, e.g. 45." };
  const minutes = Number(typed);
  if (minutes > 7 * 24 * 60) return { ok: false, problem: "A play lasts at most a week (10,080 minutes) here." };
  return { ok: true, startedAt: start.toISOString(), minutes };
}
