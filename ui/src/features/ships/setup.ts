/**
 * What a new Ships session needs before Start: 2 to 4 players in turn
 * order (W1) and the board data (W2), prefilled from what the table
 * entered in its last game (`ships_library`) so every value is asked only
 * once; the card data comes along unchanged. The backend checks it all
 * again; this only lets the screen say what is missing.
 */

import type { ShipsBoardData } from "../../bindings/ShipsBoardData";
import type { ShipsCardData } from "../../bindings/ShipsCardData";
import type { ShipsLibrary } from "../../bindings/ShipsLibrary";
import type { ShipsSetup } from "../../bindings/ShipsSetup";
import { boardProblem, sameBoard, shippedBoard } from "./board";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Where the draft's board data comes from, for the board data check to say. */
export type BoardSource = "rulebook" | "remembered" | "edited";

/** The new-session form's Ships part. */
export interface ShipsDraft {
  board: ShipsBoardData;
  cards: ShipsCardData[];
  source: BoardSource;
}

/** Why `seated` players cannot start a game (W1), or null when they can. */
export function seatingProblem(seated: number): string | null {
  if (seated < MIN_PLAYERS) return `Ships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: seat ${MIN_PLAYERS - seated} more (W1).`;
  if (seated > MAX_PLAYERS) return `Ships is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players: ${seated - MAX_PLAYERS} too many are seated (W1).`;
  return null;
}

/** The library's board data (what the table entered last, else the rulebook's) as a draft. */
export function draftFromLibrary(library: ShipsLibrary): ShipsDraft {
  return {
    board: {
      ages: library.board.ages.map((age) => ({ ...age })),
      area_costs: [...library.board.area_costs],
      actions: library.board.actions.map((cost) => ({ ...cost })),
    },
    cards: library.cards.map((card) => ({ ...card })),
    source: sameBoard(library.board, shippedBoard()) ? "rulebook" : "remembered",
  };
}

/** Why Start is not possible with this draft yet, or null. */
export function draftProblem(draft: ShipsDraft | null): string | null {
  if (draft === null) return "Loading the board data…";
  return boardProblem(draft.board);
}

export function shipsSetup(draft: ShipsDraft): ShipsSetup {
  return { board: draft.board, cards: draft.cards };
}
