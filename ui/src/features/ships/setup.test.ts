import { describe, expect, it } from "vitest";
import { shippedBoard, withAge } from "./board";
import { draftFromLibrary, draftProblem, seatingProblem, shipsSetup } from "./setup";

describe("a new Ships session", () => {
  it("w1_is_for_2_to_4_players", () => {
    expect(seatingProblem(1)).toBe("Ships is for 2 to 4 players: seat 1 more (W1).");
    expect(seatingProblem(2)).toBeNull();
    expect(seatingProblem(4)).toBeNull();
    expect(seatingProblem(5)).toBe("Ships is for 2 to 4 players: 1 too many are seated (W1).");
  });

  it("w2_starts_from_the_board_data_the_table_entered_last", () => {
    const board = withAge(shippedBoard(), 2, { nav_cost: 2, first_vp: 2 });
    const draft = draftFromLibrary({ board, cards: [{ name: "Docks", era: "galley", gold_cost: 1, copies: null }] });
    expect(draft.board).toEqual(board);
    expect(draft.board, "the draft is a copy").not.toBe(board);
    expect(draft.source, "the board differs from the rulebook's: entered earlier").toBe("remembered");
    expect(shipsSetup(draft)).toEqual({ board, cards: [{ name: "Docks", era: "galley", gold_cost: 1, copies: null }] });
    expect(draftFromLibrary({ board: shippedBoard(), cards: [] }).source).toBe("rulebook");
  });

  it("waits for the board data and refuses eras going back (W2)", () => {
    expect(draftProblem(null)).toBe("Loading the board data…");
    expect(draftProblem({ board: shippedBoard(), cards: [], source: "rulebook" })).toBeNull();
    expect(draftProblem({ board: withAge(shippedBoard(), 6, { era: "galley" }), cards: [], source: "edited" })).toContain(
      "eras never go back",
    );
  });
});
