import { describe, expect, it } from "vitest";
import type { RicketyShapeInfo } from "../../bindings/RicketyShapeInfo";
import { DECK_CHOICES, pickShape, ricketySetup, ROUNDS, seatingProblem, shapeSummary } from "./setup";

const shape = (name: string, size = 16): RicketyShapeInfo => ({
  name,
  grid: "7\n",
  cells: [["start"]],
  size,
  cannons: 5,
  rockets: 1,
  built_in: true,
});

describe("seatingProblem", () => {
  it("asks for more players below 2 (R9: 2 to 6 players)", () => {
    expect(seatingProblem(0)).toBe("Rickety Ships is for 2 to 6 players: seat 2 more.");
    expect(seatingProblem(1)).toBe("Rickety Ships is for 2 to 6 players: seat 1 more.");
  });

  it("accepts 2 to 6 players", () => {
    for (const seated of [2, 3, 4, 5, 6]) expect(seatingProblem(seated)).toBeNull();
  });

  it("says how many are too many above 6", () => {
    expect(seatingProblem(8)).toBe("Rickety Ships is for 2 to 6 players: 2 too many are seated.");
  });
});

describe("ricketySetup", () => {
  it("plays three rounds (R9)", () => {
    expect(ROUNDS).toBe(3);
  });

  it("offers 2 to 4 decks (R2)", () => {
    expect(DECK_CHOICES).toEqual([2, 3, 4]);
  });

  it("sends the shape's exact grid with its name (R3: the session records the shape)", () => {
    expect(ricketySetup(3, { name: "basic", grid: ". C .\n" })).toEqual({
      decks: 3,
      shape: { name: "basic", grid: ". C .\n" },
    });
  });
});

describe("pickShape", () => {
  const shapes = [shape("basic"), shape("skiff", 9), shape("Longboat", 12)];

  it("keeps the shape chosen before, ignoring case", () => {
    expect(pickShape(shapes, "longboat")?.name).toBe("Longboat");
  });

  it("falls back to Basic when nothing or an unknown shape was chosen", () => {
    expect(pickShape(shapes, null)?.name).toBe("basic");
    expect(pickShape(shapes, "gone")?.name).toBe("basic");
  });

  it("takes the first shape without Basic, and nothing without shapes", () => {
    expect(pickShape([shape("skiff")], null)?.name).toBe("skiff");
    expect(pickShape([], "basic")).toBeNull();
  });
});

describe("shapeSummary", () => {
  it("counts cells, cannons and rockets in words", () => {
    expect(shapeSummary({ size: 16, cannons: 5, rockets: 4 })).toBe("16 cells · 5 cannons · 4 rockets");
    expect(shapeSummary({ size: 1, cannons: 1, rockets: 0 })).toBe("1 cell · 1 cannon · 0 rockets");
  });
});
