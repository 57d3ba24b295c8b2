import { describe, expect, it } from "vitest";
import { bankRoom, bonusFor, goldGain, goodsAfter, goodsText, goodsTotal, noGoods, saleValue, stepGood } from "./goods";

const goods = (over: Partial<Record<"food" | "oil" | "metal" | "wine" | "cloth", number>>) => ({ ...noGoods(), ...over });

describe("selling (W7)", () => {
  it("w9_two_cloth_and_a_wine_sell_for_11_gold", () => {
    expect(saleValue(goods({ cloth: 2, wine: 1 }), "none")).toEqual({ gold: 11, vp: 0 });
  });

  it("w7_docks_add_1_gold_and_1_vp_per_good_cranes_2_gold_and_1_vp", () => {
    expect(saleValue(goods({ food: 2, oil: 1 }), "docks")).toEqual({ gold: 4 + 3, vp: 3 });
    expect(saleValue(goods({ food: 2, oil: 1 }), "cranes")).toEqual({ gold: 4 + 6, vp: 3 });
  });

  it("w7_the_bonus_follows_the_card_taken_this_turn", () => {
    expect(bonusFor("Double-Entry Book Keeping")).toBe("docks");
    expect(bonusFor("Steam-Powered Cranes")).toBe("cranes");
    expect(bonusFor("Pirates")).toBe("none");
    expect(bonusFor(null)).toBe("none");
  });
});

describe("gold beyond the bank's room (W7)", () => {
  it("w9_eleven_gold_with_room_for_3_returns_8_for_4_vp", () => {
    expect(goldGain(11, 3)).toEqual({ kept: 3, returned: 8, vp: 4 });
  });

  it("w7_an_odd_coin_is_lost", () => {
    expect(goldGain(5, 0)).toEqual({ kept: 0, returned: 5, vp: 2 });
  });

  it("counts the room as bank spaces less the gold in them", () => {
    expect(bankRoom({ bank: 5, gold: 2 })).toBe(3);
    expect(bankRoom({ bank: 2, gold: 2 })).toBe(0);
  });
});

describe("goods", () => {
  it("writes and counts them", () => {
    expect(goodsText(goods({ cloth: 2, wine: 1 }))).toBe("1 wine, 2 cloth");
    expect(goodsText(noGoods())).toBe("nothing");
    expect(goodsTotal(goods({ food: 2, metal: 1 }))).toBe(3);
  });

  it("steps a count within its limits", () => {
    expect(stepGood(noGoods(), "oil", -1).oil).toBe(0);
    expect(stepGood(goods({ oil: 1 }), "oil", 1, 1).oil).toBe(1);
  });

  it("works out the warehouse after gaining and putting back", () => {
    expect(goodsAfter(goods({ food: 2 }), goods({ food: 2, wine: 1 }), goods({ food: 1 }))).toEqual(goods({ food: 3, wine: 1 }));
  });
});
