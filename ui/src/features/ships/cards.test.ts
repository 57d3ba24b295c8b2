import { describe, expect, it } from "vitest";
import type { ShipsCard } from "../../bindings/ShipsCard";
import {
  canAdd,
  choosesGoods,
  countQuestion,
  followStillOpen,
  drawableCount,
  drawSeed,
  eraCards,
  followUp,
  layoutNames,
  layoutTotal,
  stepLayout,
  takeCommand,
} from "./cards";

const card = (name: string, era: ShipsCard["era"] = "galley", copies: number | null = null): ShipsCard => ({
  name,
  era,
  text: `${name}'s text`,
  gold_cost: null,
  copies,
});

const GALLEY = [
  "Currency",
  "Docks",
  "Greek Empire",
  "Lateen Sail",
  "Lighthouse",
  "Navigation Device",
  "Phoenician Alphabet",
  "Ram",
  "Roman Empire",
  "Vikings!",
  "Warehouse",
].map((name) => card(name));

describe("laying out an era's display (W4)", () => {
  it("w4_twelve_cards_a_second_copy_allowed_when_copies_are_unknown", () => {
    let layout = {};
    for (const c of GALLEY) layout = stepLayout(layout, c.name, 1);
    expect(layoutTotal(layout)).toBe(11);
    expect(canAdd(layout, card("Docks"))).toBe(true);
    layout = stepLayout(layout, "Docks", 1);
    expect(layoutTotal(layout)).toBe(12);
    expect(canAdd(layout, card("Ram")), "a display holds 12").toBe(false);
    expect(layoutNames(layout, GALLEY).slice(0, 3)).toEqual(["Currency", "Docks", "Docks"]);
  });

  it("w4_no_more_copies_than_the_deck_holds_when_known", () => {
    const one = card("Docks", "galley", 1);
    expect(canAdd(stepLayout({}, "Docks", 1), one)).toBe(false);
  });

  it("drops a card taken back to zero", () => {
    expect(stepLayout({ Ram: 1 }, "Ram", -1)).toEqual({});
  });

  it("w4_the_app_draws_at_most_the_deck_with_unknown_copies_counting_one", () => {
    expect(drawableCount(GALLEY)).toBe(11);
    expect(drawableCount([card("A", "sailing", 3), ...GALLEY])).toBe(12);
  });

  it("keeps an era's cards in catalog order", () => {
    expect(eraCards([card("Compass", "sailing"), ...GALLEY], "sailing").map((c) => c.name)).toEqual(["Compass"]);
  });

  it("draws a seed the backend can take", () => {
    expect(drawSeed(() => 0.5)).toBe(2 ** 30);
  });
});

describe("taking a card (W4)", () => {
  it("asks what a counting card counts", () => {
    expect(countQuestion("Vikings!")).toBe("Your ships in the Longships box");
    expect(countQuestion("Currency")).toBeNull();
  });

  it("sends gold and count only when they are asked", () => {
    expect(takeCommand("Currency", null, null)).toEqual({ type: "take_card", card: "Currency" });
    expect(takeCommand("Greek Empire", 1, 2)).toEqual({ type: "take_card", card: "Greek Empire", gold: 1, count: 2 });
    expect(
      takeCommand("Hanseatic League", null, null, { food: 0, oil: 0, metal: 1, wine: 0, cloth: 1 }),
      "W4: Hanseatic League names the goods its wine becomes",
    ).toEqual({ type: "take_card", card: "Hanseatic League", goods: { food: 0, oil: 0, metal: 1, wine: 0, cloth: 1 } });
    expect(choosesGoods("Hanseatic League")).toBe(true);
    expect(countQuestion("Hanseatic League"), "no count: the goods chosen say how many").toBeNull();
  });

  it("names the action a card calls for next", () => {
    expect(followUp("Ram")).toBe("place_warship");
    expect(followUp("Docks")).toBe("sell");
    expect(followUp("Pirates")).toBe("discard");
    expect(followUp("Currency")).toBeNull();
    expect(followUp(null)).toBeNull();
  });
});

describe("a card's own action (W4b)", () => {
  it("w4b_the_follow_up_of_a_cards_own_action_closes_once_it_is_done", () => {
    expect(followStillOpen("place_warship", { action: "place_ship" })).toBe(true);
    expect(followStillOpen("place_warship", null), "Ram's placement is done").toBe(false);
    expect(followStillOpen("goods", null), "Warehouse's goods are not an action").toBe(true);
  });
});
