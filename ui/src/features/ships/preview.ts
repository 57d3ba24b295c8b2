/**
 * What a scoring moment would do, read from the backend's preview (a
 * `SessionView` of the command applied but not stored): the lines of its
 * timeline entry (new age and its cost, ships removed, the era change…)
 * and every VP change with its reason, grouped per player with the total
 * before and after. Nothing here computes a score: the preview is the
 * backend's, this only lays it out for the table to check before Confirm.
 */

import type { SessionView } from "../../bindings/SessionView";
import type { ShipsLedgerEntry } from "../../bindings/ShipsLedgerEntry";
import type { ShipsState } from "../../bindings/ShipsState";

/** "+5", "−4" (a real minus sign), "0". */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return "0";
}

/** A timeline line that is a VP change ("Blue +5 VP: first ship in age 5"), shown in the VP table instead. */
export function isVpLine(line: string): boolean {
  return /^.+ [+-]\d+ VP: /.test(line);
}

/** The lines of the preview's own (last) timeline entry, in order. */
export function previewLines(preview: Pick<SessionView, "timeline">): string[] {
  const last = preview.timeline[preview.timeline.length - 1];
  if (!last || last.kind !== "events") return [];
  return last.summary
    .split("; ")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The ledger entries the preview adds to the current state. */
export function newEntries(before: Pick<ShipsState, "ledger">, after: Pick<ShipsState, "ledger">): ShipsLedgerEntry[] {
  return after.ledger.slice(before.ledger.length);
}

/** One player's VP movement in a preview. */
export interface SeatChange {
  seat: number;
  from: number;
  to: number;
  total: number;
  entries: ShipsLedgerEntry[];
}

/** The new entries per seat (seats without a change left out), in seat order. */
export function changesBySeat(before: Pick<ShipsState, "players">, entries: readonly ShipsLedgerEntry[]): SeatChange[] {
  return before.players.flatMap((player, seat) => {
    const own = entries.filter((e) => e.seat === seat);
    if (own.length === 0) return [];
    const total = own.reduce((sum, e) => sum + e.delta, 0);
    return [{ seat, from: player.vp, to: player.vp + total, total, entries: own }];
  });
}

/** What the preview's state says besides VP: gold and goods per seat that change, and the era. */
export interface SideEffects {
  gold: { seat: number; from: number; to: number }[];
  eraChange: boolean;
  displayCleared: boolean;
}

export function sideEffects(before: ShipsState, after: ShipsState): SideEffects {
  return {
    gold: before.players.flatMap((player, seat) => {
      const to = after.players[seat]?.gold ?? player.gold;
      return to === player.gold ? [] : [{ seat, from: player.gold, to }];
    }),
    eraChange: after.era !== before.era,
    displayCleared: after.display_needed && !before.display_needed,
  };
}
