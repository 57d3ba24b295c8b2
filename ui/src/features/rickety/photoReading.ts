/**
 * A ship read from a photo, while the table checks it: where each card lies
 * in the photo (scaled to the photo as displayed), what was read there,
 * which cells a person should look at, the table's fixes, and the layout
 * text that "Use this ship" sends.
 *
 * Reading the photo and judging the ship are the backend's: the reading
 * arrives as a `RecognizeReport` and the fixed layout goes back through
 * `set_layout`, whose answer the editor shows. Stack text is `cards.ts`'s.
 */

import type { RecognizeReport } from "../../bindings/RecognizeReport";
import type { RicketyRole } from "../../bindings/RicketyRole";
import type { SeenCell } from "../../bindings/SeenCell";
import { isPhotoType, PHOTO_MAX_BYTES } from "../../lib/photoFiles";
import { cardLabel, parseCard, parseStack, stackChips, stackCode, stackTop, type Stack } from "./cards";
import { roleSymbol } from "./shapeDrawing";
import type { Cells, Pos, ShapeCells } from "./layout";

/** Cell texts (`8H/9H`, `9H^2`) by `[row][col]`, as a reading is fixed. */
export type CellTexts = (string | null)[][];

/** The backend's `SURE`: a reading below it is worth a look. */
export const SURE = 0.9;

export type Point = [number, number];
/** Corners clockwise from the top-left, as the report gives them. */
export type Quad = [Point, Point, Point, Point];

/** One card seen in the photo, placed on the ship's shape. */
export interface PhotoCell extends Pos {
  /** Where the card lies, in the report's photo pixels. */
  quad: Quad;
  /** The stack as read (`QH`, `QH^1`); null when its face could not be read. */
  read: string | null;
  confidence: number;
  /** Whether the table should look at it before using the reading. */
  doubtful: boolean;
}

/**
 * What the table decided for cells, by `posKey`: a stack text, or null
 * for "no card here". A decision equal to the reading confirms it.
 */
export type Fixes = ReadonlyMap<string, string | null>;

/** Where a cell stands: read surely, to check, or decided by the table. */
export type CellCheck = "sure" | "doubtful" | "confirmed" | "fixed";

export const posKey = (pos: Pos): string => `${pos.row},${pos.col}`;

/** A seen cell's stack in the layout format: `QH`, `QH^2`, or null unread. */
export function readStack(cell: SeenCell): string | null {
  if (cell.top === null) return null;
  return cell.chips > 0 ? `${cell.top}^${cell.chips}` : cell.top;
}

/**
 * The report's cells with their quads. `cards[i]` and `grid.cells[i]` are
 * the same card; a cell without its quad cannot be drawn and is left out.
 */
export function photoCells(report: RecognizeReport): PhotoCell[] {
  const seen = report.grid?.cells ?? [];
  return seen.flatMap((cell, i) => {
    const card = report.cards[i];
    if (!card) return [];
    const read = readStack(cell);
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
  /** The card read (`10S`), null when its face could not be named. */
  card: string | null;
  confidence: number;
}

/** The cards of a reading without a grid, each where it lies. */
export function looseCards(report: RecognizeReport): LooseCard[] {
  if (report.grid) return [];
  return report.cards.map((c) => ({ quad: c.quad, card: c.card, confidence: c.confidence }));
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

/** Two stack texts that mean the same stack (`qh^0` and `QH`), or both empty. */
export function sameStack(a: string | null, b: string | null): boolean {
  const norm = (text: string | null): string => {
    if (text === null || text.trim() === "") return "";
    const stack = parseStack(text);
    return stack ? stackCode(stack) : text.replace(/\s+/g, "").toUpperCase();
  };
  return norm(a) === norm(b);
}

/** The table's decisions with one more: the cell at `pos` holds `stack` (null: no card). */
export function withFix(fixes: Fixes, pos: Pos, stack: string | null): Map<string, string | null> {
  const next = new Map(fixes);
  next.set(posKey(pos), stack);
  return next;
}

/** What the cell holds now: the table's decision, else the reading. */
export function currentStack(cell: Pick<PhotoCell, "row" | "col" | "read">, fixes: Fixes): string | null {
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
 * The ship as read and fixed, cell texts by `[row][col]`: at least
 * `rows` × `cols` (the report's grid, which already covers the shape),
 * wider where the table put a card further out.
 */
export function fixedCells(rows: number, cols: number, cells: readonly PhotoCell[], fixes: Fixes): CellTexts {
  const placed = new Map<string, string | null>(cells.map((cell) => [posKey(cell), cell.read]));
  for (const [key, stack] of fixes) placed.set(key, stack);
  const positions = [...placed.keys()].map((key) => key.split(",").map(Number) as [number, number]);
  const height = Math.max(rows, ...positions.map(([r]) => r + 1));
  const width = Math.max(cols, ...positions.map(([, c]) => c + 1));
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => placed.get(posKey({ row: r, col: c })) ?? null),
  );
}

/** A stored reading's ship as stacks, for drawing it small. */
export function readingStacks(report: RecognizeReport): Cells<Stack> {
  if (!report.grid) return [];
  const texts = fixedCells(report.grid.rows, report.grid.cols, photoCells(report), new Map());
  return texts.map((row) => row.map((text) => (text === null ? null : parseStack(text))));
}

/**
 * Cell texts as the layout text `set_layout` reads: every row the same
 * number of cells, `.` for an empty one, columns padded to line up so a
 * person can read it too.
 */
export function layoutText(cells: CellTexts): string {
  const width = Math.max(0, ...cells.map((row) => row.length));
  const texts = cells.map((row) => Array.from({ length: width }, (_, c) => row[c]?.trim() || "."));
  const widths = Array.from({ length: width }, (_, c) => Math.max(...texts.map((row) => row[c]?.length ?? 1)));
  return texts.map((row) => `${row.map((text, c) => text.padEnd(widths[c] ?? 0)).join(" ").trimEnd()}\n`).join("");
}

/**
 * A stack as a person reads it: `Q♥`, `Q♥ on 1 chip` (with `compact`, for a
 * label on the photo: `Q♥ ●1`); "" for none, the text itself when
 * unreadable. The `Q♥^1` spelling stays for typing and files.
 */
export function shortStack(stack: string | null, compact = false): string {
  if (stack === null) return "";
  const parsed = parseStack(stack);
  if (!parsed) return stack;
  const chips = stackChips(parsed);
  const top = cardLabel(stackTop(parsed));
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
export function noShipProblem(report: RecognizeReport): string | null {
  if (report.grid && report.cards.length > 0) return null;
  const seen = report.cards.flatMap((c) => {
    const card = c.card === null ? null : parseCard(c.card);
    return card ? [cardLabel(card)] : [];
  });
  if (seen.length === 0) {
    return "No ship was found in this photo. Take it from above, the whole ship in view, or type the ship in.";
  }
  const count = seen.length === 1 ? "1 loose card" : `${seen.length} loose cards`;
  return `No ship was found in this photo, only ${count} lying apart (${seen.join(", ")}). A ship's cards touch edge to edge: photograph the built ship from above, or type it in.`;
}
