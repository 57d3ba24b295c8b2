/**
 * Ships' part of the new-session form: the board data as the table checks
 * or edits it, kept outside the screen (see lib/newSessionDraft).
 */

import type { ShipsDraft } from "./setup";

class ShipsNewSession {
  /** Null until loaded: the board data the table entered last (ships_library). */
  draft = $state<ShipsDraft | null>(null);

  reset(): void {
    this.draft = null;
  }
}

export const shipsDraft = new ShipsNewSession();
