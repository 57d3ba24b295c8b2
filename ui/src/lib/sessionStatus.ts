/**
 * Where a session stands, as its badge says it: still being played, its
 * game over but the result not yet recorded (the table has not closed it),
 * or finished. Also the order Home lists open sessions in: games waiting
 * for their close first, so a table that walked away finds them at once.
 */

import type { SessionSummary } from "../bindings/SessionSummary";
import type { SessionView } from "../bindings/SessionView";

export type StatusTone = "open" | "awaiting" | "finished";

export interface SessionStatus {
  tone: StatusTone;
  label: string;
}

type Standing = Pick<SessionView | SessionSummary, "ended_at" | "awaiting_close">;

export function sessionStatus(session: Standing): SessionStatus {
  if (session.ended_at !== null) return { tone: "finished", label: "Finished" };
  if (session.awaiting_close) return { tone: "awaiting", label: "Game over — not yet recorded" };
  return { tone: "open", label: "In progress" };
}

/** Open sessions with their game over first; otherwise the order given (newest first). */
export function awaitingFirst<T extends Standing>(sessions: readonly T[]): T[] {
  return [...sessions.filter((s) => s.awaiting_close), ...sessions.filter((s) => !s.awaiting_close)];
}
