/**
 * Space Craft's part of the new-session form: the options as typed, kept
 * outside the screen (see lib/newSessionDraft), and what the screen
 * fetches each time it opens: the advanced cards laid out before and where
 * a remembered setup came from.
 */

import type { SpacecraftAdvancedCard } from "../../bindings/SpacecraftAdvancedCard";
import type { SpacecraftDraft } from "./setup";

class SpacecraftNewSession {
  /** Null until loaded: the last Space Craft session's setup, or the default. */
  draft = $state<SpacecraftDraft | null>(null);
  /** Advanced cards laid out in earlier sessions, offered again. */
  knownAdvanced = $state<SpacecraftAdvancedCard[]>([]);
  /** Where the prefilled options came from, or null for the defaults. */
  remembered = $state<string | null>(null);

  reset(): void {
    this.draft = null;
  }
}

export const spacecraftDraft = new SpacecraftNewSession();
