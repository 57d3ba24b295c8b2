import { describe, expect, it } from "vitest";
import type { RicketyRole } from "../../bindings/RicketyRole";
import {
  DRAW_MAX,
  drawingFrom,
  emptyDrawing,
  gridText,
  nextRole,
  resizeDrawing,
  roleCounts,
  shiftToCorner,
  roleForKey,
  withCell,
  type Drawing,
} from "./shapeDrawing";

const c: RicketyRole = "cannon";
const h: RicketyRole = "hull";
const s: RicketyRole = "start";
const r: RicketyRole = "rocket";
const BASIC: (RicketyRole | null)[][] = [
  [null, null, c, null, null],
  [null, c, h, c, null],
  [null, c, s, c, null],
  [h, h, h, h, h],
  [r, r, null, r, r],
];

describe("nextRole (a tap on a square)", () => {
  it("cycles outside → hull → cannon → rocket → start → outside", () => {
    const seen = [null as RicketyRole | null];
    for (let i = 0; i < 5; i++) seen.push(nextRole(seen[seen.length - 1] ?? null));
    expect(seen).toEqual([null, "hull", "cannon", "rocket", "start", null]);
  });
});

describe("roleForKey", () => {
  it.each([
    ["c", "cannon"],
    ["R", "rocket"],
    ["7", "start"],
    ["#", "hull"],
    ["h", "hull"],
    [".", null],
    ["Delete", null],
    ["Backspace", null],
  ] as const)("%s sets %s", (key, role) => {
    expect(roleForKey(key)).toBe(role);
  });

  it("leaves other keys alone", () => {
    expect(roleForKey("x")).toBeUndefined();
    expect(roleForKey("Enter")).toBeUndefined();
  });
});

describe("gridText", () => {
  it("writes R3's Basic shape exactly as the backend's built-in text", () => {
    expect(gridText(BASIC)).toBe(". . C . .\n. C # C .\n. C 7 C .\n# # # # #\nR R . R R\n");
  });

  it("trims rows and columns with nothing drawn from every edge", () => {
    let drawing = emptyDrawing(7, 7);
    drawing = withCell(drawing, { row: 2, col: 3 }, "cannon");
    drawing = withCell(drawing, { row: 3, col: 3 }, "start");
    drawing = withCell(drawing, { row: 3, col: 4 }, "hull");
    drawing = withCell(drawing, { row: 4, col: 4 }, "rocket");
    expect(gridText(drawing)).toBe("C .\n7 #\n. R\n");
  });

  it("keeps an empty row inside the shape (the backend then says it is not connected)", () => {
    const drawing: Drawing = [["start"], [null], ["hull"]];
    expect(gridText(drawing)).toBe("7\n.\n#\n");
  });

  it("is empty when nothing is drawn", () => {
    expect(gridText(emptyDrawing(5, 5))).toBe("");
  });

  it("starts a line with # for a hull row: the backend reads '# # #' as hull, not a comment", () => {
    expect(gridText([["hull", "hull"], ["start", null]])).toBe("# #\n7 .\n");
  });
});

describe("drawings", () => {
  it("counts the roles (R3: the backend wants exactly one start)", () => {
    expect(roleCounts(BASIC)).toEqual({ size: 16, starts: 1, cannons: 5, rockets: 4, hulls: 6 });
  });

  it("copies a shape into a drawing of at least the asked size", () => {
    const drawing = drawingFrom(BASIC, 7, 7);
    expect(drawing).toHaveLength(7);
    expect(drawing[0]).toHaveLength(7);
    expect(gridText(drawing)).toBe(gridText(BASIC));
    // The shape itself is not changed by drawing on the copy.
    withCell(drawing, { row: 0, col: 0 }, "hull");
    expect(BASIC[0]?.[0]).toBeNull();
  });

  it("keeps the top-left when shrinking and stays within the offered sizes", () => {
    const small = resizeDrawing(drawingFrom(BASIC, 5, 5), 3, 3);
    expect(small).toEqual([
      [null, null, "cannon"],
      [null, "cannon", "hull"],
      [null, "cannon", "start"],
    ]);
    expect(emptyDrawing(40, 1)).toHaveLength(DRAW_MAX);
    expect(emptyDrawing(40, 1)[0]).toHaveLength(3);
  });

  it("changes one square and leaves the rest", () => {
    const before = emptyDrawing(3, 3);
    const after = withCell(before, { row: 1, col: 2 }, "rocket");
    expect(after[1]?.[2]).toBe("rocket");
    expect(before[1]?.[2]).toBeNull();
    expect(roleCounts(after).size).toBe(1);
  });
});

describe("shiftToCorner", () => {
  it("moves a drawing up and left so its squares carry the saved text's row and column numbers", () => {
    let drawing = emptyDrawing(5, 5);
    drawing = withCell(drawing, { row: 2, col: 3 }, "start");
    drawing = withCell(drawing, { row: 3, col: 2 }, "rocket");
    const moved = shiftToCorner(drawing);
    expect(moved).toHaveLength(5);
    expect(moved[0]?.[1]).toBe("start");
    expect(moved[1]?.[0]).toBe("rocket");
    expect(roleCounts(moved).size).toBe(2);
    expect(gridText(moved)).toBe(gridText(drawing));
  });

  it("leaves a drawing already in the corner, or an empty one, as it is", () => {
    expect(shiftToCorner(BASIC)).toEqual(BASIC);
    const empty = emptyDrawing(3, 3);
    expect(shiftToCorner(empty)).toBe(empty);
  });
});
