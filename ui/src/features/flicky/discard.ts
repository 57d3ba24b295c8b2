/**
 * The hand limit (F2): whoever holds more than 12 resources puts back
 * exactly enough to hold 12, choosing which. This words the warning on a
 * tray and checks the discard editor's choice before it is sent; the
 * backend checks it again and holds every other command until it is done.
 */

import type { FlickyResources } from "../../bindings/FlickyResources";
import { bagText, HAND_LIMIT, RESOURCES, totalOf } from "./resources";

/** How many tokens `tray` must put back (0 at or under the limit). */
export function discardNeeded(tray: FlickyResources): number {
  return Math.max(0, totalOf(tray) - HAND_LIMIT);
}

/** The tray's line about the limit: over it, at it, or nothing to say. */
export function limitWarning(tray: FlickyResources): string | null {
  const total = totalOf(tray);
  if (total > HAND_LIMIT) return `Over the limit: discard ${total - HAND_LIMIT} (F2)`;
  if (total === HAND_LIMIT) return "At the limit of 12";
  return null;
}

export interface DiscardCheck {
  /** The choice puts back exactly enough, from what is held. */
  exact: boolean;
  /** What the editor says under its counts. */
  text: string;
}

/** Whether putting back `chosen` from `tray` gets it down to exactly 12. */
export function checkDiscard(tray: FlickyResources, chosen: FlickyResources): DiscardCheck {
  const need = discardNeeded(tray);
  const count = totalOf(chosen);
  if (RESOURCES.some((resource) => chosen[resource] > tray[resource])) {
    return { exact: false, text: "That is more than the tray holds." };
  }
  if (count < need) {
    const more = need - count;
    return { exact: false, text: `Choose ${more} more to put back (${need} in all).` };
  }
  if (count > need) {
    return { exact: false, text: `That is ${count - need} too many: put back exactly ${need} to hold 12.` };
  }
  return { exact: true, text: `Put back ${bagText(chosen)} to hold 12.` };
}
