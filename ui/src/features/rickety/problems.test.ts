import { describe, expect, it } from "vitest";
import type { RicketyShip } from "../../bindings/RicketyShip";
import { entryError, problemsAt, problemsByCell, reasonInSlot, shipStatus } from "./problems";

const r4 = {
  rule: "R4",
  row: 2,
  col: 3,
  message: "9♠ at row 2, col 3 cannot be reached from the 7: its neighbour is 7♦/8♦/9♦ (west, other suit)",
};
const r2 = { rule: "R2", row: 2, col: 3, message: "9♠ at row 2, col 3 is copy 3 of that card, but 2 decks hold only 2" };
const r5 = { rule: "R5", row: 0, col: 2, message: "the stack at row 0, col 2 has 5 cards (4 chips): at most 3 cards go on top of the first" };

const ship = (over: Partial<RicketyShip> = {}): RicketyShip => ({
  cells: [],
  legal: null,
  complete: false,
  violations: [],
  undetermined: null,
  totals: { rockets: 0, cannons: 0, crew_cargo: 0, battery: 0 },
  ...over,
});

describe("problemsByCell", () => {
  it("gathers every violation of a cell, keeping the backend's order", () => {
    const cells = problemsByCell([r4, r5, r2]);
    expect(problemsAt(cells, { row: 2, col: 3 }).map((v) => v.rule)).toEqual(["R4", "R2"]);
    expect(problemsAt(cells, { row: 0, col: 2 })).toEqual([r5]);
    expect(problemsAt(cells, { row: 1, col: 1 })).toEqual([]);
  });
});

describe("reasonInSlot", () => {
  it("drops the cell's coordinates, which the outlined slot already shows", () => {
    expect(reasonInSlot(r4.message)).toBe(
      "9♠ cannot be reached from the 7: its neighbour is 7♦/8♦/9♦ (west, other suit).",
    );
    expect(reasonInSlot(r5.message)).toBe("The stack has 5 cards (4 chips): at most 3 cards go on top of the first.");
  });
});

describe("entryError", () => {
  it("shows what was wrong with the typed text, not the command wrapper", () => {
    expect(entryError('the command is not valid: "9x" does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣)')).toBe(
      '"9x" does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣).',
    );
  });
});

describe("shipStatus", () => {
  it("says so when nothing is entered yet, rather than calling it legal", () => {
    const status = shipStatus(ship(), 0, 16);
    expect(status.legality).toBe("empty");
    expect(status.legalText).toBe("No cards yet");
    expect(status.completeText).toBe("Incomplete: 0 of 16 slots");
  });

  it("calls a legal part-built ship 'legal so far' (R6: incomplete is not illegal)", () => {
    const status = shipStatus(ship({ legal: true }), 3, 16);
    expect(status.legalText).toBe("Legal so far");
    expect(status.complete).toBe(false);
  });

  it("calls a finished legal ship complete and legal", () => {
    const status = shipStatus(ship({ legal: true, complete: true }), 16, 16);
    expect([status.completeText, status.legalText]).toEqual(["Complete: 16 of 16 slots", "Legal"]);
  });

  it("counts the problems of an illegal ship", () => {
    expect(shipStatus(ship({ legal: false, violations: [r4] }), 4, 16).legalText).toBe("Illegal: 1 problem");
    expect(shipStatus(ship({ legal: false, violations: [r4, r2] }), 4, 16).legalText).toBe("Illegal: 2 problems");
  });

  it("says R7 could not decide rather than guessing", () => {
    const status = shipStatus(ship({ legal: null, undetermined: "R7: no choice of hidden cards was found" }), 5, 16);
    expect(status.legality).toBe("undetermined");
  });
});
