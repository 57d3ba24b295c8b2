import { describe, expect, it } from "vitest";
import { colourLabel, makePart, paletteColours, parsePart, partName, partText } from "./parts";
import {
  gridFromCells,
  inventory,
  movePart,
  parseRocketText,
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

const part = (text: string) => {
  const p = parsePart(text);
  if (p === null) throw new Error(`${text} should be a part`);
  return p;
};

/** Reads a grid the test knows is well formed. */
function grid(text: string): Grid {
  const parsed = parseRocketText(text);
  if (parsed.grid === null) throw new Error(parsed.problem);
  return parsed.grid;
}

describe("parts (S1)", () => {
  it("s1_reads_letters_or_names_and_sorts_two_colours_so_identical_parts_compare_equal", () => {
    expect(parsePart("X:yellow+white")).toEqual({ kind: "connector", colours: ["white", "yellow"] });
    expect(parsePart("x:White+Yellow")).toEqual(parsePart("X:yellow+white"));
    expect(parsePart("nose:gold")).toEqual({ kind: "nose", colours: ["gold"] });
    expect(partText(part("X:yellow+white"))).toBe("X:white+yellow");
  });

  it("s1_refuses_what_is_not_a_part", () => {
    expect(parsePart("Q:gold")).toBeNull();
    expect(parsePart("N")).toBeNull();
    expect(parsePart("N:gold+gold")).toBeNull();
    expect(parsePart("N:gold+blue+white")).toBeNull();
    expect(makePart("nose", [])).toBeNull();
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

describe("rocket text ↔ grid (S2)", () => {
  it("s2_reads_the_text_format_with_comments_blank_lines_and_ragged_rows", () => {
    const g = grid("# Agata\n.       N:gold\n\nW:white H:grey W:white\n");
    expect(g.length).toBe(2);
    expect(g[0]?.length).toBe(3);
    expect(partAt(g, { row: 0, col: 1 })).toEqual(part("N:gold"));
    expect(partAt(g, { row: 0, col: 2 })).toBeNull();
  });

  it("s2_names_the_line_and_cell_of_an_unreadable_part", () => {
    expect(parseRocketText("H:grey\nH:white Q:blue\n").problem).toMatch(/^line 2, cell 2: `Q:blue` is not a part/);
  });

  it("s2_writes_the_text_trimmed_and_aligned_as_the_backend_does", () => {
    const g = withMargin(grid(". N:gold\nW:white H:grey\n"));
    expect(rocketText(g)).toBe(".       N:gold\nW:white H:grey\n");
    expect(rocketText(grid("N:white\nH:grey\nE:white\n"))).toBe("N:white\nH:grey\nE:white\n");
    expect(rocketText(withMargin([]))).toBe("");
  });

  it("round-trips the worked example's rocket", () => {
    const text =
      ".       N:gold  .       .       .\nW:white H:grey  W:white .       .\n.       H:gold  .       .       .\n.       H:white X:blue  H:white X:blue+white\n";
    expect(rocketText(grid(text))).toBe(
      ".            N:gold       .            .            .\nW:white      H:grey       W:white      .            .\n.            H:gold       .            .            .\n.            H:white      X:blue       H:white      X:blue+white\n",
    );
    expect(inventory(grid(rocketText(grid(text))))).toEqual(inventory(grid(text)));
  });

  it("reads the backend's cells, leaving an unreadable cell empty", () => {
    const g = gridFromCells([
      [null, "N:gold"],
      ["W:white", "H:grey", "??"],
    ]);
    expect(g.map((row) => row.length)).toEqual([3, 3]);
    expect(partAt(g, { row: 1, col: 2 })).toBeNull();
  });
});

describe("the builder's working grid", () => {
  it("keeps one free row and column on every side", () => {
    const g = withMargin(grid("H:grey\n"));
    expect(g.length).toBe(3);
    expect(g.every((row) => row.length === 3)).toBe(true);
    expect(partAt(g, { row: 1, col: 1 })).toEqual(part("H:grey"));
    expect(trimOffset(g)).toEqual({ row: 1, col: 1 });
  });

  it("grows when a part goes into the margin", () => {
    const g = placePart(withMargin(grid("H:grey\n")), { row: 0, col: 1 }, part("N:gold"));
    expect(g.length).toBe(4);
    expect(rocketText(g)).toBe("N:gold\nH:grey\n");
    expect(partAt(g, { row: 1, col: 1 })).toEqual(part("N:gold"));
  });

  it("shrinks back when an outer part is removed", () => {
    const g = removePart(withMargin(grid("N:gold\nH:grey\n")), { row: 1, col: 1 });
    expect(rocketText(g)).toBe("H:grey\n");
    expect(g.length).toBe(3);
  });

  it("moves a part to an empty cell, or swaps two parts", () => {
    const start = withMargin(grid("H:grey W:white\n"));
    const moved = movePart(start, { row: 1, col: 2 }, { row: 1, col: 0 });
    expect(rocketText(moved)).toBe("W:white H:grey\n");
    const swapped = movePart(withMargin(grid("N:gold\nH:grey\n")), { row: 1, col: 1 }, { row: 2, col: 1 });
    expect(rocketText(swapped)).toBe("H:grey\nN:gold\n");
  });
});

describe("what a leave action changed (S2, S9)", () => {
  it("s9_counts_new_parts_and_names_parts_given_back", () => {
    const before = inventory(grid("W:white H:grey\n"));
    expect(partsDiff(before, inventory(grid(". N:gold\nW:white H:grey W:white\n")))).toEqual({
      added: ["N:gold", "W:white"],
      missing: [],
    });
    expect(partsDiff(before, inventory(grid("H:grey\n")))).toEqual({ added: [], missing: ["W:white"] });
    expect(partsDiff(before, inventory(grid("H:grey W:white\n")))).toEqual({ added: [], missing: [] });
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
