/**
 * What the editor says about a ship: the backend's violations grouped by
 * cell (R2–R7, each with its rule id and sentence), the short reason shown
 * on an outlined slot, and the always-visible "complete / legal" status
 * in words. The verdicts are the backend's (`RicketyShip`); this only
 * words and sorts them.
 */

import type { RicketyShip } from "../../bindings/RicketyShip";
import type { RicketyViolation } from "../../bindings/RicketyViolation";
import { asSentence } from "../../lib/apiError";
import type { Pos } from "./layout";

const key = (pos: Pos): string => `${pos.row},${pos.col}`;

/** Violations by cell, in the order the backend listed them. */
export function problemsByCell(violations: readonly RicketyViolation[]): Map<string, RicketyViolation[]> {
  const cells = new Map<string, RicketyViolation[]>();
  for (const violation of violations) {
    const list = cells.get(key(violation));
    if (list) list.push(violation);
    else cells.set(key(violation), [violation]);
  }
  return cells;
}

/** The violations at `pos` (empty when the cell is fine). */
export function problemsAt(cells: Map<string, RicketyViolation[]>, pos: Pos): RicketyViolation[] {
  return cells.get(key(pos)) ?? [];
}

/**
 * A violation as one sentence on its own slot: the slot is already there,
 * so "at row 2, col 3" goes ("9♠ cannot be reached from the 7: …").
 */
export function reasonInSlot(message: string): string {
  return asSentence(message.replace(/ at row \d+, col \d+/g, ""));
}

/** A typed entry the backend could not read, without its preamble. */
export function entryError(message: string): string {
  return asSentence(message.replace(/^the command is not valid:\s*/i, ""));
}

export type Legality = "empty" | "legal" | "illegal" | "undetermined";

export interface ShipStatus {
  complete: boolean;
  /** "Complete: 16 of 16 slots" / "Incomplete: 9 of 16 slots". */
  completeText: string;
  legality: Legality;
  /** "Legal", "Illegal: 2 problems", "No cards yet", … */
  legalText: string;
}

/** The ship's status in words, from the backend's verdict. */
export function shipStatus(ship: RicketyShip, built: number, size: number): ShipStatus {
  const completeText = `${ship.complete ? "Complete" : "Incomplete"}: ${built} of ${size} slots`;
  const legality: Legality =
    ship.legal === true ? "legal" : ship.legal === false ? "illegal" : ship.undetermined ? "undetermined" : "empty";
  const count = ship.violations.length;
  const legalText = {
    empty: "No cards yet",
    legal: ship.complete ? "Legal" : "Legal so far",
    illegal: `Illegal: ${count} problem${count === 1 ? "" : "s"}`,
    undetermined: "Not decided: check the photographed stacks by hand",
  }[legality];
  return { complete: ship.complete, completeText, legality, legalText };
}
