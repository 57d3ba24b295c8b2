/**
 * Ships' part of the new-session form: its options (the board data check,
 * which loads the remembered board data itself), what stops Start (2 to 4
 * players, W1; board data that is loading or wrong) and the setup Start
 * sends.
 */

import type { NewSessionPart } from "../game";
import { shipsDraft as form } from "./draft.svelte";
import Options from "./Options.svelte";
import { draftProblem, seatingProblem, shipsSetup } from "./setup";

export default {
  Options,
  blocker: (seating) => seatingProblem(seating.length) ?? draftProblem(form.draft),
  setup: () => (form.draft ? { game: "ships", setup: shipsSetup(form.draft) } : null),
  reset: () => form.reset(),
} satisfies NewSessionPart<"ships">;
