/**
 * A ship read from a photo, while the table checks it: where each card lies
 * in the photo (scaled to the photo as displayed), what was read there,
 * which cells a person should look at, the table's fixes, and the cells
 * that "Use this ship" sends.
 *
 * Reading the photo and judging the ship are the backend's: the reading
 * arrives as a `RecognizeReport` (places, confidences) with its cards as
 * structures (`SeenStacks`, index for index), and the fixed ship goes back
 * through `set_layout`, whose answer the editor shows.
 */

import type { RecognizeReport } from "../../bindings/RecognizeReport";
import type { RicketyRole } from "../../bindings/RicketyRole";
import type { SeenStacks } from "../../bindings/SeenStacks";
import { isPhotoType, PHOTO_MAX_BYTES } from "../../lib/photoFiles";
import { cardLabel, stackChips, stackCode, stackTop, type Card, type Stack } from "./cards";
import { roleSymbol } from "./shapeDrawing";
import type { Cells, Pos, ShapeCells } from "./layout";



/** The backend's `SURE`: a reading below it is worth a look. */
export const SURE = 0.9;

export type Point = [number, number];
/** Corners clockwise from the top-left, as the report gives them. */
export type Quad = [Point, Point, Point, Point];

/** One card seen in the photo, placed on the ship's shape. */
export interface PhotoCell extends Pos {
  /** Where the card lies, in the report's photo pixels. */
  quad: Quad;
  /** The stack as read (its top card and chips); null when its face could not be read. */
  read: Stack | null;
  confidence: number;
  /** Whether the table should look at it before using the reading. */
  doubtful: boolean;
}

/**
 * What the table decided for cells, by `posKey`: a stack, or null for "no
 * card here". A decision equal to the reading confirms it.
 */
export type Fixes = ReadonlyMap<string, Stack | null>;

/** Where a cell stands: read surely, to check, or decided by the table. */
export type CellCheck = "sure" | "doubtful" | "confirmed" | "fixed";

export const posKey = (pos: Pos): string => `${pos.row},${pos.col}`;

/**
 * The report's cells with their quads. `cards[i]` and `grid.cells[i]` are
 * the same card; a cell without its quad cannot be drawn and is left out.
 */
export function photoCells(report: RecognizeReport, seen: SeenStacks): PhotoCell[] {
  const cells = report.grid?.cells ?? [];
  return cells.flatMap((cell, i) => {
    const card = report.cards[i];
    if (!card) return [];
    const read = seen.cells[i] ?? null;
    return [
      {
        row: cell.row,
        col: cell.col,
        quad: card.quad,
        read,
        confidence: cell.confidence,
        doubtful: cell.doubtful || cell.confidence < SURE || read === null,
      },
    ];
  });
}

/** A card read lying apart, when the photo shows no ship: drawn, not fixed. */
export interface LooseCard {
  quad: Quad;
  /** The card read, null when its face could not be named. */
  card: Card | null;
  confidence: number;
}

/** The cards of a reading without a grid, each where it lies. */
export function looseCards(report: RecognizeReport, seen: SeenStacks): LooseCard[] {
  if (report.grid) return [];
  return report.cards.map((c, i) => ({ quad: c.quad, card: seen.cards[i] ?? null, confidence: c.confidence }));
}

/** A rectangle in photo pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the photo worth showing: the cards read and a margin around
 * them (a fraction of their extent), kept inside the photo. A ship often
 * fills a fifth of the picture; shown whole, its cards would be too small
 * to check. The whole photo when nothing was read.
 */
export function shipBox(cells: readonly { quad: Quad }[], width: number, height: number, margin = 0.08): Box {
  const points = cells.flatMap((cell) => cell.quad);
  if (points.length === 0) return { x: 0, y: 0, width, height };
  const around = quadBox(points, margin);
  const x = Math.max(0, around.x);
  const y = Math.max(0, around.y);
  return {
    x,
    y,
    width: Math.min(width, around.x + around.width) - x,
    height: Math.min(height, around.y + around.height) - y,
  };
}

/**
 * The factor that makes `box` (photo pixels) as large as fits in the room
 * given (CSS pixels); 0 while either is unknown.
 */
export function fitScale(box: Box, roomWidth: number, roomHeight: number): number {
  if (box.width <= 0 || box.height <= 0 || roomWidth <= 0 || roomHeight <= 0) return 0;
  return Math.min(roomWidth / box.width, roomHeight / box.height);
}

/**
 * A quad where it is drawn: the shown part of the photo starts at `box`'s
 * corner, and photo pixels are `scale` CSS pixels (the displayed width of
 * the photo over the report's width).
 */
export function toView(quad: Quad, box: Box, scale: number): Quad {
  const at = ([x, y]: Point): Point => [(x - box.x) * scale, (y - box.y) * scale];
  return [at(quad[0]), at(quad[1]), at(quad[2]), at(quad[3])];
}

/** An SVG polygon's `points`, rounded to a tenth of a pixel. */
export function polygonPoints(quad: Quad): string {
  const round = (n: number): number => Math.round(n * 10) / 10;
  return quad.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");
}

export function quadCentre(quad: Quad): Point {
  const sum = quad.reduce<[number, number]>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / 4, sum[1] / 4];
}

/** The axis-aligned box around a quad's corners, `margin` (a fraction of its size) wider on each side. */
export function quadBox(quad: readonly Point[], margin = 0): Box {
  const xs = quad.map(([x]) => x);
  const ys = quad.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.max(...ys) - top];
  return {
    x: left - width * margin,
    y: top - height * margin,
    width: width * (1 + 2 * margin),
    height: height * (1 + 2 * margin),
  };
}

