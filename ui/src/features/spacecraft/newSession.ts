/**
 * Space Craft's part of the new-session form: its options, what the screen
 * fetches when it opens (the table's last setup, unless the table already
 * chose, and the advanced cards known), what stops Start (2 to 4 players,
 * the first thing still to fill in) and the setup Start sends.
 */

import { asApiError } from "../../lib/apiError";
import { sessionsList, spacecraftLibrary } from "../../lib/backend";
import { formatWhen } from "../../lib/dates";
import { notices } from "../../lib/notices.svelte";
import type { NewSessionPart } from "../game";
import { spacecraftDraft as form } from "./draft.svelte";
import Options from "./Options.svelte";
import { defaultDraft, draftFromSetup, seatingProblem, setupFromDraft } from "./setup";

/**
 * The table's last Space Craft setup (plan, countdown, display, colours,
 * advanced cards), unless the table already chose; goals start empty.
 */
async function remember(): Promise<void> {
  const library = await spacecraftLibrary();
  form.knownAdvanced = library.advanced_cards;
  if (form.draft !== null || library.last_setup === null) return;
  form.draft = draftFromSetup(library.last_setup);
  const latest = (await sessionsList({ game: "spacecraft", limit: 1 })).sessions[0];
  form.remembered = `Set up as your last game of Space Craft${latest ? ` (${formatWhen(latest.started_at)})` : ""}.`;
}

const checked = (seating: readonly number[]) => setupFromDraft(form.draft ?? defaultDraft(), seating);

export default {
  Options,
  async load() {
    form.knownAdvanced = [];
    form.remembered = null;
    try {
      await remember();
    } catch (rejection) {
      notices.show(asApiError(rejection));
    }
  },
  blocker: (seating) => seatingProblem(seating.length) ?? checked(seating).problem,
  setup: (seating) => {
    const setup = checked(seating).value;
    return setup ? { game: "spacecraft", setup } : null;
  },
  reset: () => form.reset(),
} satisfies NewSessionPart<"spacecraft">;
