/**
 * Space Craft's rocket parts (S1) as the screens name and draw them: the
 * five kinds with their letters of the rocket text format, the colours a
 * table plays with (the five from the rulebook plus its own), a part in
 * the text format (`X:blue+white`, written for the typing box and as a
 * key; reading it back is the backend's) and in words
 * ("blue and white connector"), and the fill a colour is drawn with.
 * Whether parts fit together is the backend's (S2).
 */

import type { SpacecraftKind } from "../../bindings/SpacecraftKind";
import type { SpacecraftPart } from "../../bindings/SpacecraftPart";

/** S1: the kinds, in the order the backend counts them. */
export const KINDS: readonly SpacecraftKind[] = ["hull", "wing", "nose", "engine", "connector"];

/** The letter of the rocket text format. */
export const KIND_LETTER: Readonly<Record<SpacecraftKind, string>> = {
  hull: "H",
  wing: "W",
  nose: "N",
  engine: "E",
  connector: "X",
};

/** S1: the colours in the rulebook; grey is the starting hull's. */
export const KNOWN_COLOURS: readonly string[] = ["white", "blue", "gold", "yellow", "grey"];

/** One part: a kind and one or two colours, kept sorted (S1: identical parts compare equal). */
export type Part = SpacecraftPart;

/** The starting hull every rocket is built on (S2). */
export const STARTING_HULL: Part = { kind: "hull", colours: ["grey"] };

/** The table's colours: the known five, then the added ones (lower case, each once). */
export function paletteColours(extra: readonly string[]): string[] {
  const out = [...KNOWN_COLOURS];
  for (const colour of extra) {
    const name = colour.trim().toLowerCase();
    if (name !== "" && !out.includes(name)) out.push(name);
  }
  return out;
}

/** A part with its colours sorted and deduplicated; null for none or more than two. */
export function makePart(kind: SpacecraftKind, colours: readonly string[]): Part | null {
  const sorted = [...new Set(colours.map((c) => c.trim().toLowerCase()).filter((c) => c !== ""))].sort();
  if (sorted.length === 0 || sorted.length > 2) return null;
  return { kind, colours: sorted };
}

/** The part in the rocket text format: `N:gold`, `X:blue+white`. */
export function partText(part: Part): string {
  return `${KIND_LETTER[part.kind]}:${part.colours.join("+")}`;
}

/** The part in words: "gold nose", "blue and white connector", "grey hull (the starting hull)". */
export function partName(part: Part): string {
  const name = `${part.colours.join(" and ")} ${part.kind}`;
  return samePart(part, STARTING_HULL) ? `${name} (the starting hull)` : name;
}

/** S1: same kind and same colour set. */
export function samePart(a: Part, b: Part): boolean {
  return a.kind === b.kind && a.colours.join("+") === b.colours.join("+");
}

/** "1 hull", "3 hulls", "2 connectors". */
export function kindCount(kind: SpacecraftKind, n: number): string {
  return `${n} ${kind}${n === 1 ? "" : "s"}`;
}

/**
 * How a colour is drawn: a fill and the ink that reads on it. The five
 * known colours look like the pieces; a colour the table added is drawn
 * from a short list of common names, else a neutral hatch colour (its
 * name is always written on the part too, so it is never colour alone).
 */
export function colourFill(colour: string): { fill: string; ink: string } {
  const fills: Record<string, { fill: string; ink: string }> = {
    white: { fill: "#f6f5ef", ink: "#15191e" },
    blue: { fill: "#2f64c8", ink: "#ffffff" },
    gold: { fill: "#b8860b", ink: "#15191e" },
    yellow: { fill: "#f4d63a", ink: "#15191e" },
    grey: { fill: "#8e969f", ink: "#15191e" },
    red: { fill: "#c62828", ink: "#ffffff" },
    green: { fill: "#2e7d32", ink: "#ffffff" },
    orange: { fill: "#ef7d17", ink: "#15191e" },
    purple: { fill: "#6a3fb0", ink: "#ffffff" },
    pink: { fill: "#ec7fb3", ink: "#15191e" },
    black: { fill: "#22262b", ink: "#ffffff" },
    silver: { fill: "#c3c8ce", ink: "#15191e" },
    brown: { fill: "#7a4f2a", ink: "#ffffff" },
  };
  return fills[colour] ?? { fill: "#b7aea0", ink: "#15191e" };
}

/**
 * The colour words written on a small cell: the name for one colour
 * ("yellow"), the first three letters of each for two ("blu+whi").
 */
export function colourLabel(part: Part): string {
  return part.colours.length === 1 ? (part.colours[0] ?? "") : part.colours.map((c) => c.slice(0, 3)).join("+");
}