/** The width of a quad's top and bottom edges, averaged: how big a label may be. */
export function quadWidth(quad: Quad): number {
  const edge = (a: Point, b: Point): number => Math.hypot(b[0] - a[0], b[1] - a[1]);
  return (edge(quad[0], quad[1]) + edge(quad[3], quad[2])) / 2;
}

/** The same stack (same cards, or the same top card and chips), or both empty. */
export function sameStack(a: Stack | null, b: Stack | null): boolean {
  return (a === null ? "" : stackCode(a)) === (b === null ? "" : stackCode(b));
}

/** The table's decisions with one more: the cell at `pos` holds `stack` (null: no card). */
export function withFix(fixes: Fixes, pos: Pos, stack: Stack | null): Map<string, Stack | null> {
  const next = new Map(fixes);
  next.set(posKey(pos), stack);
  return next;
}

/** What the cell holds now: the table's decision, else the reading. */
export function currentStack(cell: Pick<PhotoCell, "row" | "col" | "read">, fixes: Fixes): Stack | null {
  const key = posKey(cell);
  return fixes.has(key) ? (fixes.get(key) ?? null) : cell.read;
}

export function cellCheck(cell: PhotoCell, fixes: Fixes): CellCheck {
  const key = posKey(cell);
  if (fixes.has(key)) return sameStack(fixes.get(key) ?? null, cell.read) ? "confirmed" : "fixed";
  return cell.doubtful ? "doubtful" : "sure";
}

/** The doubtful cells nobody has looked at yet, least sure first. */
export function cellsToCheck(cells: readonly PhotoCell[], fixes: Fixes): PhotoCell[] {
  return cells
    .filter((cell) => cellCheck(cell, fixes) === "doubtful")
    .sort((a, b) => a.confidence - b.confidence || a.row - b.row || a.col - b.col);
}

/**
 * The ship as read and fixed, stacks by `[row][col]`: at least
 * `rows` × `cols` (the report's grid, which already covers the shape),
 * wider where the table put a card further out.
 */
export function fixedCells(
  rows: number,
  cols: number,
  cells: readonly PhotoCell[],
  fixes: Fixes,
): (Stack | null)[][] {
  const placed = new Map<string, Stack | null>(cells.map((cell) => [posKey(cell), cell.read]));
  for (const [key, stack] of fixes) placed.set(key, stack);
  const positions = [...placed.keys()].map((key) => key.split(",").map(Number) as [number, number]);
  const height = Math.max(rows, ...positions.map(([r]) => r + 1));
  const width = Math.max(cols, ...positions.map(([, c]) => c + 1));
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => placed.get(posKey({ row: r, col: c })) ?? null),
  );
}

/** A stored reading's ship as stacks, for drawing it small. */
export function readingStacks(report: RecognizeReport, seen: SeenStacks): Cells<Stack> {
  if (!report.grid) return [];
  return fixedCells(report.grid.rows, report.grid.cols, photoCells(report, seen), new Map());
}

/**
 * A stack as a person reads it: `Q♥`, `Q♥ on 1 chip` (with `compact`, for a
 * label on the photo: `Q♥ ●1`); "" for none. The `Q♥^1` spelling stays
 * for typing and files.
 */
export function shortStack(stack: Stack | null, compact = false): string {
  if (stack === null) return "";
  const chips = stackChips(stack);
  const top = cardLabel(stackTop(stack));
  if (chips === 0) return top;
  return compact ? `${top} ●${chips}` : `${top} on ${chips} ${chips === 1 ? "chip" : "chips"}`;
}

/** The session's shape as the shape text the recogniser reads, margins kept so rows and columns agree. */
export function shapeText(shape: ShapeCells): string {
  const width = Math.max(0, ...shape.map((row) => row.length));
  return shape
    .map((row) =>
      Array.from({ length: width }, (_, c) => roleSymbol((row[c] ?? null) as RicketyRole | null)).join(" "),
    )
    .join("\n")
    .concat("\n");
}

/**
 * Why a chosen or dropped file will not be read, in words for the table;
 * null when it can be sent. Checked here so a 200 MB video is refused
 * before it is copied across to the backend.
 */
export function photoFileProblem(type: string, size: number, name = ""): string | null {
  if (!isPhotoType(type, name)) {
    return "Drydock reads JPEG, PNG or WebP photos: choose a photo of the ship.";
  }
  if (size > PHOTO_MAX_BYTES) {
    return `That photo is ${Math.ceil(size / (1024 * 1024))} MB; Drydock reads photos up to 40 MB.`;
  }
  if (size === 0) return "That file is empty: choose a photo of the ship.";
  return null;
}

/**
 * Why a reading gives the editor no ship, or null when it has one. Loose
 * cards (lying apart, not edge to edge) are named, so the table sees the
 * photo was read and what a ship photo needs instead.
 */
export function noShipProblem(report: RecognizeReport, stacks: SeenStacks): string | null {
  if (report.grid && report.cards.length > 0) return null;
  const seen = stacks.cards.flatMap((card) => (card ? [cardLabel(card)] : []));
  if (seen.length === 0) {
    return "No ship was found in this photo. Take it from above, the whole ship in view, or type the ship in.";
  }
  const count = seen.length === 1 ? "1 loose card" : `${seen.length} loose cards`;
  return `No ship was found in this photo, only ${count} lying apart (${seen.join(", ")}). A ship's cards touch edge to edge: photograph the built ship from above, or type it in.`;
}
