/**
 * Flicky Spaceships' part of the new-session form: its options (VP tokens,
 * upgrade piles), what the screen fetches when it opens (the catalog, and
 * F4's "remembered": the latest Flicky session's setup unless the table
 * already chose), what stops Start (2 to 4 players, the singles named) and
 * the setup Start sends.
 */

import { asApiError } from "../../lib/apiError";
import { flickyCatalog, sessionShow, sessionsList } from "../../lib/backend";
import { formatWhen } from "../../lib/dates";
import { isGame } from "../../lib/gameView";
import { notices } from "../../lib/notices.svelte";
import type { NewSessionPart } from "../game";
import { flickyDraft as draft } from "./draft.svelte";
import Options from "./Options.svelte";
import { DEFAULT_SETUP, flickySetup, seatingProblem, setupFromState, singlesProblem } from "./setup";

/** The latest Flicky session's setup, read back from its state, unless the table already chose. */
async function remember(): Promise<void> {
  const latest = (await sessionsList({ game: "flicky", limit: 1 })).sessions[0];
  if (!latest) return;
  const view = await sessionShow(latest.id);
  if (draft.setup !== null || !isGame(view, "flicky")) return;
  draft.setup = setupFromState(view.state);
  draft.remembered = `Set up as your last game of Flicky Spaceships (${formatWhen(latest.started_at)}).`;
}

export default {
  Options,
  async load() {
    draft.catalog = null;
    draft.remembered = null;
    try {
      draft.catalog = await flickyCatalog();
      if (draft.setup === null) await remember();
    } catch (rejection) {
      draft.catalog ??= [];
      notices.show(asApiError(rejection));
    }
  },
  blocker: (seating) => seatingProblem(seating.length) ?? singlesProblem(draft.setup ?? DEFAULT_SETUP),
  setup: () => ({ game: "flicky", setup: flickySetup(draft.setup ?? DEFAULT_SETUP) }),
  reset: () => draft.reset(),
} satisfies NewSessionPart<"flicky">;
