/**
 * An area's pieces as the table enters them for scoring (W6): per
 * location its name and how many cubes and city discs each player has
 * there. Turned into the backend's `ShipsLocation`s (one seat per piece),
 * with the entry cost (printed − city discs in the present area, never
 * below 0) and the scores shown while typing. The preview and the scores
 * that count are the backend's.
 */

import type { ShipsLocation } from "../../bindings/ShipsLocation";

/** A location row being filled in: counts per seat. */
export interface LocationDraft {
  name: string;
  cubes: number[];
  discs: number[];
}

export function emptyLocation(seats: number, name = ""): LocationDraft {
  return { name, cubes: Array.from({ length: seats }, () => 0), discs: Array.from({ length: seats }, () => 0) };
}

/** Area 7 is one location: the merchant side's cubes and the warship side's discs. */
export function startingLocations(area: number, seats: number): LocationDraft[] {
  return area === 7 ? [emptyLocation(seats, "Area 7")] : [emptyLocation(seats)];
}

const pieces = (draft: LocationDraft): number =>
  draft.cubes.reduce((a, b) => a + b, 0) + draft.discs.reduce((a, b) => a + b, 0);

/** Seats repeated per piece: [2, 0, 1] → [0, 0, 2]. */
function seatsOf(counts: readonly number[]): number[] {
  return counts.flatMap((count, seat) => Array.from({ length: Math.max(0, count) }, () => seat));
}

/** The rows as the backend's locations; rows without a name or a piece are left out. */
export function toLocations(drafts: readonly LocationDraft[]): ShipsLocation[] {
  return drafts
    .filter((d) => pieces(d) > 0)
    .map((d) => ({ name: d.name.trim(), cubes: seatsOf(d.cubes), discs: seatsOf(d.discs) }));
}

/** Why the rows cannot be sent yet, or null: a location with pieces needs its name. */
export function locationsProblem(drafts: readonly LocationDraft[]): string | null {
  const unnamed = drafts.findIndex((d) => pieces(d) > 0 && d.name.trim() === "");
  return unnamed < 0 ? null : `Location ${unnamed + 1} has pieces: give its name.`;
}

/** City discs (any colour) in the rows: the discount on the next area's cost. */
export function discsIn(drafts: readonly LocationDraft[]): number {
  return drafts.reduce((sum, d) => sum + d.discs.reduce((a, b) => a + b, 0), 0);
}

/** W6: navigation counters to enter the next area. */
export function areaEntryCost(printed: number, discs: number): number {
  return Math.max(0, printed - discs);
}

/** W6: per seat, each cube = `area`; each disc = `area` + its owner's cubes in the same location. */
export function areaScores(area: number, drafts: readonly LocationDraft[], seats: number): number[] {
  const out = Array.from({ length: seats }, () => 0);
  for (const d of drafts) {
    for (let seat = 0; seat < seats; seat++) {
      const cubes = d.cubes[seat] ?? 0;
      const discs = d.discs[seat] ?? 0;
      out[seat] = (out[seat] ?? 0) + cubes * area + discs * (area + cubes);
    }
  }
  return out;
}

/** A row with one seat's cube or disc count changed by `delta` (never below 0). */
export function stepPiece(draft: LocationDraft, kind: "cubes" | "discs", seat: number, delta: number): LocationDraft {
  const counts = draft[kind].map((n, i) => (i === seat ? Math.max(0, n + delta) : n));
  return { ...draft, [kind]: counts };
}
