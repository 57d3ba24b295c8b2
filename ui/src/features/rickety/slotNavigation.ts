/**
 * Moving between a ship's slots with the arrow keys. Shapes have holes
 * (Basic's rocket row has a gap, its cannon rows are narrower), so a move
 * goes to the nearest slot straight in that direction, and only when there
 * is none there to the nearest slot on the way (the row or column closest
 * to the current one, then the closest to the line). Focus itself is the
 * screen's job.
 */

import type { Pos, ShapeCells } from "./layout";

export type Direction = "up" | "down" | "left" | "right";

const KEYS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

/** The direction an arrow key asks for, or null for any other key. */
export function arrowDirection(key: string): Direction | null {
  return KEYS[key] ?? null;
}

/** Is (row, col) part of the grid being navigated? */
export type IsSlot = (row: number, col: number) => boolean;

/** Slots are the shape's ship cells. */
export function shapeIsSlot(shape: ShapeCells): IsSlot {
  return (row, col) => {
    const role = shape[row]?.[col];
    return role !== null && role !== undefined;
  };
}

interface Candidate {
  pos: Pos;
  /** How far along the direction of the move. */
  ahead: number;
  /** How far off the straight line. */
  aside: number;
}

/** Straight ahead always wins; then nearer ahead, then nearer the line. */
function isBetter(candidate: Candidate, best: Candidate | null): boolean {
  if (best === null) return true;
  const straight = candidate.aside === 0;
  if (straight !== (best.aside === 0)) return straight;
  if (candidate.ahead !== best.ahead) return candidate.ahead < best.ahead;
  return candidate.aside < best.aside;
}

/**
 * The slot a move from `from` lands on, or null when there is nothing that
 * way. `rows` × `cols` bounds the search; an even tie goes up or left
 * (the first found in reading order).
 */
export function nextSlot(isSlot: IsSlot, rows: number, cols: number, from: Pos, direction: Direction): Pos | null {
  const vertical = direction === "up" || direction === "down";
  const step = direction === "up" || direction === "left" ? -1 : 1;
  let best: Candidate | null = null;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (!isSlot(row, col)) continue;
      const ahead = (vertical ? row - from.row : col - from.col) * step;
      if (ahead <= 0) continue;
      const candidate = { pos: { row, col }, ahead, aside: Math.abs(vertical ? col - from.col : row - from.row) };
      if (isBetter(candidate, best)) best = candidate;
    }
  }
  return best?.pos ?? null;
}
