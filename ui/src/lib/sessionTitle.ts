/**
 * What a session is called in lists and at the top of its screen: its own
 * title, else its game's name — and for an untitled scorepad, which could
 * be any game, who played it ("Scorepad with Ann and Bob"), so a history
 * of untitled pads does not read "Scorepad, Scorepad, Scorepad".
 */

import { joinNames } from "./winnerSentence";

interface Titled {
  game: string;
  game_name: string;
  title: string;
  seats: readonly { name: string }[];
}

export function sessionTitle(session: Titled): string {
  if (session.title.trim() !== "") return session.title;
  if (session.game === "scorepad" && session.seats.length > 0) {
    return `${session.game_name} with ${joinNames(session.seats.map((s) => s.name))}`;
  }
  return session.game_name;
}
