/**
 * The scorepad's part of the new-session form: its options (title, win
 * rule, teams), nothing to check before Start beyond a seated table, and
 * the setup Start sends.
 */

import type { NewSessionPart } from "../game";
import { scorepadDraft as draft } from "./draft.svelte";
import Options from "./Options.svelte";
import { scorepadSetup } from "./setup";

export default {
  Options,
  blocker: () => null,
  setup: (seating) => ({ game: "scorepad", setup: scorepadSetup(draft.title, draft.win, draft.inTeams, seating, draft.teamOf) }),
  reset: () => draft.reset(),
} satisfies NewSessionPart<"scorepad">;
