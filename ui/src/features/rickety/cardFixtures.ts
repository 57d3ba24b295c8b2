/**
 * Cards and stacks for unit tests, written as a table writes them (`AS`,
 * `10H`, `7H/8H`, `9H^2`) so a test reads like the rulebook. Test input
 * only: the app never reads this notation (the backend does).
 */

import { rankValue, type Card, type Rank, type Stack, type Suit } from "./cards";

/** `AS` → the ace of spades. */
export function card(code: string): Card {
  return { rank: rankValue(code.slice(0, -1) as Rank), suit: code.slice(-1) as Suit };
}

/** `7H/8H` → two cards, bottom first; `9H^2` → a photographed 9♥ on 2 chips. */
export function stack(code: string): Stack {
  const [cards = "", chips] = code.split("^");
  if (chips !== undefined && Number(chips) > 0) return { kind: "photo", top: card(cards), chips: Number(chips) };
  return { kind: "known", cards: cards.split("/").map(card) };
}
