import { describe, expect, it } from "vitest";
import {
  areaEntryCost,
  areaScores,
  discsIn,
  emptyLocation,
  locationsProblem,
  startingLocations,
  stepPiece,
  toLocations,
  type LocationDraft,
} from "./area";

// Seats: 0 Red, 1 Blue, 2 Green, 3 Yellow.
const loc = (name: string, cubes: number[], discs: number[]): LocationDraft => ({ name, cubes, discs });

describe("an area's pieces (W6)", () => {
  it("w6_a_cube_scores_the_area_number_a_disc_adds_its_owners_cubes_there", () => {
    // Area 4, London: Green 1 cube + 1 disc = 4 + (4 + 1) = 9 … Yellow 1 cube = 4.
    const london = loc("London", [0, 0, 1, 1], [0, 0, 1, 0]);
    expect(areaScores(4, [london], 4)).toEqual([0, 0, 9, 4]);
  });

  it("w6_two_discs_in_one_location_each_get_the_cube_bonus", () => {
    const city = loc("Amsterdam", [0, 2, 0, 0], [0, 2, 0, 0]);
    expect(areaScores(4, [city], 4)).toEqual([0, 2 * 4 + 2 * (4 + 2), 0, 0]);
  });

  it("w6_area_7_scores_discs_times_own_merchant_side_cubes", () => {
    const seven = loc("Area 7", [3, 0], [2, 1]);
    expect(areaScores(7, [seven], 2)).toEqual([3 * 7 + 2 * (7 + 3), 7]);
    expect(startingLocations(7, 2)).toEqual([{ name: "Area 7", cubes: [0, 0], discs: [0, 0] }]);
  });

  it("w9_area_5_costs_10_less_6_discs_in_area_4", () => {
    const rows = [loc("London", [0, 0, 1, 1], [0, 0, 1, 1]), loc("Bordeaux", [0, 2, 0, 0], [0, 2, 0, 0]), loc("Danzig", [1, 0, 0, 0], [1, 0, 0, 1])];
    expect(discsIn(rows)).toBe(6);
    expect(areaEntryCost(10, discsIn(rows))).toBe(4);
    expect(areaEntryCost(3, 6)).toBe(0);
  });
});

describe("sending the locations", () => {
  it("repeats each seat per piece and leaves out empty rows", () => {
    const rows = [loc(" London ", [0, 0, 1, 2], [0, 0, 1, 0]), emptyLocation(4)];
    expect(toLocations(rows)).toEqual([{ name: "London", cubes: [2, 3, 3], discs: [2] }]);
  });

  it("asks for the name of a location with pieces", () => {
    expect(locationsProblem([loc("", [1, 0], [0, 0])])).toBe("Location 1 has pieces: give its name.");
    expect(locationsProblem([emptyLocation(2)])).toBeNull();
  });

  it("steps one count, never below zero", () => {
    const row = emptyLocation(2);
    expect(stepPiece(row, "discs", 1, 2).discs).toEqual([0, 2]);
    expect(stepPiece(row, "cubes", 0, -1).cubes).toEqual([0, 0]);
  });
});
