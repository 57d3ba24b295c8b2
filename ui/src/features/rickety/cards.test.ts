import { describe, expect, it } from "vitest";
import {
  cardCode,
  cardLabel,
  cardName,
  isRed,
  parseCard,
  parseStack,
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
} from "./cards";

describe("parseCard", () => {
  it.each([
    ["9h", { rank: 9, suit: "H" }],
    ["10s", { rank: 10, suit: "S" }],
    ["QD", { rank: 12, suit: "D" }],
    ["a♠", { rank: 1, suit: "S" }],
    ["K♥", { rank: 13, suit: "H" }],
    ["J♧", { rank: 11, suit: "C" }],
    ["1c", { rank: 1, suit: "C" }],
    [" 7d ", { rank: 7, suit: "D" }],
  ])("reads %j as the backend does (R1 ranks, letters or symbols for suits)", (text, card) => {
    expect(parseCard(text)).toEqual(card);
  });

  it.each(["", "9", "h", "9x", "11h", "0s", "1 0h", "99h", "10"])("refuses %j", (text) => {
    expect(parseCard(text)).toBeNull();
  });
});

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

describe("parseStack", () => {
  it("reads a stack bottom to top: the top card counts, chips are height - 1 (R5)", () => {
    const stack = parseStack("8H/9H/10H");
    expect(stack).not.toBeNull();
    expect(stackTop(stack!)).toEqual({ rank: 10, suit: "H" });
    expect(stackChips(stack!)).toBe(2);
    expect(stackCode(stack!)).toBe("8H/9H/10H");
    expect(stackLabel(stack!)).toBe("8♥/9♥/10♥");
  });

  it("reads a photographed stack as its top card and chips (R7)", () => {
    const stack = parseStack("9H^2");
    expect(stack).toEqual({ kind: "photo", top: { rank: 9, suit: "H" }, chips: 2 });
    expect(stackChips(stack!)).toBe(2);
    expect(stackCode(stack!)).toBe("9H^2");
    expect(stackLabel(stack!)).toBe("9♥ with 2 chips");
    expect(stackLabel(parseStack("9H^1")!)).toBe("9♥ with 1 chip");
  });

  it("treats ^0 as a single card", () => {
    expect(parseStack("7D^0")).toEqual({ kind: "known", cards: [{ rank: 7, suit: "D" }] });
  });

  it.each(["", "  ", "8H/", "8H/zz", "9H^x", "9H^", "^2"])("cannot draw %j", (text) => {
    expect(parseStack(text)).toBeNull();
  });
});

describe("stackName (what a screen reader says)", () => {
  it("names each card bottom to top, or the top card and its chips", () => {
    expect(stackName(parseStack("7H/8H")!)).toBe("7 of hearts, then 8 of hearts");
    expect(stackName(parseStack("QS^2")!)).toBe("queen of spades with 2 chips");
  });
});

const stack = (text: string) => parseStack(text)!;
const code = (s: ReturnType<typeof parseStack>) => (s === null ? null : stackCode(s));

describe("withCardOnTop (the palette's 'add on top')", () => {
  const nine = { rank: 9, suit: "H" } as const;

  it("puts the card on an empty cell", () => {
    expect(withCardOnTop(null, nine)).toEqual({ kind: "known", cards: [nine] });
  });

  it("stacks it on the current top card", () => {
    expect(code(withCardOnTop(stack("7h/8h"), nine))).toBe("7H/8H/9H");
  });

  it("adds a chip to a photographed stack and shows the new card on top", () => {
    expect(withCardOnTop(stack("8H^1"), nine)).toEqual({ kind: "photo", top: nine, chips: 2 });
  });
});

describe("withChips (the photo fix's chip count, R5)", () => {
  it.each([
    ["QD^3", 0, "QD"],
    ["QD", 2, "QD^2"],
    ["9h^1", 3, "9H^3"],
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
