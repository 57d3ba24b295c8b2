/**
 * The new-session form while it is being filled in: who sits where and
 * the game. It lives outside the screen so that a trip to the shape editor
 * and back keeps the table's choices; each game's options live likewise in
 * its own draft (`features/<game>/draft.svelte.ts`). Starting or
 * cancelling forgets them all (Flicky Spaceships' and Space Craft's setups
 * are then remembered from the latest session instead).
 */

import type { Guest } from "./seating";

class NewSessionDraft {
  /** Profile ids in seat order; a guest's is negative (see `guests`). */
  seating = $state<number[]>([]);
  /** Guests added for this game: no profile is saved for them. */
  guests = $state<Guest[]>([]);
  /** Null until someone picks: the screen preselects a default. */
  gameId = $state<string | null>(null);

  reset(): void {
    this.seating = [];
    this.guests = [];
    this.gameId = null;
  }
}

export const newSessionDraft = new NewSessionDraft();
