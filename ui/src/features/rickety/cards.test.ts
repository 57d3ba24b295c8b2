import { describe, expect, it } from "vitest";
import {
  cardCode,
  cardLabel,
  cardName,
  isRed,
  rankLabel,
  rankValue,
  RANKS,
  stackChips,
  stackCode,
  stackLabel,
  stackName,
  stackTop,
  withCardOnTop,
  withChips,
  withoutTopCard,
  type Stack,
} from "./cards";
import { card as c, stack } from "./cardFixtures";

describe("spelling a card", () => {
  it("stores the backend's code, shows the suit symbol, and names it for screen readers", () => {
    const card = { rank: 12, suit: "H" } as const;
    expect(cardCode(card)).toBe("QH");
    expect(cardLabel(card)).toBe("Q♥");
    expect(cardName(card)).toBe("queen of hearts");
    expect(cardName({ rank: 10, suit: "C" })).toBe("10 of clubs");
  });

  it("draws hearts and diamonds red, spades and clubs black", () => {
    expect([isRed("H"), isRed("D"), isRed("S"), isRed("C")]).toEqual([true, true, false, false]);
  });

  it("numbers ranks A=1 to K=13 (R1) in palette order", () => {
    expect(RANKS).toHaveLength(13);
    expect(rankValue("A")).toBe(1);
    expect(rankValue("10")).toBe(10);
    expect(rankValue("K")).toBe(13);
    expect([rankLabel(1), rankLabel(10), rankLabel(13)]).toEqual(["A", "10", "K"]);
  });
});

describe("a stack (R5, R7)", () => {
  it("counts its top card and the chips under it (height - 1)", () => {
    const tall = stack("8H/9H/10H");
    expect(stackTop(tall)).toEqual(c("10H"));
    expect(stackChips(tall)).toBe(2);
    expect(stackCode(tall)).toBe("8H/9H/10H");
    expect(stackLabel(tall)).toBe("8♥/9♥/10♥");
  });

  it("shows a photographed stack as its top card and chips", () => {
    const seen = stack("9H^2");
    expect(stackChips(seen)).toBe(2);
    expect(stackCode(seen)).toBe("9H^2");
    expect(stackLabel(seen)).toBe("9♥ with 2 chips");
    expect(stackLabel(stack("9H^1"))).toBe("9♥ with 1 chip");
  });
});

describe("stackName (what a screen reader says)", () => {
  it("names each card bottom to top, or the top card and its chips", () => {
    expect(stackName(stack("7H/8H"))).toBe("7 of hearts, then 8 of hearts");
    expect(stackName(stack("QS^2"))).toBe("queen of spades with 2 chips");
  });
});

const code = (s: Stack | null) => (s === null ? null : stackCode(s));

describe("withCardOnTop (the palette's 'add on top')", () => {
  const nine = { rank: 9, suit: "H" } as const;

  it("puts the card on an empty cell", () => {
    expect(withCardOnTop(null, nine)).toEqual({ kind: "known", cards: [nine] });
  });

  it("stacks it on the current top card", () => {
    expect(code(withCardOnTop(stack("7H/8H"), nine))).toBe("7H/8H/9H");
  });

  it("adds a chip to a photographed stack and shows the new card on top", () => {
    expect(withCardOnTop(stack("8H^1"), nine)).toEqual({ kind: "photo", top: nine, chips: 2 });
  });
});

describe("withChips (the photo fix's chip count, R5)", () => {
  it.each([
    ["QD^3", 0, "QD"],
    ["QD", 2, "QD^2"],
    ["9H^1", 3, "9H^3"],
    ["8H/9H", 0, "9H"],
    ["8H/9H", 1, "9H^1"],
  ])("%s with %i chips showing is %s", (current, chips, expected) => {
    expect(code(withChips(stack(current), chips))).toBe(expected);
  });

  it("never goes below no chips", () => {
    expect(code(withChips(stack("QD^1"), -1))).toBe("QD");
  });
});

describe("withoutTopCard (the editor's 'remove top card')", () => {
  it("takes the top card off a stack", () => {
    expect(code(withoutTopCard(stack("7H/8H/9H")) ?? null)).toBe("7H/8H");
  });

  it("empties a cell holding one card", () => {
    expect(withoutTopCard(stack("9H"))).toBeNull();
  });

  it("cannot take one card off a photographed stack, whose lower cards are unknown", () => {
    expect(withoutTopCard(stack("9H^2"))).toBeUndefined();
  });
});
