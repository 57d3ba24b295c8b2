/**
 * The new-session form while it is being filled in: who sits where, the
 * game and its options. It lives outside the screen so that a trip to the
 * shape editor and back keeps the table's choices (and comes back with
 * the new shape chosen). Starting or cancelling forgets it.
 */

import type { WinRule } from "../bindings/WinRule";

class NewSessionDraft {
  /** Profile ids in seat order. */
  seating = $state<number[]>([]);
  /** Null until someone picks: the screen preselects a default. */
  gameId = $state<string | null>(null);
  title = $state("");
  win = $state<WinRule>("highest");
  decks = $state(2);
  /** Null until someone picks: Basic (R3) is preselected. */
  shapeName = $state<string | null>(null);

  reset(): void {
    this.seating = [];
    this.gameId = null;
    this.title = "";
    this.win = "highest";
    this.decks = 2;
    this.shapeName = null;
  }
}

export const newSessionDraft = new NewSessionDraft();
