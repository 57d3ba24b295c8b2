/**
 * Rickety Ships' part of the new-session form: its options (decks,
 * shape), the shapes fetched when the screen opens, what stops Start (the
 * table's size, R9; no shape) and the setup Start sends.
 */

import { asApiError } from "../../lib/apiError";
import { ricketyShapes } from "../../lib/backend";
import { notices } from "../../lib/notices.svelte";
import type { NewSessionPart } from "../game";
import { ricketyDraft as draft } from "./draft.svelte";
import Options from "./Options.svelte";
import { ricketySetup, seatingProblem } from "./setup";

export default {
  Options,
  async load() {
    draft.shapes = null;
    try {
      draft.shapes = await ricketyShapes();
    } catch (rejection) {
      draft.shapes = [];
      notices.show(asApiError(rejection));
    }
  },
  blocker: (seating) => seatingProblem(seating.length) ?? (draft.shape === null ? "Pick a ship shape." : null),
  setup: () => (draft.shape ? { game: "rickety", setup: ricketySetup(draft.decks, draft.shape) } : null),
  reset: () => draft.reset(),
} satisfies NewSessionPart<"rickety">;
