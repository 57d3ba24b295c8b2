/**
 * What a new Rickety Ships session needs before Start: 2 to 6 players
 * (R9's table), 2 to 4 decks (R2) and a shape (R3), sent as the setup the
 * backend stores. The backend checks all of it again; this only lets the
 * screen say what is missing before anyone taps Start.
 */

import type { RicketySetup } from "../../bindings/RicketySetup";
import type { RicketyShapeInfo } from "../../bindings/RicketyShapeInfo";

/** R9: a game is three rounds. */
export const ROUNDS = 3;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/** R2: how many decks can be shuffled together. */
export const DECK_CHOICES: readonly number[] = [2, 3, 4];

/** The shape chosen when nothing else was: R3's Basic. */
export const DEFAULT_SHAPE = "basic";

/** Why `seated` players cannot start a game, or null when they can. */
export function seatingProblem(seated: number): string | null {
  if (seated < MIN_PLAYERS) {
    const more = MIN_PLAYERS - seated;
    return `Rickety Ships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: seat ${more} more.`;
  }
  if (seated > MAX_PLAYERS) {
    return `Rickety Ships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: ${seated - MAX_PLAYERS} too many are seated.`;
  }
  return null;
}

/** The setup sent to the backend: the shape's exact grid, so the session records it. */
export function ricketySetup(decks: number, shape: Pick<RicketyShapeInfo, "name" | "grid">): RicketySetup {
  return { decks, shape: { name: shape.name, grid: shape.grid } };
}

/** The shape to preselect: the remembered one if it still exists, else Basic, else the first. */
export function pickShape(shapes: readonly RicketyShapeInfo[], wanted: string | null): RicketyShapeInfo | null {
  const byName = (name: string) => shapes.find((shape) => shape.name.toLowerCase() === name.toLowerCase());
  return (wanted ? byName(wanted) : undefined) ?? byName(DEFAULT_SHAPE) ?? shapes[0] ?? null;
}

/** "16 cells · 5 cannons · 4 rockets". */
export function shapeSummary(shape: Pick<RicketyShapeInfo, "size" | "cannons" | "rockets">): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [plural(shape.size, "cell"), plural(shape.cannons, "cannon"), plural(shape.rockets, "rocket")].join(" · ");
}
