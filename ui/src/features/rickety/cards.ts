/**
 * Playing cards and stacks as Rickety Ships has them (R1, R5): a card is a
 * rank (A=1 … K=13) and a suit, a stack is its cards bottom to top or, seen
 * in a photo, its top card and chips. The backend sends and takes them as
 * these structures (`RicketyCard`, `RicketyStack`).
 *
 * This spells cards and stacks for players and screen readers, builds the
 * stack a palette tap asks for, and writes a stack in the typing form
 * (`8H/9H`, `9H^2`) for an entry field. Reading typed text is the
 * backend's (`set_cell`, `rickety_stack`), and whether a card may go
 * somewhere is its call too: nothing here judges a ship.
 */

import type { RicketyCard } from "../../bindings/RicketyCard";
import type { RicketyStack } from "../../bindings/RicketyStack";
import type { RicketySuit } from "../../bindings/RicketySuit";

export type Suit = RicketySuit;
export type Card = RicketyCard;
export type Stack = RicketyStack;

export const SUITS: readonly Suit[] = ["S", "H", "D", "C"];

/** R1: the ranks' labels, A=1 … K=13, in palette order. */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

export type Rank = (typeof RANKS)[number];

const SYMBOLS: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES: Record<Suit, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAMES: Partial<Record<Rank, string>> = { A: "ace", J: "jack", Q: "queen", K: "king" };

export function suitSymbol(suit: Suit): string {
  return SYMBOLS[suit];
}

/** ♥ and ♦ are drawn red, ♠ and ♣ black. */
export function isRed(suit: Suit): boolean {
  return suit === "H" || suit === "D";
}

/** R1: the rank's label, 1 → A … 13 → K. */
export function rankLabel(rank: number): Rank {
  return RANKS[rank - 1] ?? "A";
}

/** R1: the rank's number, A=1 … K=13. */
export function rankValue(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

/** The typing form: `9H`. */
export function cardCode(card: Card): string {
  return `${rankLabel(card.rank)}${card.suit}`;
}

/** What players read: `9♥`. */
export function cardLabel(card: Card): string {
  return `${rankLabel(card.rank)}${SYMBOLS[card.suit]}`;
}

/** For screen readers: "9 of hearts", "queen of spades". */
export function cardName(card: Card): string {
  const label = rankLabel(card.rank);
  return `${RANK_NAMES[label] ?? label} of ${SUIT_NAMES[card.suit]}`;
}

/** The card on top: the one that counts for scoring and neighbours (R5). */
export function stackTop(stack: Stack): Card {
  return stack.kind === "photo" ? stack.top : (stack.cards[stack.cards.length - 1] as Card);
}

/** R5/R8: the chips showing, height - 1. */
export function stackChips(stack: Stack): number {
  return stack.kind === "photo" ? stack.chips : stack.cards.length - 1;
}

/** The typing form: `8H/9H`, `9H^2`. */
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

/** For screen readers: "7 of hearts, then 8 of hearts". */
export function stackName(stack: Stack): string {
  return stack.kind === "photo"
    ? `${cardName(stack.top)} with ${stack.chips} chips`
    : stack.cards.map(cardName).join(", then ");
}

/**
 * The stack after `card` is placed on top of `current` (R5's "on top of"):
 * a new stack on an empty cell, a taller one otherwise. A photographed
 * stack gains a chip and shows the new card.
 */
export function withCardOnTop(current: Stack | null, card: Card): Stack {
  if (current === null) return { kind: "known", cards: [card] };
  if (current.kind === "photo") return { kind: "photo", top: card, chips: current.chips + 1 };
  return { kind: "known", cards: [...current.cards, card] };
}

/**
 * The stack with its top card taken off; a single card leaves the cell
 * empty (null). A photographed stack hides the card below its top, so it
 * cannot lose just one card: undefined.
 */
export function withoutTopCard(current: Stack): Stack | null | undefined {
  if (current.kind === "photo") return undefined;
  if (current.cards.length <= 1) return null;
  return { kind: "known", cards: current.cards.slice(0, -1) };
}

/**
 * The stack with `chips` chips showing under the same top card, as a photo
 * shows it; 0 chips leaves the top card alone. The cards under a
 * photographed top are unknown, so a typed stack keeps only its top.
 */
export function withChips(current: Stack, chips: number): Stack {
  const top = stackTop(current);
  const count = Math.max(0, Math.floor(chips));
  return count === 0 ? { kind: "known", cards: [top] } : { kind: "photo", top, chips: count };
}
