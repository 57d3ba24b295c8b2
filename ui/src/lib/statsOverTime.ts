/**
 * Statistics over time in words: plays per month, a player's plays and
 * wins per year, and a game's plays by how many sat at the table.
 */

import type { MonthPlays } from "../bindings/MonthPlays";
import type { PlayerCountStats } from "../bindings/PlayerCountStats";
import type { YearRecord } from "../bindings/YearRecord";
import { formatMinutes } from "./dates";

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "November 2026" for "2026-11", in the computer's language. */
export function monthName(month: string): string {
  const [year, m] = month.split("-").map(Number);
  if (!year || !m) return month;
  return new Date(year, m - 1, 1).toLocaleDateString(undefined, { month: "long", year: "numeric" });
}

/** The last `n` months played, newest first. */
export function recentMonths(months: readonly MonthPlays[], n = 12): MonthPlays[] {
  return [...months].reverse().slice(0, n);
}

/** "3 plays · 3 h 11 min". */
export function monthLine(month: MonthPlays): string {
  const time = formatMinutes(month.minutes);
  return time ? `${count(month.plays, "play", "plays")} · ${time}` : count(month.plays, "play", "plays");
}

/** "2025: 12 plays, 5 wins · 2026: 3 plays, 2 wins", newest first. */
export function yearsLine(years: readonly YearRecord[]): string {
  return [...years]
    .reverse()
    .map((y) => `${y.year}: ${count(y.plays, "play", "plays")}, ${count(y.wins, "win", "wins")}`)
    .join(" · ");
}

/** "2 players: 3 plays, average 41 · 3 players: 1 play, average 11". */
export function playerCountLine(counts: readonly PlayerCountStats[]): string {
  return counts
    .map((c) => {
      const average = c.average_score === null ? "" : `, average ${Math.round(c.average_score * 10) / 10}`;
      return `${count(c.players, "player", "players")}: ${count(c.plays, "play", "plays")}${average}`;
    })
    .join(" · ");
}
