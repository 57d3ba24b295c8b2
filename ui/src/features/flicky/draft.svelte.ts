/**
 * Flicky Spaceships' part of the new-session form: the setup the table is
 * choosing, kept outside the screen (see lib/newSessionDraft), and what
 * the screen fetches each time it opens: the upgrade catalog and where a
 * remembered setup came from.
 */

import type { FlickySetup } from "../../bindings/FlickySetup";
import type { FlickyUpgrade } from "../../bindings/FlickyUpgrade";

class FlickyDraft {
  /** Null until loaded: the latest Flicky session's setup, or the default. */
  setup = $state<FlickySetup | null>(null);
  /** The upgrades to name singles from; null while they load. */
  catalog = $state<FlickyUpgrade[] | null>(null);
  /** Where the prefilled setup came from, or null for the defaults. */
  remembered = $state<string | null>(null);

  reset(): void {
    this.setup = null;
  }
}

export const flickyDraft = new FlickyDraft();
