/**
 * Rickety Ships' part of the new-session form: the decks and the chosen
 * shape, kept outside the screen so a trip to the shape editor keeps them
 * (and comes back with the new shape chosen), and the shapes offered,
 * fetched each time the screen opens.
 */

import type { RicketyShapeInfo } from "../../bindings/RicketyShapeInfo";
import { pickShape } from "./setup";

class RicketyDraft {
  decks = $state(2);
  /** Null until someone picks: Basic (R3) is preselected. */
  shapeName = $state<string | null>(null);
  /** The shapes to pick from; null while they load. */
  shapes = $state<RicketyShapeInfo[] | null>(null);
  /** The shape Start sends: the picked one if it still exists, else Basic, else the first. */
  readonly shape = $derived(this.shapes ? pickShape(this.shapes, this.shapeName) : null);

  reset(): void {
    this.decks = 2;
    this.shapeName = null;
  }
}

export const ricketyDraft = new RicketyDraft();
