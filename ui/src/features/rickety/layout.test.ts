import { describe, expect, it } from "vitest";
import type { RicketyRole } from "../../bindings/RicketyRole";
import { builtCount, cellAt, cellName, readLayout, shapeSlots, shapeWidth, startSlot } from "./layout";

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

describe("readLayout", () => {
  it("reads the backend's aligned layout text cell by cell", () => {
    const text = ". . .        .  .\n. . 6D       .  .\n. . 7D/8D/9D 9S .\n. . .        .  .\n. . .        .  .\n";
    const cells = readLayout(text, 5, 5);
    expect(cells).toHaveLength(5);
    expect(cells[2]).toEqual([null, null, "7D/8D/9D", "9S", null]);
    expect(cellAt(cells, { row: 1, col: 2 })).toBe("6D");
    expect(cellAt(cells, { row: 0, col: 0 })).toBeNull();
  });

  it("gives an empty grid of the shape's size for a ship with nothing entered", () => {
    const cells = readLayout("", 5, 5);
    expect(cells).toHaveLength(5);
    expect(cells.every((row) => row.length === 5 && row.every((cell) => cell === null))).toBe(true);
  });

  it("keeps cards outside the shape's size rather than dropping them", () => {
    const cells = readLayout(". . 7H\n", 1, 2);
    expect(cells[0]).toEqual([null, null, "7H"]);
  });

  it("skips blank and comment lines as the layout format says", () => {
    expect(readLayout("# Ann's ship\n\n7H .\n", 1, 2)).toEqual([["7H", null]]);
  });

  it("answers null outside the grid", () => {
    expect(cellAt(readLayout("7H\n", 1, 1), { row: 3, col: 3 })).toBeNull();
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
    const cells = readLayout(". . 5C . .\n. . 6D . .\n. . 7D . .\n. . . . .\n. . . . .\n", 5, 5);
    expect(builtCount(BASIC, cells)).toBe(3);
  });
});

describe("cellName", () => {
  it("counts rows and columns from 1, as the table does", () => {
    expect(cellName({ row: 0, col: 0 })).toBe("Row 1, col 1");
    expect(cellName({ row: 2, col: 3 }, true)).toBe("Row 3, column 4");
  });
});
