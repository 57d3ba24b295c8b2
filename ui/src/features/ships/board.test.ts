import { describe, expect, it } from "vitest";
import {
  ACTION_BOXES,
  actionCost,
  ageData,
  areaCost,
  boardProblem,
  eraBands,
  eraName,
  parseCount,
  runs,
  sameBoard,
  shippedBoard,
  unknownBoard,
  unknownGroups,
  withActionGold,
  withAge,
  withAreaCost,
} from "./board";

describe("the shipped board (W2, W9)", () => {
  it("w2_holds_only_what_the_rulebook_text_gives", () => {
    const board = shippedBoard();
    expect(board.ages).toHaveLength(11);
    expect([1, 2, 3, 4].map((age) => ageData(board, age)?.era)).toEqual(["galley", "galley", "galley", "galley"]);
    expect(ageData(board, 5)).toEqual({ era: "sailing", first_vp: 5, nav_cost: 9, merchant: null, warship: null });
    expect(ageData(board, 6)?.era, "age 6's era is not in the text").toBeNull();
    expect(areaCost(board, 5)).toBe(10);
    expect(areaCost(board, 4)).toBeNull();
  });

  it("w2_lists_unknowns_in_the_backends_words_and_order", () => {
    const unknown = unknownBoard(shippedBoard());
    expect(unknown.slice(0, 3)).toEqual(["age 1: VP for the first ship", "age 2: navigation cost", "age 2: VP for the first ship"]);
    expect(unknown).toContain("age 6: era");
    expect(unknown).not.toContain("age 1: navigation cost");
    expect(unknown).not.toContain("area 5: navigation cost");
    const areas = unknown.filter((line) => line.startsWith("area "));
    expect(areas).toEqual([
      "area 3: navigation cost",
      "area 4: navigation cost",
      "area 6: navigation cost",
      "area 7: navigation cost",
    ]);
    expect(unknown.slice(-2), "W4b: the action boxes' gold comes last").toEqual([
      "Retrieve Merchant Cubes: gold with a merchant cube",
      "Retrieve Merchant Cubes: gold with a free action cube",
    ]);
    expect(unknown, "W4b: Upgrade Ship's gold is in the text").not.toContain("Upgrade Ship: gold with a merchant cube");
  });

  it("w2_groups_unknowns_for_the_board_data_check", () => {
    expect(unknownGroups(shippedBoard())).toEqual([
      { what: "Era", where: "ages 6–11" },
      { what: "Navigation cost", where: "ages 2–4, 6–11" },
      { what: "First-ship VP", where: "ages 1–4, 6–11" },
      { what: "Area cost", where: "areas 3, 4, 6, 7" },
      {
        what: "Action box gold",
        where:
          "Place Ship, Remove One Ship, Take One Card, Take One Gold, Take Two Navigation Counters, Sell Goods, Retrieve Merchant Cubes",
      },
    ]);
  });

  it("w4b_upgrade_ship_costs_1_and_3_gold_in_the_text", () => {
    expect(actionCost(shippedBoard(), "upgrade_ship")).toEqual({ action: "upgrade_ship", merchant: 1, free: 3 });
    expect(actionCost(shippedBoard(), "place_ship")).toEqual({ action: "place_ship", merchant: null, free: null });
    const entered = withActionGold(shippedBoard(), "place_ship", "free", 2);
    expect(actionCost(entered, "place_ship")).toEqual({ action: "place_ship", merchant: null, free: 2 });
    expect(sameBoard(entered, shippedBoard()), "an entered box cost makes the board the table's").toBe(false);
  });

  it("says nothing is unknown once every value is entered", () => {
    let board = shippedBoard();
    for (let age = 1; age <= 11; age++) {
      board = withAge(board, age, { era: age <= 4 ? "galley" : age <= 8 ? "sailing" : "steamship", first_vp: age, nav_cost: age });
    }
    for (const area of [3, 4, 6, 7]) board = withAreaCost(board, area, area);
    for (const box of ACTION_BOXES) {
      board = withActionGold(board, box, "merchant", 0);
      board = withActionGold(board, box, "free", 1);
    }
    expect(unknownBoard(board)).toEqual([]);
    expect(unknownGroups(board)).toEqual([]);
  });
});

describe("editing the board", () => {
  it("changes a copy, leaving the original alone", () => {
    const board = shippedBoard();
    const edited = withAge(board, 2, { nav_cost: 2, first_vp: 2 });
    expect(ageData(edited, 2)?.nav_cost).toBe(2);
    expect(ageData(board, 2)?.nav_cost, "the original board is not changed").toBeNull();
    const costed = withAreaCost(edited, 3, 5);
    expect(areaCost(costed, 3)).toBe(5);
    expect(areaCost(edited, 3)).toBeNull();
  });

  it("w2_eras_never_go_back", () => {
    const board = withAge(shippedBoard(), 7, { era: "galley" });
    expect(boardProblem(board)).toBe("Age 7 is a Galley age after a Sailing Ship age: eras never go back (W2).");
    expect(boardProblem(shippedBoard())).toBeNull();
  });

  it("compares boards value by value", () => {
    expect(sameBoard(shippedBoard(), shippedBoard())).toBe(true);
    expect(sameBoard(shippedBoard(), withAge(shippedBoard(), 1, { first_vp: 1 }))).toBe(false);
    expect(sameBoard(shippedBoard(), withAreaCost(shippedBoard(), 3, 4))).toBe(false);
  });
});

describe("era bands of the track strip", () => {
  it("w2_runs_neighbouring_ages_of_one_era_unknown_ones_together", () => {
    expect(eraBands(shippedBoard())).toEqual([
      { era: "galley", from: 1, to: 4 },
      { era: "sailing", from: 5, to: 5 },
      { era: null, from: 6, to: 11 },
    ]);
  });

  it("names the eras as the rulebook does", () => {
    expect(eraName("sailing")).toBe("Sailing Ship");
    expect(eraName("steamship")).toBe("Steamship");
  });
});

describe("small helpers", () => {
  it("writes numbers as runs", () => {
    expect(runs([])).toBe("");
    expect(runs([3])).toBe("3");
    expect(runs([4, 2, 3, 6, 8, 9, 10, 11])).toBe("2–4, 6, 8–11");
    expect(runs([7, 6, 3, 4])).toBe("3, 4, 6, 7");
  });

  it("reads a typed count, refusing blanks and nonsense", () => {
    expect(parseCount(" 9 ")).toBe(9);
    expect(parseCount("0")).toBe(0);
    expect(parseCount("")).toBeNull();
    expect(parseCount("-1")).toBeNull();
    expect(parseCount("2.5")).toBeNull();
  });
});
