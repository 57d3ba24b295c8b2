import { describe, expect, it } from "vitest";
import type { ShipsState } from "../../bindings/ShipsState";
import { beforeAgeFive } from "./ageFive.example";
import { withActionGold } from "./board";
import { cardFor, chosenCube, defaultCube, paidLines, payChoices, payFields, withPayment } from "./pay";

/** Blue's turn before age 5, with the Place Ship box's free side entered as 1 gold. */
function blue(patch: Partial<ShipsState> = {}): ShipsState {
  const state = beforeAgeFive();
  return { ...state, board: withActionGold(state.board, "place_ship", "free", 1), ...patch };
}

describe("paying for an action (W3, W4b)", () => {
  it("w4b_offers_a_merchant_cube_then_a_free_one_with_each_sides_gold", () => {
    const choices = payChoices(blue(), { action: "place_ship", shipBox: "merchant" });
    expect(choices).toEqual([
      { cube: "merchant", label: "A merchant cube", gold: 0, left: 2 },
      { cube: "free", label: "A free action cube", gold: 1, left: 2 },
    ]);
    expect(defaultCube(choices)).toBe("merchant");
  });

  it("w4b_upgrade_ship_is_1_and_3_gold", () => {
    const choices = payChoices(blue(), { action: "upgrade_ship" });
    expect(choices.map((c) => [c.cube, c.gold])).toEqual([
      ["merchant", 1],
      ["free", 3],
    ]);
  });

  it("w4b_rams_own_placement_is_the_warship_and_paid_by_the_card", () => {
    const ram = { card: "Ram", action: "place_ship" as const, ship_box: "warship" as const, no_food: true, repeats: false, age: null };
    const state = blue({ card_action: ram });
    expect(cardFor(state, { action: "place_ship", shipBox: "warship" })?.card).toBe("Ram");
    expect(cardFor(state, { action: "place_ship", shipBox: "merchant" }), "a Merchant placement is not Ram's").toBeNull();
    const choices = payChoices(state, { action: "place_ship", shipBox: "warship" });
    expect(choices[0]).toEqual({ cube: "card", label: "Ram's own action", gold: 0, left: 1 });
    expect(defaultCube(choices)).toBe("card");
  });

  it("w3_with_no_cube_left_the_command_names_none_so_the_backend_says_why", () => {
    const cubes = { ...beforeAgeFive().cubes, merchant_left: 0, free_left: 0, stock_free: 0 };
    const choices = payChoices(blue({ cubes }), { action: "place_ship", shipBox: "merchant" });
    expect(chosenCube(choices, "merchant")).toBeNull();
    expect(payFields({ action: "place_ship" }, undefined, "")).toEqual({ fields: {}, problem: null });
  });

  it("w4b_asks_for_an_unknown_boxs_gold_once", () => {
    const choices = payChoices(beforeAgeFive(), { action: "take_gold" });
    const merchant = choices.find((c) => c.cube === "merchant");
    expect(payFields({ action: "take_gold" }, merchant, "").problem).toBe(
      "Enter the gold printed on the Take One Gold box for a merchant cube (left side): 0 if none.",
    );
    const typed = payFields({ action: "take_gold" }, merchant, "0");
    expect(typed).toEqual({ fields: { pay: "merchant", box_gold: 0 }, problem: null });
    expect(withPayment({ command: { type: "take_gold" }, problem: null }, typed)).toEqual({
      command: { type: "take_gold", pay: "merchant", box_gold: 0 },
      problem: null,
    });
  });

  it("w4b_lists_the_actions_paid_this_turn_with_their_gold", () => {
    const state = blue({
      actions: [
        { action: "take_card", cube: "merchant", card: null, gold: 0 },
        { action: "place_ship", cube: "card", card: "Ram", gold: 0 },
        { action: "upgrade_ship", cube: "free", card: null, gold: 3 },
      ],
    });
    expect(paidLines(state)).toEqual([
      "Take One Card: a merchant cube",
      "Place Ship: Ram's own action",
      "Upgrade Ship: a free action cube and 3 gold",
    ]);
  });
});
