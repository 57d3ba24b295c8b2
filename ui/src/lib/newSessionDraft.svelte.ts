/**
 * The new-session form while it is being filled in: who sits where, the
 * game and its options. It lives outside the screen so that a trip to the
 * shape editor and back keeps the table's choices (and comes back with
 * the new shape chosen). Starting or cancelling forgets it (Flicky
 * Spaceships' and Space Craft's setups are then remembered from the latest
 * session instead).
 */

import type { FlickySetup } from "../bindings/FlickySetup";
import type { WinRule } from "../bindings/WinRule";
import type { Guest } from "./seating";
import type { ShipsDraft } from "../features/ships/setup";
import type { SpacecraftDraft } from "../features/spacecraft/setup";

class NewSessionDraft {
  /** Profile ids in seat order; a guest's is negative (see `guests`). */
  seating = $state<number[]>([]);
  /** Guests added for this game: no profile is saved for them. */
  guests = $state<Guest[]>([]);
  /** Null until someone picks: the screen preselects a default. */
  gameId = $state<string | null>(null);
  title = $state("");
  win = $state<WinRule>("highest");
  /** A scorepad played in teams, and the team each profile (by id) was put in. */
  inTeams = $state(false);
  teamOf = $state<Record<number, number>>({});
  decks = $state(2);
  /** Null until someone picks: Basic (R3) is preselected. */
  shapeName = $state<string | null>(null);
  /** Null until loaded: the latest Flicky session's setup, or the default. */
  flicky = $state<FlickySetup | null>(null);
  /** Null until loaded: the last Space Craft session's setup, or the default. */
  spacecraft = $state<SpacecraftDraft | null>(null);
  /** Null until loaded: the board data the table entered last (ships_library). */
  ships = $state<ShipsDraft | null>(null);

  reset(): void {
    this.seating = [];
    this.guests = [];
    this.gameId = null;
    this.title = "";
    this.win = "highest";
    this.inTeams = false;
    this.teamOf = {};
    this.decks = 2;
    this.shapeName = null;
    this.flicky = null;
    this.spacecraft = null;
    this.ships = null;
  }
}

export const newSessionDraft = new NewSessionDraft();
