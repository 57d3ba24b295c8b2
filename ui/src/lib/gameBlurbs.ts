/**
 * What Drydock does for each game, in one line for the home screen: the
 * table sees at a glance what it can hand over. The games themselves (ids,
 * names, which exist) are the backend's; this only adds the sentence, and
 * a game without one is still listed, by name.
 */

const BLURBS: Readonly<Record<string, string>> = {
  rickety: "Checks every ship you build, typed in or read from a photo, and scores the three rounds.",
  spacecraft: "Checks each rocket, keeps the project display, the countdown and the final scoring.",
  ships: "Keeps the eras, the action cubes, the card display, the age track and every VP with its reason.",
  flicky: "Keeps resources, the upgrade shop, VP tokens and the end trigger, then scores the upgrades.",
  scorepad: "Round-by-round scores for any other game, with running totals and the leader.",
};

/** The home screen's line for game `id`, or null for a game it has none for. */
export function gameBlurb(id: string): string | null {
  return BLURBS[id] ?? null;
}
