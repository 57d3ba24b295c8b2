/**
 * Space Craft's scrap in words and in the shapes the backend takes (S9):
 * the tiles a pawn takes (type and weight), what a player board holds (4
 * tiles, weight 7 at most), and the exchanges that pay for a build — the
 * part, the token under its workshop column, the section's minimum weight
 * and the tiles given. Which tile fits and whether an exchange pays are
 * decided by the backend; this only offers, words and assembles.
 */

import type { SpacecraftColumn } from "../../bindings/SpacecraftColumn";
import type { SpacecraftExchange } from "../../bindings/SpacecraftExchange";
import type { SpacecraftTile } from "../../bindings/SpacecraftTile";
import { samePart, type Part } from "./parts";

/** S9: a player board holds at most 4 tiles… */
export const BOARD_TILES = 4;
/** …of total weight at most 7. */
export const BOARD_WEIGHT = 7;

/**
 * The tiles the rulebook's examples name, with the weights they show
 * (2 bolts weigh 2, gears + light bulb 3, a cables tile 3, gears +
 * accumulator 4, propeller + light bulb 4). A table whose tiles differ
 * enters its own; those seen in the session are offered too.
 */
export const RULEBOOK_TILES: readonly SpacecraftTile[] = [
  { scrap: "bolt", weight: 1 },
  { scrap: "light bulb", weight: 1 },
  { scrap: "gears", weight: 2 },
  { scrap: "accumulator", weight: 2 },
  { scrap: "cables", weight: 3 },
  { scrap: "propeller", weight: 3 },
];

/** "bolt (1)". */
export function tileText(tile: SpacecraftTile): string {
  return `${tile.scrap} (${tile.weight})`;
}

/** A key for test ids and lists: `light-bulb-1`. */
export function tileKey(tile: SpacecraftTile): string {
  return `${tile.scrap.trim().toLowerCase().replace(/\s+/g, "-")}-${tile.weight}`;
}

export function sameTile(a: SpacecraftTile, b: SpacecraftTile): boolean {
  return tileKey(a) === tileKey(b);
}

export function weightOf(tiles: readonly SpacecraftTile[]): number {
  return tiles.reduce((sum, t) => sum + t.weight, 0);
}

/** S9: the board is full (4 tiles or weight 7): its player must leave. */
export function boardFull(board: readonly SpacecraftTile[]): boolean {
  return board.length >= BOARD_TILES || weightOf(board) >= BOARD_WEIGHT;
}

/** "2 of 4 tiles, weight 3 of 7". */
export function boardLine(board: readonly SpacecraftTile[]): string {
  return `${board.length} of ${BOARD_TILES} tiles, weight ${weightOf(board)} of ${BOARD_WEIGHT}`;
}

/** The tiles to offer when a pawn takes one: the rulebook's, then any other seen, each once. */
export function tileOffers(seen: readonly SpacecraftTile[]): SpacecraftTile[] {
  const out: SpacecraftTile[] = [];
  for (const tile of [...RULEBOOK_TILES, ...seen]) {
    if (!out.some((t) => sameTile(t, tile))) out.push({ scrap: tile.scrap, weight: tile.weight });
  }
  return out;
}

/** Scrap types to offer as a column's token: those beside the board first, then the others known. */
export function tokenOffers(beside: readonly SpacecraftTile[], seen: readonly SpacecraftTile[]): string[] {
  const out: string[] = [];
  for (const tile of [...beside, ...seen, ...RULEBOOK_TILES]) {
    if (!out.includes(tile.scrap)) out.push(tile.scrap);
  }
  return out;
}

/** One exchange as the table fills it in: `tiles` are indices into the tiles beside the board. */
export interface ExchangeDraft {
  part: Part;
  token: string;
  minWeight: string;
  tiles: number[];
}

/** A fresh exchange for `part`, with the token and minimum the table gave for its column before. */
export function draftFor(part: Part, workshop: readonly SpacecraftColumn[]): ExchangeDraft {
  const known = workshop.find((c) => samePart(c.part, part));
  return { part, token: known?.token ?? "", minWeight: known ? String(known.min_weight) : "", tiles: [] };
}

/** The exchanges to send; the backend checks the token, the weight and that the tiles are there. */
export function exchangesToSend(drafts: readonly ExchangeDraft[], beside: readonly SpacecraftTile[]): SpacecraftExchange[] {
  return drafts.map((d) => ({
    part: d.part,
    token: d.token.trim(),
    min_weight: Number.parseInt(d.minWeight, 10) || 0,
    tiles: d.tiles.flatMap((i) => (beside[i] ? [beside[i]] : [])),
  }));
}

/** What an exchange stands at, in a few words: "weight 4 for 3: 1 lost". */
export function exchangeLine(draft: ExchangeDraft, beside: readonly SpacecraftTile[]): string {
  const given = weightOf(draft.tiles.flatMap((i) => (beside[i] ? [beside[i]] : [])));
  const min = Number.parseInt(draft.minWeight, 10);
  if (draft.tiles.length === 0) return "no tile given yet";
  if (!Number.isFinite(min)) return `weight ${given} given: enter the section's minimum weight`;
  if (given < min) return `weight ${given} of ${min}: not enough`;
  return given === min ? `weight ${given} for ${min}` : `weight ${given} for ${min}: ${given - min} lost`;
}
