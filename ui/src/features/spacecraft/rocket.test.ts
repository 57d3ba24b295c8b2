import { describe, expect, it } from "vitest";
import { colourLabel, makePart, paletteColours, partName, partText, type Part } from "./parts";
import {
  gridFromCells,
  inventory,
  movePart,
  partAt,
  partsDiff,
  placePart,
  reasonInCell,
  removePart,
  rocketText,
  trimOffset,
  violationsAt,
  violationsByCell,
  withMargin,
  type Grid,
} from "./rocket";

const KIND_OF = { H: "hull", W: "wing", N: "nose", E: "engine", X: "connector" } as const;

/** A part the test names the way the rocket text does: `N:gold`, `X:blue+white`. */
function part(text: string): Part {
  const [letter, colours] = text.split(":") as [keyof typeof KIND_OF, string];
  const made = makePart(KIND_OF[letter], colours.split("+"));
  if (made === null) throw new Error(`${text} should be a part`);
  return made;
}

/** A grid the test lays out row by row, `.` for an empty cell. */
function grid(rows: string[][]): Grid {
  return gridFromCells(rows.map((row) => row.map((cell) => (cell === "." ? null : part(cell)))));
}

describe("parts (S1)", () => {
  it("s1_sorts_two_colours_so_identical_parts_compare_equal_and_writes_the_text_form", () => {
    expect(makePart("connector", ["yellow", "White"])).toEqual({ kind: "connector", colours: ["white", "yellow"] });
    expect(makePart("connector", ["white", "yellow"])).toEqual(makePart("connector", ["Yellow", "white"]));
    expect(partText(part("X:yellow+white"))).toBe("X:white+yellow");
  });

  it("s1_makes_no_part_of_none_or_more_than_two_colours", () => {
    expect(makePart("nose", [])).toBeNull();
    expect(makePart("nose", ["gold", "blue", "white"])).toBeNull();
  });

  it("names parts in words and in short on a cell", () => {
    expect(partName(part("X:blue+white"))).toBe("blue and white connector");
    expect(partName(part("H:grey"))).toBe("grey hull (the starting hull)");
    expect(colourLabel(part("N:yellow"))).toBe("yellow");
    expect(colourLabel(part("X:blue+white"))).toBe("blu+whi");
  });

  it("s1_the_palette_is_the_known_five_then_the_tables_own", () => {
    expect(paletteColours([" Pink", "gold", "pink"])).toEqual(["white", "blue", "gold", "yellow", "grey", "pink"]);
  });
});

describe("the backend's cells and the text a player edits (S2)", () => {
  it("s2_takes_the_backends_cells_with_ragged_rows_padded", () => {
    const g = grid([[".", "N:gold"], ["W:white", "H:grey", "W:white"]]);
    expect(g.map((row) => row.length)).toEqual([3, 3]);
    expect(partAt(g, { row: 0, col: 1 })).toEqual(part("N:gold"));
    expect(partAt(g, { row: 0, col: 2 })).toBeNull();
  });

  it("s2_writes_the_text_trimmed_and_aligned_as_the_backend_does", () => {
    const g = withMargin(grid([[".", "N:gold"], ["W:white", "H:grey"]]));
    expect(rocketText(g)).toBe(".       N:gold\nW:white H:grey\n");
    expect(rocketText(grid([["N:white"], ["H:grey"], ["E:white"]]))).toBe("N:white\nH:grey\nE:white\n");
    expect(rocketText(withMargin([]))).toBe("");
  });

  it("writes the worked example's rocket with its columns aligned", () => {
    const example = grid([
      [".", "N:gold"],
      ["W:white", "H:grey", "W:white"],
      [".", "H:gold"],
      [".", "H:white", "X:blue", "H:white", "X:blue+white"],
    ]);
    expect(rocketText(example)).toBe(
      ".            N:gold       .            .            .\nW:white      H:grey       W:white      .            .\n.            H:gold       .            .            .\n.            H:white      X:blue       H:white      X:blue+white\n",
    );
  });
});

describe("the builder's working grid", () => {
  it("keeps one free row and column on every side", () => {
    const g = withMargin(grid([["H:grey"]]));
    expect(g.length).toBe(3);
    expect(g.every((row) => row.length === 3)).toBe(true);
    expect(partAt(g, { row: 1, col: 1 })).toEqual(part("H:grey"));
    expect(trimOffset(g)).toEqual({ row: 1, col: 1 });
  });

  it("grows when a part goes into the margin", () => {
    const g = placePart(withMargin(grid([["H:grey"]])), { row: 0, col: 1 }, part("N:gold"));
    expect(g.length).toBe(4);
    expect(rocketText(g)).toBe("N:gold\nH:grey\n");
    expect(partAt(g, { row: 1, col: 1 })).toEqual(part("N:gold"));
  });

  it("shrinks back when an outer part is removed", () => {
    const g = removePart(withMargin(grid([["N:gold"], ["H:grey"]])), { row: 1, col: 1 });
    expect(rocketText(g)).toBe("H:grey\n");
    expect(g.length).toBe(3);
  });

  it("moves a part to an empty cell, or swaps two parts", () => {
    const start = withMargin(grid([["H:grey", "W:white"]]));
    const moved = movePart(start, { row: 1, col: 2 }, { row: 1, col: 0 });
    expect(rocketText(moved)).toBe("W:white H:grey\n");
    const swapped = movePart(withMargin(grid([["N:gold"], ["H:grey"]])), { row: 1, col: 1 }, { row: 2, col: 1 });
    expect(rocketText(swapped)).toBe("H:grey\nN:gold\n");
  });
});

describe("what a leave action changed (S2, S9)", () => {
  it("s9_counts_new_parts_and_names_parts_given_back", () => {
    const before = inventory(grid([["W:white", "H:grey"]]));
    expect(partsDiff(before, inventory(grid([[".", "N:gold"], ["W:white", "H:grey", "W:white"]])))).toEqual({
      added: [part("N:gold"), part("W:white")],
      missing: [],
    });
    expect(partsDiff(before, inventory(grid([["H:grey"]])))).toEqual({ added: [], missing: [part("W:white")] });
    expect(partsDiff(before, inventory(grid([["H:grey", "W:white"]])))).toEqual({ added: [], missing: [] });
  });
});

describe("violations on the grid (S2)", () => {
  it("s2_puts_each_violation_of_the_trimmed_rocket_on_its_cell_of_the_working_grid", () => {
    const violations = [
      { row: 1, col: 0, message: "W:white at row 1, col 0 does not fit the H:grey to its north: a wing fits only east of a hull, west of a hull (S2)" },
      { row: 1, col: 0, message: "W:white at row 1, col 0 is not attached to the rocket with the starting hull (S2)" },
    ];
    const cells = violationsByCell(violations, { row: 1, col: 1 });
    expect(violationsAt(cells, { row: 2, col: 1 })).toHaveLength(2);
    expect(violationsAt(cells, { row: 1, col: 0 })).toEqual([]);
    expect(reasonInCell(violations[0]?.message ?? "")).toBe(
      "W:white does not fit the H:grey to its north: a wing fits only east of a hull, west of a hull (S2).",
    );
  });
});
