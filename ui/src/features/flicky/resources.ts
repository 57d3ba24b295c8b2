/**
 * Flicky Spaceships' five resources and six terrains as the table reads
 * them: their order (the rulebook's cost key), their words ("3 energy",
 * "2 star crystals"), a bag of them as one line, and bounded +/− on a
 * count (the discard and payment editors). What a tray holds is the
 * backend's; this only words and counts what the screen shows.
 */

import type { FlickyResource } from "../../bindings/FlickyResource";
import type { FlickyResources } from "../../bindings/FlickyResources";
import type { FlickyTerrain } from "../../bindings/FlickyTerrain";

/** The rulebook's cost key order. */
export const RESOURCES: readonly FlickyResource[] = ["energy", "dark_matter", "rare_metal", "star_crystal", "alien_samples"];

/** The five resource terrains, then empty space. */
export const TERRAINS: readonly FlickyTerrain[] = [...RESOURCES, "empty"];

/** F2: most resources a player may hold. */
export const HAND_LIMIT = 12;

const NAMES: Record<FlickyResource, { one: string; many: string; title: string }> = {
  energy: { one: "energy", many: "energy", title: "Energy" },
  dark_matter: { one: "dark matter", many: "dark matter", title: "Dark matter" },
  rare_metal: { one: "rare metal", many: "rare metal", title: "Rare metal" },
  star_crystal: { one: "star crystal", many: "star crystals", title: "Star crystal" },
  alien_samples: { one: "alien sample", many: "alien samples", title: "Alien samples" },
};

/** The rulebook's terrain names (its table "Board Terrain and Resources"). */
const TERRAIN_NAMES: Record<FlickyTerrain, string> = {
  energy: "Energy Field",
  dark_matter: "Black Hole",
  rare_metal: "Metal Asteroids",
  star_crystal: "Crystal Planet",
  alien_samples: "Alien World",
  empty: "Empty Space",
};

/** "Dark matter": a resource as a heading or a button label. */
export function resourceTitle(resource: FlickyResource): string {
  return NAMES[resource].title;
}

/** "1 star crystal", "3 star crystals", "2 energy". */
export function countText(count: number, resource: FlickyResource): string {
  const name = NAMES[resource];
  return `${count} ${count === 1 ? name.one : name.many}`;
}

/** "a dark matter", "an energy": one of a resource in a sentence. */
export function oneOf(resource: FlickyResource): string {
  return /^[aeiou]/.test(NAMES[resource].one) ? `an ${NAMES[resource].one}` : `a ${NAMES[resource].one}`;
}

/** "Black Hole": the terrain's name on the board. */
export function terrainName(terrain: FlickyTerrain): string {
  return TERRAIN_NAMES[terrain];
}

/** What landing on `terrain` gives: "dark matter", or "nothing" on empty space. */
export function terrainYield(terrain: FlickyTerrain): string {
  return terrain === "empty" ? "nothing" : NAMES[terrain].one;
}

/** A bag with nothing in it. */
export function noResources(): FlickyResources {
  return { energy: 0, dark_matter: 0, rare_metal: 0, star_crystal: 0, alien_samples: 0 };
}

/** How many tokens the bag holds. */
export function totalOf(bag: FlickyResources): number {
  return RESOURCES.reduce((sum, resource) => sum + bag[resource], 0);
}

/** "1 dark matter + 3 energy" in the cost key's order; "nothing" when empty. */
export function bagText(bag: FlickyResources): string {
  const parts = RESOURCES.filter((resource) => bag[resource] > 0).map((resource) => countText(bag[resource], resource));
  return parts.length === 0 ? "nothing" : parts.join(" + ");
}

/**
 * `bag` with `resource` moved by `delta`, kept between 0 and `limit`'s
 * count of it (what the player holds): a tap on + never asks for a token
 * that is not there.
 */
export function adjustCount(
  bag: FlickyResources,
  resource: FlickyResource,
  delta: number,
  limit: FlickyResources,
): FlickyResources {
  const next = Math.min(limit[resource], Math.max(0, bag[resource] + delta));
  return { ...bag, [resource]: next };
}
