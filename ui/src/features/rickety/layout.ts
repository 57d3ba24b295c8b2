/**
 * Where things lie on a ship: the slots of the session's shape in reading
 * order, and a ship's cells by `[row][col]` (the backend's
 * `RicketyShip.cells`, or a photo's readings), which may have fewer rows
 * or columns than the shape.
 *
 * Which cells are legal, complete or worth points is the backend's answer
 * (`RicketyShip`); this only says what lies where.
 */

import type { RicketyRole } from "../../bindings/RicketyRole";

/** Row 0 is the front (cannons, north), col 0 the left, as in the shape grid. */
export interface Pos {
  row: number;
  col: number;
}

/** One cell of the shape the ship is built on. */
export interface Slot extends Pos {
  role: RicketyRole;
}

export type ShapeCells = readonly (readonly (RicketyRole | null)[])[];

/** A ship's cells by `[row][col]`; null where nothing is built. */
export type Cells<T> = readonly (readonly (T | null)[])[];

/** The cell at `pos`, or null for an empty or missing one. */
export function cellAt<T>(cells: Cells<T>, pos: Pos): T | null {
  return cells[pos.row]?.[pos.col] ?? null;
}

/** Columns of the widest row of a shape. */
export function shapeWidth(shape: ShapeCells): number {
  return Math.max(0, ...shape.map((row) => row.length));
}

/** Every ship cell of the shape, in reading order. */
export function shapeSlots(shape: ShapeCells): Slot[] {
  return shape.flatMap((row, r) =>
    row.flatMap((role, c) => (role === null || role === undefined ? [] : [{ row: r, col: c, role }])),
  );
}

/** The start cell (the 7 the ship is built from), else the first slot. */
export function startSlot(shape: ShapeCells): Slot | null {
  const slots = shapeSlots(shape);
  return slots.find((slot) => slot.role === "start") ?? slots[0] ?? null;
}

/** How many of the shape's slots hold a card. */
export function builtCount<T>(shape: ShapeCells, cells: Cells<T>): number {
  return shapeSlots(shape).filter((slot) => cellAt(cells, slot) !== null).length;
}

export function samePos(a: Pos | null | undefined, b: Pos | null | undefined): boolean {
  return !!a && !!b && a.row === b.row && a.col === b.col;
}

/**
 * A cell as the table names it, counting rows and columns from 1 (the
 * positions themselves count from 0, as the backend's do): "Row 3, col 4",
 * or with `long` "Row 3, column 4" for a screen reader.
 */
export function cellName(pos: Pos, long = false): string {
  return `Row ${pos.row + 1}, ${long ? "column" : "col"} ${pos.col + 1}`;
}
