/**
 * What the BG Stats link carries, in words, for the dialog that sends it:
 * the game, when it was played and how long, each player's score and who
 * won — so the table can check the play before scanning, instead of
 * reading a percent-encoded URL.
 */

import type { SessionView } from "../bindings/SessionView";
import { formatDuration, formatWhen } from "./dates";
import { sessionTitle } from "./sessionTitle";
import { winnerNames, winnerSentence } from "./winnerSentence";

export interface PlayDescription {
  /** "Carcassonne (Scorepad)". */
  game: string;
  /** "Today, 19:16 · 42 min". */
  when: string;
  /** "Ann 21 · Bob 24". */
  scores: string;
  /** "Bob wins", or "" while nobody has won. */
  result: string;
}

type Played = Pick<SessionView, "game" | "game_name" | "title" | "seats" | "started_at" | "ended_at" | "outcome">;

export function playDescription(view: Played, now: Date = new Date()): PlayDescription {
  const title = sessionTitle(view);
  const names = view.seats.map((seat) => seat.name);
  const length = view.ended_at ? ` · ${formatDuration(view.started_at, view.ended_at)}` : "";
  return {
    game: title === view.game_name ? title : `${title} (${view.game_name})`,
    when: `${formatWhen(view.started_at, now)}${length}`,
    scores: names.map((name, seat) => `${name} ${view.outcome.scores[seat] ?? 0}`).join(" · "),
    result: view.outcome.winners.length > 0 ? winnerSentence(winnerNames(view.outcome.winners, names)) : "",
  };
}
