/**
 * The rocket builder's grid (S2): a rectangle of cells, each empty or one
 * part, kept with a free margin of one row and one column all round so a
 * new part can go on any side; placing, removing and moving parts; and the
 * grid written in the rocket text format (one grid row per line, `.`
 * empty) for a player to edit as text. Reading a typed rocket, legality,
 * counts and goals are the backend's (`spacecraft_check`); this module
 * only edits the grid and writes it.
 */

import type { SpacecraftViolation } from "../../bindings/SpacecraftViolation";
import { asSentence } from "../../lib/apiError";
import { partText, type Part } from "./parts";

export type Cell = Part | null;
/** `grid[row][col]`, row 0 at the top (the nose end), every row as long as the longest. */
export type Grid = Cell[][];

export interface Pos {
  row: number;
  col: number;
}

export const samePos = (a: Pos | null, b: Pos | null): boolean =>
  a !== null && b !== null && a.row === b.row && a.col === b.col;

const key = (pos: Pos): string => `${pos.row},${pos.col}`;

export function emptyGrid(rows: number, cols: number): Grid {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
}

const cols = (grid: Grid): number => Math.max(0, ...grid.map((row) => row.length));

/** Every row padded with empty cells to the longest. */
function rectangular(grid: Grid): Grid {
  const width = cols(grid);
  return grid.map((row) => [...row, ...Array.from({ length: width - row.length }, () => null)]);
}

/** The backend's cells as a grid, every row as long as the longest. */
export function gridFromCells(cells: readonly (readonly (Part | null)[])[]): Grid {
  return rectangular(cells.map((row) => [...row]));
}

/** The grid without empty outer rows and columns, and where it started in the original. */
export function trimGrid(grid: Grid): { grid: Grid; top: number; left: number } {
  const rect = rectangular(grid);
  const usedRows = rect.flatMap((row, r) => (row.some((cell) => cell !== null) ? [r] : []));
  const usedCols = Array.from({ length: cols(rect) }, (_, c) => c).filter((c) => rect.some((row) => row[c] !== null));
  const top = usedRows[0];
  const bottom = usedRows[usedRows.length - 1];
  const left = usedCols[0];
  const right = usedCols[usedCols.length - 1];
  if (top === undefined || bottom === undefined || left === undefined || right === undefined) {
    return { grid: [], top: 0, left: 0 };
  }
  return { grid: rect.slice(top, bottom + 1).map((row) => row.slice(left, right + 1)), top, left };
}

/**
 * The builder's working grid: the parts, trimmed, with one free row and
 * column on every side (a 3×3 empty grid when there are no parts).
 */
export function withMargin(grid: Grid): Grid {
  const trimmed = trimGrid(grid).grid;
  if (trimmed.length === 0) return emptyGrid(3, 3);
  const width = cols(trimmed) + 2;
  const blank = (): Cell[] => Array.from({ length: width }, () => null);
  return [blank(), ...trimmed.map((row) => [null, ...row, null]), blank()];
}

/**
 * The rocket text of the grid's parts, trimmed, columns aligned as the
 * backend writes them: ". N:gold\nW:white H:grey\n" reads
 * ".       N:gold\nW:white H:grey\n". Empty for a grid without parts.
 */
export function rocketText(grid: Grid): string {
  const words = trimGrid(grid).grid.map((row) => row.map((cell) => (cell === null ? "." : partText(cell))));
  const width = Math.max(1, ...words.flat().map((w) => w.length));
  return words.map((row) => `${row.map((w) => w.padEnd(width)).join(" ").trimEnd()}\n`).join("");
}

export function partAt(grid: Grid, pos: Pos): Part | null {
  return grid[pos.row]?.[pos.col] ?? null;
}

function withCell(grid: Grid, pos: Pos, cell: Cell): Grid {
  return grid.map((row, r) => (r === pos.row ? row.map((old, c) => (c === pos.col ? cell : old)) : row));
}

/** The grid with `part` at `pos` (replacing what was there), margin restored. */
export function placePart(grid: Grid, pos: Pos, part: Part): Grid {
  return withMargin(withCell(grid, pos, { kind: part.kind, colours: [...part.colours] }));
}

/** The grid without the part at `pos`, margin restored. */
export function removePart(grid: Grid, pos: Pos): Grid {
  return withMargin(withCell(grid, pos, null));
}

/** The part at `from` moved to `to`; a part already at `to` swaps places with it. */
export function movePart(grid: Grid, from: Pos, to: Pos): Grid {
  if (samePos(from, to)) return grid;
  const moving = partAt(grid, from);
  const there = partAt(grid, to);
  return withMargin(withCell(withCell(grid, from, there), to, moving));
}

/** The grid's parts, sorted: what the rocket is made of, wherever the parts sit. */
export function inventory(grid: Grid): Part[] {
  return grid
    .flat()
    .flatMap((cell) => (cell === null ? [] : [cell]))
    .sort((a, b) => partText(a).localeCompare(partText(b)));
}

/**
 * What changed between two inventories: parts in `now` beyond `before`
 * (built this leave action) and parts of `before` no longer in `now`
 * (which a player may not give back, S2).
 */
export function partsDiff(before: readonly Part[], now: readonly Part[]): { added: Part[]; missing: Part[] } {
  const left = [...now];
  const missing: Part[] = [];
  for (const part of before) {
    const i = left.findIndex((p) => partText(p) === partText(part));
    if (i === -1) missing.push(part);
    else left.splice(i, 1);
  }
  return { added: left, missing };
}

/** Same parts in the same places (up to the empty border). */
export function sameRocket(a: Grid, b: Grid): boolean {
  return rocketText(a) === rocketText(b);
}

/**
 * The backend's violations of the trimmed rocket, by cell of the working
 * grid: `offset` is where the trimmed rocket starts in it (1, 1 with the
 * margin).
 */
export function violationsByCell(
  violations: readonly SpacecraftViolation[],
  offset: Pos,
): Map<string, SpacecraftViolation[]> {
  const cells = new Map<string, SpacecraftViolation[]>();
  for (const violation of violations) {
    const at = key({ row: violation.row + offset.row, col: violation.col + offset.col });
    cells.set(at, [...(cells.get(at) ?? []), violation]);
  }
  return cells;
}

export function violationsAt(cells: Map<string, SpacecraftViolation[]>, pos: Pos): SpacecraftViolation[] {
  return cells.get(key(pos)) ?? [];
}

/** Where the trimmed rocket starts in the working grid (the margin's width, or 0 when empty). */
export function trimOffset(grid: Grid): Pos {
  const { top, left } = trimGrid(grid);
  return { row: top, col: left };
}

/**
 * A violation as a sentence beside its outlined cell: the cell is shown,
 * so "at row 1, col 0" goes. "W:white does not fit the H:grey to its
 * north: a wing fits only east of a hull, west of a hull (S2)."
 */
export function reasonInCell(message: string): string {
  return asSentence(message.replace(/ at row \d+, col \d+/g, ""));
}
