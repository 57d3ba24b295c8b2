/**
 * What a session is called in lists and at the top of its screen: its own
 * title, else its game's name — and for an untitled session of a game
 * whose name says nothing of what was played (the scorepad, which could be
 * any game: its record's `namedByPlayers`), who played it ("Scorepad with
 * Ann and Bob"), so a history of untitled pads does not read "Scorepad,
 * Scorepad, Scorepad".
 */

import { gameFeature } from "../features";
import { joinNames } from "./winnerSentence";

interface Titled {
  game: string;
  game_name: string;
  title: string;
  seats: readonly { name: string }[];
}

export function sessionTitle(session: Titled): string {
  if (session.title.trim() !== "") return session.title;
  if (gameFeature(session.game)?.namedByPlayers && session.seats.length > 0) {
    return `${session.game_name} with ${joinNames(session.seats.map((s) => s.name))}`;
  }
  return session.game_name;
}
