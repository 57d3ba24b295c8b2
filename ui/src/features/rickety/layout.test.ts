import { describe, expect, it } from "vitest";
import type { RicketyRole } from "../../bindings/RicketyRole";
import { builtCount, cellAt, cellName, shapeSlots, shapeWidth, startSlot } from "./layout";

const c: RicketyRole = "cannon";
const h: RicketyRole = "hull";
const s: RicketyRole = "start";
const r: RicketyRole = "rocket";
// R3's Basic shape.
const BASIC: (RicketyRole | null)[][] = [
  [null, null, c, null, null],
  [null, c, h, c, null],
  [null, c, s, c, null],
  [h, h, h, h, h],
  [r, r, null, r, r],
];

describe("cellAt", () => {
  const cells = [[null, "7H"], ["8H"]];

  it("answers the cell at a position", () => {
    expect(cellAt(cells, { row: 0, col: 1 })).toBe("7H");
    expect(cellAt(cells, { row: 1, col: 0 })).toBe("8H");
  });

  it("answers null for an empty cell and outside the cells sent, which may be smaller than the shape", () => {
    expect(cellAt(cells, { row: 0, col: 0 })).toBeNull();
    expect(cellAt(cells, { row: 1, col: 1 })).toBeNull();
    expect(cellAt(cells, { row: 3, col: 3 })).toBeNull();
  });
});

describe("shape slots", () => {
  it("lists Basic's 16 slots in reading order, the cannon at the front first", () => {
    const slots = shapeSlots(BASIC);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ row: 0, col: 2, role: "cannon" });
    expect(slots.at(-1)).toEqual({ row: 4, col: 4, role: "rocket" });
    expect(shapeWidth(BASIC)).toBe(5);
  });

  it("starts the editor on the 7 (R3: every card stems from it)", () => {
    expect(startSlot(BASIC)).toEqual({ row: 2, col: 2, role: "start" });
  });

  it("counts only built slots of the shape", () => {
    const cells = [[null, null, "5C"], [null, null, "6D"], [null, null, "7D"]];
    expect(builtCount(BASIC, cells)).toBe(3);
  });
});

describe("cellName", () => {
  it("counts rows and columns from 1, as the table does", () => {
    expect(cellName({ row: 0, col: 0 })).toBe("Row 1, col 1");
    expect(cellName({ row: 2, col: 3 }, true)).toBe("Row 3, column 4");
  });
});
