/**
 * Drawing a ship shape (R3) on a grid of squares: tapping a square cycles
 * it outside → hull → cannon → rocket → start → outside, keys set a role
 * directly, and the drawing is written as the backend's shape text
 * (`C` cannon, `R` rocket, `7` start, `#` hull, `.` outside) with the empty
 * margins trimmed. Whether the shape is valid (exactly one start, every
 * cell connected) is the backend's answer when saving.
 */

import type { RicketyRole } from "../../bindings/RicketyRole";
import type { Pos, ShapeCells } from "./layout";

export type DrawnCell = RicketyRole | null;
export type Drawing = DrawnCell[][];

/** The order a tap walks through. */
export const ROLE_CYCLE: readonly DrawnCell[] = [null, "hull", "cannon", "rocket", "start"];

/** Drawing sizes the editor offers, rows and columns alike. */
export const DRAW_MIN = 3;
export const DRAW_MAX = 9;

const SYMBOL: Record<RicketyRole, string> = { start: "7", cannon: "C", rocket: "R", hull: "#" };

export function roleSymbol(role: DrawnCell): string {
  return role === null ? "." : SYMBOL[role];
}

export function roleName(role: DrawnCell): string {
  return role === null ? "outside" : role;
}

/** The role after `role` in the tap cycle. */
export function nextRole(role: DrawnCell): DrawnCell {
  const index = ROLE_CYCLE.indexOf(role);
  return ROLE_CYCLE[(index + 1) % ROLE_CYCLE.length] ?? null;
}

/**
 * The role a key sets on the focused square: C, R, 7, H or #, and . or
 * Delete for outside; undefined for a key that sets nothing.
 */
export function roleForKey(key: string): DrawnCell | undefined {
  switch (key.toLowerCase()) {
    case "c":
      return "cannon";
    case "r":
      return "rocket";
    case "7":
    case "s":
      return "start";
    case "h":
    case "#":
      return "hull";
    case ".":
    case "delete":
    case "backspace":
    case "o":
      return null;
    default:
      return undefined;
  }
}

const clamp = (n: number): number => Math.min(DRAW_MAX, Math.max(DRAW_MIN, Math.round(n)));

export function emptyDrawing(rows: number, cols: number): Drawing {
  return Array.from({ length: clamp(rows) }, () => Array.from({ length: clamp(cols) }, () => null));
}

/** The drawing at a new size, keeping what fits from the top-left. */
export function resizeDrawing(drawing: Drawing, rows: number, cols: number): Drawing {
  return emptyDrawing(rows, cols).map((row, r) => row.map((_, c) => drawing[r]?.[c] ?? null));
}

/** An existing shape copied into a drawing at least `rows` × `cols`. */
export function drawingFrom(cells: ShapeCells, rows: number, cols: number): Drawing {
  const width = Math.max(0, ...cells.map((row) => row.length));
  return resizeDrawing(
    cells.map((row) => [...row]),
    Math.max(rows, cells.length),
    Math.max(cols, width),
  );
}

/** The drawing with one square changed (a new grid: drawings are values). */
export function withCell(drawing: Drawing, pos: Pos, role: DrawnCell): Drawing {
  return drawing.map((row, r) => (r === pos.row ? row.map((cell, c) => (c === pos.col ? role : cell)) : row));
}

export interface RoleCounts {
  size: number;
  starts: number;
  cannons: number;
  rockets: number;
  hulls: number;
}

export function roleCounts(drawing: Drawing): RoleCounts {
  const counts: RoleCounts = { size: 0, starts: 0, cannons: 0, rockets: 0, hulls: 0 };
  for (const cell of drawing.flat()) {
    if (cell === null) continue;
    counts.size++;
    if (cell === "start") counts.starts++;
    else if (cell === "cannon") counts.cannons++;
    else if (cell === "rocket") counts.rockets++;
    else counts.hulls++;
  }
  return counts;
}

/**
 * The drawing moved up and left until something touches the top row and
 * the left column, at the same size: the squares then have the row and
 * column numbers the backend's messages use for the saved shape text.
 */
export function shiftToCorner(drawing: Drawing): Drawing {
  const used = (r: number, c: number): boolean => (drawing[r]?.[c] ?? null) !== null;
  const rows = drawing.length;
  const cols = Math.max(0, ...drawing.map((row) => row.length));
  let top = rows;
  let left = cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (used(r, c)) {
        top = Math.min(top, r);
        left = Math.min(left, c);
      }
    }
  }
  if (top === rows) return drawing;
  return drawing.map((row, r) => row.map((_, c) => drawing[r + top]?.[c + left] ?? null));
}

/**
 * The shape text the backend reads: one line per row, cells separated by a
 * space, rows and columns with nothing drawn trimmed from the edges. ""
 * when nothing is drawn.
 */
export function gridText(drawing: Drawing): string {
  const used = (cells: DrawnCell[]): boolean => cells.some((cell) => cell !== null);
  const rows = drawing.map((_, r) => r).filter((r) => used(drawing[r] ?? []));
  const width = Math.max(0, ...drawing.map((row) => row.length));
  const cols = Array.from({ length: width }, (_, c) => c).filter((c) => used(drawing.map((row) => row[c] ?? null)));
  const [top, bottom] = [rows[0], rows.at(-1)];
  const [left, right] = [cols[0], cols.at(-1)];
  if (top === undefined || bottom === undefined || left === undefined || right === undefined) return "";
  let text = "";
  for (let r = top; r <= bottom; r++) {
    const line: string[] = [];
    for (let c = left; c <= right; c++) line.push(roleSymbol(drawing[r]?.[c] ?? null));
    text += `${line.join(" ")}\n`;
  }
  return text;
}
