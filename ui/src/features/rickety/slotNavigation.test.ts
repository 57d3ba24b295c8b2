import { describe, expect, it } from "vitest";
import type { RicketyRole } from "../../bindings/RicketyRole";
import { arrowDirection, nextSlot, shapeIsSlot, type Direction } from "./slotNavigation";

const c: RicketyRole = "cannon";
const h: RicketyRole = "hull";
const s: RicketyRole = "start";
const r: RicketyRole = "rocket";
// R3's Basic shape:
// . . C . .
// . C # C .
// . C 7 C .
// # # # # #
// R R . R R
const BASIC: (RicketyRole | null)[][] = [
  [null, null, c, null, null],
  [null, c, h, c, null],
  [null, c, s, c, null],
  [h, h, h, h, h],
  [r, r, null, r, r],
];
const onBasic = (row: number, col: number, direction: Direction) =>
  nextSlot(shapeIsSlot(BASIC), 5, 5, { row, col }, direction);

describe("nextSlot on the Basic shape", () => {
  it("moves one slot in a straight line when there is one", () => {
    expect(onBasic(2, 2, "up")).toEqual({ row: 1, col: 2 });
    expect(onBasic(2, 2, "down")).toEqual({ row: 3, col: 2 });
    expect(onBasic(2, 2, "left")).toEqual({ row: 2, col: 1 });
    expect(onBasic(2, 2, "right")).toEqual({ row: 2, col: 3 });
  });

  it("jumps the gap in the rocket row instead of leaving it", () => {
    expect(onBasic(4, 1, "right")).toEqual({ row: 4, col: 3 });
    expect(onBasic(4, 3, "left")).toEqual({ row: 4, col: 1 });
  });

  it("goes to the nearest slot that way when nothing is straight ahead", () => {
    // From the hull's left end, up: the cannon at (2,1) is one row up, one column aside.
    expect(onBasic(3, 0, "up")).toEqual({ row: 2, col: 1 });
    // From the front cannon, down is straight: the hull below it.
    expect(onBasic(0, 2, "down")).toEqual({ row: 1, col: 2 });
    // From the gap's neighbour row, down from (3,2): (4,1) and (4,3) tie, left wins.
    expect(onBasic(3, 2, "down")).toEqual({ row: 4, col: 1 });
  });

  it("prefers a straight line further away to a nearer slot off the line", () => {
    // (1,1) right: (1,2) is straight and adjacent; from (2,1) right too.
    expect(onBasic(1, 1, "right")).toEqual({ row: 1, col: 2 });
    // (2,1) up: (1,1) straight ahead.
    expect(onBasic(2, 1, "up")).toEqual({ row: 1, col: 1 });
  });

  it("stays put (null) at the edge of the ship", () => {
    expect(onBasic(0, 2, "up")).toBeNull();
    expect(onBasic(3, 4, "right")).toBeNull();
    expect(onBasic(4, 0, "down")).toBeNull();
  });

  it("finds a slot off the line when the only way on is diagonal", () => {
    // (2,1) left: nothing in row 2; the hull row below has (3,0).
    expect(onBasic(2, 1, "left")).toEqual({ row: 3, col: 0 });
  });
});

describe("nextSlot on a full grid (the shape editor)", () => {
  it("moves to the neighbouring square every time", () => {
    const every = () => true;
    expect(nextSlot(every, 3, 3, { row: 1, col: 1 }, "up")).toEqual({ row: 0, col: 1 });
    expect(nextSlot(every, 3, 3, { row: 1, col: 1 }, "right")).toEqual({ row: 1, col: 2 });
    expect(nextSlot(every, 3, 3, { row: 2, col: 2 }, "down")).toBeNull();
  });
});

describe("arrowDirection", () => {
  it("maps the four arrow keys and nothing else", () => {
    expect(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].map(arrowDirection)).toEqual([
      "up",
      "down",
      "left",
      "right",
    ]);
    expect(arrowDirection("Enter")).toBeNull();
    expect(arrowDirection("h")).toBeNull();
  });
});
