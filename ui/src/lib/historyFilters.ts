/**
 * The History screen's filters and the `SessionQuery` they ask the backend
 * for: game, player, winner, a date range, status and a search over player
 * names, titles and notes. Matching is the backend's job (names ignoring
 * case, dates inclusive, every search word must appear); this only turns
 * what the table chose into a query, leaving out what was not chosen.
 */

import type { SessionQuery } from "../bindings/SessionQuery";
import type { GameId } from "../bindings/GameId";
import type { StatusFilter } from "../bindings/StatusFilter";

export interface HistoryFilters {
  /** A game, or "" for every game. */
  game: GameId | "";
  /** A player's name, or "" for anyone. */
  player: string;
  /** A winner's name, or "" for any result. */
  winner: string;
  /** "YYYY-MM-DD" as a date input gives it, or "". */
  since: string;
  until: string;
  status: StatusFilter;
  /** What was typed in the search box, as typed. */
  search: string;
}

export const NO_FILTERS: Readonly<HistoryFilters> = Object.freeze({
  game: "",
  player: "",
  winner: "",
  since: "",
  until: "",
  status: "any",
  search: "",
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The search words, spaces collapsed; "" when only spaces were typed. */
export function searchWords(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).join(" ");
}

/** Whether any filter narrows the list (the status included). */
export function isFiltered(filters: HistoryFilters): boolean {
  return (
    filters.game !== "" ||
    filters.player !== "" ||
    filters.winner !== "" ||
    DAY.test(filters.since) ||
    DAY.test(filters.until) ||
    filters.status !== "any" ||
    searchWords(filters.search) !== ""
  );
}

/**
 * The page of sessions the filters ask for, starting at `offset`. Empty
 * choices and a date that is not a whole "YYYY-MM-DD" are left out, so a
 * half-typed date does not empty the list.
 */
export function sessionQuery(filters: HistoryFilters, limit: number, offset: number): SessionQuery {
  const query: SessionQuery = { status: filters.status, limit, offset };
  if (filters.game) query.game = filters.game;
  if (filters.player) query.player = filters.player;
  if (filters.winner) query.winner = filters.winner;
  if (DAY.test(filters.since)) query.since = filters.since;
  if (DAY.test(filters.until)) query.until = filters.until;
  const words = searchWords(filters.search);
  if (words) query.search = words;
  return query;
}

/** True when "since" is after "until": no session can match, say so. */
export function datesReversed(filters: HistoryFilters): boolean {
  return DAY.test(filters.since) && DAY.test(filters.until) && filters.since > filters.until;
}
