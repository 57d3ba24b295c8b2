/**
 * Playing cards and stacks as Rickety Ships writes them (R1, R5): a card is
 * a rank (`A 2 … 10 J Q K`) and a suit (`S H D C`, or ♠♥♦♣), a stack is its
 * cards bottom to top (`8H/9H/10H`), and a stack seen in a photo is its top
 * card and chips (`9H^2`).
 *
 * This reads the backend's layout cells so they can be drawn (rank, red or
 * black suit symbol, chips), spells cards for the palette, and composes the
 * text of a typed or tapped entry. Whether a card may go somewhere is the
 * backend's call: nothing here judges a ship.
 */

export type Suit = "S" | "H" | "D" | "C";

export const SUITS: readonly Suit[] = ["S", "H", "D", "C"];

/** R1: A=1 … K=13, in palette order. */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

/** A stack as drawn: every card known, or (from a photo) its top and chips. */
export type Stack = { kind: "known"; cards: Card[] } | { kind: "photo"; top: Card; chips: number };

const SYMBOLS: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES: Record<Suit, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAMES: Partial<Record<Rank, string>> = { A: "ace", J: "jack", Q: "queen", K: "king" };

/** Letters and symbols (filled or outlined) players may type for a suit. */
const SUIT_OF: Record<string, Suit> = Object.fromEntries(
  (
    [
      ["S", "♠♤"],
      ["H", "♥♡"],
      ["D", "♦♢"],
      ["C", "♣♧"],
    ] as const
  ).flatMap(([suit, symbols]) => [[suit, suit], ...[...symbols].map((symbol) => [symbol, suit])]),
);

export function suitSymbol(suit: Suit): string {
  return SYMBOLS[suit];
}

/** ♥ and ♦ are drawn red, ♠ and ♣ black. */
export function isRed(suit: Suit): boolean {
  return suit === "H" || suit === "D";
}

/** R1: the rank's number, A=1 … K=13. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

function parseRank(text: string): Rank | null {
  const upper = text.toUpperCase();
  if (upper === "1") return "A";
  return (RANKS as readonly string[]).includes(upper) ? (upper as Rank) : null;
}

/** `9h`, `10S`, `Q♥`, `a♠` → the card; anything else → null. */
export function parseCard(text: string): Card | null {
  const chars = [...text.trim()];
  const last = chars.pop();
  if (last === undefined) return null;
  const suit = SUIT_OF[last.toUpperCase()];
  const rank = parseRank(chars.join(""));
  return suit && rank ? { rank, suit } : null;
}

/** The text the backend stores: `9H`. */
export function cardCode(card: Card): string {
  return `${card.rank}${card.suit}`;
}

/** What players read: `9♥`. */
export function cardLabel(card: Card): string {
  return `${card.rank}${SYMBOLS[card.suit]}`;
}

/** For screen readers: "9 of hearts", "queen of spades". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit]}`;
}

/** A layout cell's text (`8H/9H`, `9H^2`) → the stack; unreadable → null. */
export function parseStack(text: string): Stack | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const caret = trimmed.indexOf("^");
  if (caret >= 0) {
    const top = parseCard(trimmed.slice(0, caret));
    const chipsText = trimmed.slice(caret + 1).trim();
    if (!top || !/^\d+$/.test(chipsText)) return null;
    const chips = Number(chipsText);
    return chips === 0 ? { kind: "known", cards: [top] } : { kind: "photo", top, chips };
  }
  const cards = trimmed.split("/").map(parseCard);
  if (cards.some((card) => card === null)) return null;
  return { kind: "known", cards: cards as Card[] };
}

/** The card on top: the one that counts for scoring and neighbours (R5). */
export function stackTop(stack: Stack): Card {
  return stack.kind === "photo" ? stack.top : (stack.cards[stack.cards.length - 1] as Card);
}

/** R5/R8: the chips showing, height - 1. */
export function stackChips(stack: Stack): number {
  return stack.kind === "photo" ? stack.chips : stack.cards.length - 1;
}

/** The stack's text in the backend's spelling: `8H/9H`, `9H^2`. */
export function stackCode(stack: Stack): string {
  return stack.kind === "photo"
    ? `${cardCode(stack.top)}^${stack.chips}`
    : stack.cards.map(cardCode).join("/");
}

/** For the table: `8♥/9♥`, or `9♥ with 2 chips` for a photographed stack. */
export function stackLabel(stack: Stack): string {
  if (stack.kind === "photo") return `${cardLabel(stack.top)} with ${stack.chips} chip${stack.chips === 1 ? "" : "s"}`;
  return stack.cards.map(cardLabel).join("/");
}

/**
 * The cell's text after `card` is placed on top of `current` (R5's "on top
 * of"): a new cell for an empty one, a taller stack otherwise. A photo
 * stack gains a chip and shows the new card.
 */
export function withCardOnTop(current: string | null, card: Card): string {
  const stack = current === null ? null : parseStack(current);
  if (stack === null) return cardCode(card);
  if (stack.kind === "photo") return `${cardCode(card)}^${stack.chips + 1}`;
  return `${stackCode(stack)}/${cardCode(card)}`;
}

/**
 * The cell's text with its top card taken off: `8H/9H` → `8H`, a single
 * card → null (empty). A photographed stack hides the card below its top,
 * so it cannot lose just one card: undefined.
 */
export function withoutTopCard(current: string): string | null | undefined {
  const stack = parseStack(current);
  if (stack === null) return undefined;
  if (stack.kind === "photo") return undefined;
  if (stack.cards.length <= 1) return null;
  return stack.cards.slice(0, -1).map(cardCode).join("/");
}

/**
 * The cell's text with `chips` chips showing under the same top card, as
 * a photo shows a stack (`9H^2`); 0 chips leaves the top card alone. The
 * cards under a photographed top are unknown, so a typed stack keeps only
 * its top. Unreadable text is returned as it is.
 */
export function withChips(current: string, chips: number): string {
  const stack = parseStack(current);
  if (stack === null) return current;
  const top = cardCode(stackTop(stack));
  const count = Math.max(0, Math.floor(chips));
  return count === 0 ? top : `${top}^${count}`;
}

/**
 * What a typed entry asks for: blank clears the cell (null); text starting
 * with `+` adds on top of the current stack (`+9h` on `8H` → `8H/9h`);
 * anything else replaces the cell as typed, for the backend to read.
 */
export function entryStack(entry: string, current: string | null): string | null {
  const text = entry.trim();
  if (text === "") return null;
  if (text.startsWith("+")) {
    const added = text.slice(1).trim().replace(/^\//, "");
    if (added === "") return current;
    if (current === null || current === "") return added;
    const card = parseCard(added);
    return card ? withCardOnTop(current, card) : `${current}/${added}`;
  }
  return text;
}
