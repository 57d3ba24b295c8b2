/**
 * Finding a session's stored notes for its page. The session view does not
 * carry them; the history list does, so the page asks `sessions_list` for
 * that game's sessions started on the session's day (UTC, as the backend
 * compares dates) and picks the session by id, page after page until found.
 * A view that does carry `notes` is read directly.
 */

import type { SessionPage } from "../bindings/SessionPage";
import type { SessionQuery } from "../bindings/SessionQuery";
import type { SessionView } from "../bindings/SessionView";

export const NOTES_PAGE_SIZE = 200;

/** The notes the view itself carries, if the backend sends them with it. */
export function notesInView(view: SessionView): string | null {
  const sent: unknown = (view as SessionView & { notes?: unknown }).notes;
  return typeof sent === "string" ? sent : null;
}

/** The UTC day "YYYY-MM-DD" an RFC 3339 time falls on, or null when unreadable. */
export function utcDay(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The history page that holds the session (by its game and day), from `offset`. */
export function notesQuery(view: Pick<SessionView, "game" | "started_at">, offset: number): SessionQuery {
  const day = utcDay(view.started_at);
  const query: SessionQuery = { game: view.game, status: "any", limit: NOTES_PAGE_SIZE, offset };
  if (day) {
    query.since = day;
    query.until = day;
  }
  return query;
}

/**
 * The notes of session `id` when `page` lists it; null when it does not
 * and another page may, "" when no page can (the last one was read).
 */
export function notesOnPage(page: SessionPage, id: number): string | null {
  const found = page.sessions.find((s) => s.id === id);
  if (found) return found.notes;
  return page.offset + page.sessions.length < page.total && page.sessions.length > 0 ? null : "";
}
