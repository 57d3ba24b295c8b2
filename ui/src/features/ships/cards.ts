/**
 * The Ships cards at the table (W4): laying out an era's 12 cards (as
 * drawn at the table, copies allowed up to what the deck holds), what a
 * card asks when it is taken (the gold printed on it when unknown, what a
 * "per …" card counts, the goods Hanseatic League turns wine into), and
 * which action usually follows a card
 * (Docks → sell with the bonus, Ram → place a warship…). The card texts,
 * prices and effects are the backend's catalog and rules.
 */

import type { ShipsCard } from "../../bindings/ShipsCard";
import type { ShipsCardAction } from "../../bindings/ShipsCardAction";
import type { ShipsCommand } from "../../bindings/ShipsCommand";
import type { ShipsEra } from "../../bindings/ShipsEra";
import type { ShipsGoods } from "../../bindings/ShipsGoods";

/** W4: cards laid out per era. */
export const DISPLAY_CARDS = 12;

/** The question a card's `count` answers, for the cards that count something the app cannot see. */
const COUNTS: Readonly<Record<string, string>> = {
  "Greek Empire": "Your merchant cubes in trade boxes with an oil symbol",
  "Roman Empire": "Your merchant cubes in trade boxes with food symbols",
  "Slave Trade": "Your merchant cubes in the Caribbean",
  "Spanish Empire": "Your merchant cubes in South America",
  "British Empire": "Your merchant cubes in trade boxes with a cloth symbol",
  "Vikings!": "Your ships in the Longships box",
  "Blue Riband": "Your ships in the Lusitania box",
  Emigrants: "Your ships in the Great Western merchant box",
  Refrigeration: "Your ships in the Tramp Steamer box",
};

/** W4: Hanseatic League asks which goods its wine becomes ("of your choice (but not spice or wine)"). */
export function choosesGoods(card: string): boolean {
  return card === "Hanseatic League";
}

/** What `count` means for this card, or null when the card counts nothing. */
export function countQuestion(card: string): string | null {
  return COUNTS[card] ?? null;
}

/** The era's cards in catalog order. */
export function eraCards(catalog: readonly ShipsCard[], era: ShipsEra): ShipsCard[] {
  return catalog.filter((card) => card.era === era);
}

/** Copies chosen per card name. */
export type Layout = Readonly<Record<string, number>>;

export function layoutTotal(layout: Layout): number {
  return Object.values(layout).reduce((a, b) => a + b, 0);
}

/** Whether one more copy of `card` may be laid out: 12 at most, and no more than the deck's copies when known. */
export function canAdd(layout: Layout, card: Pick<ShipsCard, "name" | "copies">): boolean {
  const chosen = layout[card.name] ?? 0;
  return layoutTotal(layout) < DISPLAY_CARDS && (card.copies === null || chosen < card.copies);
}

/** `layout` with `name`'s copies changed by `delta` (never below 0; a card at 0 is dropped). */
export function stepLayout(layout: Layout, name: string, delta: number): Record<string, number> {
  const next: Record<string, number> = { ...layout };
  const count = Math.max(0, (next[name] ?? 0) + delta);
  if (count === 0) delete next[name];
  else next[name] = count;
  return next;
}

/** The names to send, each repeated per copy, in catalog order. */
export function layoutNames(layout: Layout, cards: readonly Pick<ShipsCard, "name">[]): string[] {
  return cards.flatMap((card) => Array.from({ length: layout[card.name] ?? 0 }, () => card.name));
}

/**
 * How many cards "Draw for us" lays out: 12, or fewer when the deck (copy
 * counts unknown count as one) holds fewer.
 */
export function drawableCount(cards: readonly Pick<ShipsCard, "copies">[]): number {
  return Math.min(DISPLAY_CARDS, cards.reduce((sum, card) => sum + (card.copies ?? 1), 0));
}

/**
 * The take_card command; `gold` only when the card's cost is unknown,
 * `count` only for counting cards, `goods` only for Hanseatic League.
 */
export function takeCommand(card: string, gold: number | null, count: number | null, goods: ShipsGoods | null = null): ShipsCommand {
  const command: ShipsCommand = { type: "take_card", card };
  if (gold !== null) command.gold = gold;
  if (count !== null) command.count = count;
  if (goods !== null) command.goods = goods;
  return command;
}

/** The action a card taken this turn calls for next, if any. */
export type FollowUp = "place" | "place_warship" | "upgrade" | "remove" | "sell" | "goods" | "discard";

const FOLLOW_UPS: Readonly<Record<string, FollowUp>> = {
  Ram: "place_warship",
  Cannons: "place_warship",
  "Gunship Diplomacy": "place_warship",
  "Panama Canal": "place",
  "Suez Canal": "place",
  "Lateen Sail": "upgrade",
  "Copper Bottoms": "upgrade",
  "Screw Propulsion": "upgrade",
  Lighthouse: "remove",
  "Sea Clocks": "remove",
  Docks: "sell",
  "Double-Entry Book Keeping": "sell",
  "Steam-Powered Cranes": "sell",
  Warehouse: "goods",
  "Venetian Empire": "goods",
  Pirates: "discard",
};

export function followUp(card: string | null): FollowUp | null {
  return card === null ? null : (FOLLOW_UPS[card] ?? null);
}

/**
 * Whether the follow-up is still to do: a card's own action (a placement,
 * an upgrade, removals, a sale, W4b) until it is done; goods and returns
 * whenever the card was taken.
 */
export function followStillOpen(follow: FollowUp, cardAction: Pick<ShipsCardAction, "action"> | null): boolean {
  return follow === "goods" || follow === "discard" || cardAction !== null;
}

/** A short random seed for "Draw for us" (the backend shuffles with it). */
export function drawSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 31);
}
