import { describe, expect, it } from "vitest";
import type { ShipsState } from "../../bindings/ShipsState";
import { beforeAgeFive } from "./ageFive.example";
import { shippedBoard, withAge } from "./board";
import {
  ageNeeds,
  counterEra,
  laggingCharges,
  newAgeCost,
  NO_AGE_VALUES,
  ownShips,
  placeableAges,
  placeCommand,
  possibleEras,
  shipsIn,
  upgradeCommand,
} from "./track";

const empty = (): ShipsState => ({
  ...beforeAgeFive(),
  board: shippedBoard(),
  track: Array.from({ length: 11 }, () => ({ merchant: [], warship: [] })),
  highest_age: 0,
});

describe("where Place Ship may go (W5)", () => {
  it("w5_first_ship_goes_in_age_1", () => {
    expect(placeableAges(empty())).toEqual([1]);
  });

  it("w5_highest_occupied_age_or_the_next", () => {
    expect(placeableAges(beforeAgeFive())).toEqual([4, 5]);
    expect(placeableAges({ ...empty(), highest_age: 11 })).toEqual([11]);
  });
});

describe("the cost of a new age (W5, W9)", () => {
  it("w9_age_5_costs_9_less_7_ships_in_age_4", () => {
    const state = beforeAgeFive();
    expect(shipsIn(state, 4)).toBe(7);
    expect(newAgeCost(9, shipsIn(state, 4))).toBe(2);
  });

  it("w5_cost_is_never_below_zero", () => {
    expect(newAgeCost(3, 4)).toBe(0);
  });

  it("w9_lagging_ships_two_below_cost_1_three_below_2_and_are_removed", () => {
    expect(laggingCharges(beforeAgeFive(), 5, 4)).toEqual([
      { seat: 1, age: 3, ships: 1, loss: 1, removed: false },
      { seat: 2, age: 3, ships: 1, loss: 1, removed: false },
      { seat: 3, age: 3, ships: 2, loss: 2, removed: false },
      { seat: 0, age: 2, ships: 2, loss: 4, removed: true },
    ]);
  });
});

describe("what a new age still needs from the table (W2)", () => {
  it("w2_a_known_age_needs_nothing", () => {
    expect(ageNeeds(beforeAgeFive(), 5)).toEqual({ era: false, navCost: false, firstVp: false });
  });

  it("w2_an_unknown_new_age_needs_its_era_cost_and_vp", () => {
    const state = { ...beforeAgeFive(), highest_age: 5 };
    expect(ageNeeds(state, 6)).toEqual({ era: true, navCost: true, firstVp: true });
  });

  it("w5_age_1_has_no_navigation_cost", () => {
    expect(ageNeeds(empty(), 1)).toEqual({ era: false, navCost: false, firstVp: true });
  });

  it("w5_the_present_age_needs_no_cost_or_vp", () => {
    const state = { ...empty(), highest_age: 2, board: withAge(empty().board, 2, { era: null }) };
    expect(ageNeeds(state, 2)).toEqual({ era: true, navCost: false, firstVp: false });
  });

  it("w2_offers_only_eras_that_do_not_go_back", () => {
    expect(possibleEras(beforeAgeFive(), 6)).toEqual(["sailing", "steamship"]);
    const board = withAge(beforeAgeFive().board, 9, { era: "sailing" });
    expect(possibleEras({ ...beforeAgeFive(), board }, 7)).toEqual(["sailing"]);
  });

  it("uses the age's era for the counter, else the one given", () => {
    expect(counterEra(beforeAgeFive(), 5, null)).toBe("sailing");
    expect(counterEra(beforeAgeFive(), 6, "steamship")).toBe("steamship");
    expect(counterEra(beforeAgeFive(), 6, null)).toBeNull();
  });
});

describe("building place_ship and upgrade_ship", () => {
  const none = { era: false, navCost: false, firstVp: false };

  it("w9_blue_places_in_age_5_merchant", () => {
    expect(placeCommand(5, "merchant", null, none, NO_AGE_VALUES)).toEqual({
      command: { type: "place_ship", age: 5, ship_box: "merchant" },
      problem: null,
    });
  });

  it("w5_a_warship_needs_to_know_where_its_disc_comes_from", () => {
    expect(placeCommand(4, "warship", null, none, NO_AGE_VALUES).problem).toBe(
      "Say where the city disc comes from: warehouse or bank.",
    );
    expect(placeCommand(4, "warship", "bank", none, NO_AGE_VALUES).command).toEqual({
      type: "place_ship",
      age: 4,
      ship_box: "warship",
      disc_from: "bank",
    });
  });

  it("w2_sends_the_unknown_values_once_entered", () => {
    const needs = { era: false, navCost: true, firstVp: true };
    expect(placeCommand(2, "merchant", null, needs, { ...NO_AGE_VALUES, navCost: "2" }).problem).toBe(
      "Enter the VP for the first ship in age 2.",
    );
    expect(placeCommand(2, "merchant", null, needs, { era: null, navCost: "2", firstVp: " 2" }).command).toEqual({
      type: "place_ship",
      age: 2,
      ship_box: "merchant",
      nav_cost: 2,
      first_vp: 2,
    });
    expect(placeCommand(6, "merchant", null, { ...needs, era: true }, NO_AGE_VALUES).problem).toBe(
      "Which era is age 6? Pick it from the board.",
    );
  });

  it("w5_upgrades_one_own_ship_one_age_up", () => {
    expect(upgradeCommand(null, "merchant", null, none, NO_AGE_VALUES).problem).toBe("Pick the ship to move up.");
    expect(upgradeCommand({ age: 4, box: "merchant" }, "warship", "warehouse", none, NO_AGE_VALUES).command).toEqual({
      type: "upgrade_ship",
      from_age: 4,
      from_box: "merchant",
      to_box: "warship",
      disc_from: "warehouse",
    });
    expect(upgradeCommand({ age: 11, box: "merchant" }, "merchant", null, none, NO_AGE_VALUES).problem).toBe(
      "A ship in age 11 cannot move up.",
    );
  });
});

describe("a player's own ships", () => {
  it("lists them by age and box with their count", () => {
    expect(ownShips(beforeAgeFive(), 0)).toEqual([
      { age: 2, box: "merchant", count: 2 },
      { age: 4, box: "merchant", count: 2 },
    ]);
    expect(ownShips(empty(), 0)).toEqual([]);
  });
});
