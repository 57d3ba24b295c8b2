/**
 * What Drydock does for each game, in one line for the home screen: the
 * table sees at a glance what it can hand over. The games themselves (ids,
 * names, which exist) are the backend's; the sentence is each game's
 * record's (`features/<game>/index.ts`), and a game without one is still
 * listed, by name.
 */

import { gameFeature } from "../features";

/** The home screen's line for game `id`, or null for a game it has none for. */
export function gameBlurb(id: string): string | null {
  return gameFeature(id)?.blurb ?? null;
}
