/**
 * Goods and gold in Ships (W7), for the dialogs that sell, gain and
 * return them: the five goods in the rulebook's order, their sell prices
 * and the card bonuses, a bank's room, and what gold beyond it converts
 * to (2 gold = 1 VP, an odd coin lost). The figures shown are checked by
 * the backend's preview before anything is confirmed; this only lets a
 * dialog say what it is about to ask.
 */

import type { ShipsGood } from "../../bindings/ShipsGood";
import type { ShipsGoods } from "../../bindings/ShipsGoods";
import type { ShipsPlayer } from "../../bindings/ShipsPlayer";
import type { ShipsSellBonus } from "../../bindings/ShipsSellBonus";

export const GOODS: readonly ShipsGood[] = ["food", "oil", "metal", "wine", "cloth"];

/** W7 sell prices in gold. */
export const PRICES: Readonly<Record<ShipsGood, number>> = { food: 1, oil: 2, metal: 3, wine: 3, cloth: 4 };

/** W7: what a selling card adds per good sold. */
export const BONUSES: Readonly<Record<ShipsSellBonus, { gold: number; vp: number; label: string; cards: string[] }>> = {
  none: { gold: 0, vp: 0, label: "No card", cards: [] },
  docks: { gold: 1, vp: 1, label: "Docks / Double-Entry Book Keeping", cards: ["Docks", "Double-Entry Book Keeping"] },
  cranes: { gold: 2, vp: 1, label: "Steam-Powered Cranes", cards: ["Steam-Powered Cranes"] },
};

export function noGoods(): ShipsGoods {
  return { food: 0, oil: 0, metal: 0, wine: 0, cloth: 0 };
}

export function goodsTotal(goods: ShipsGoods): number {
  return GOODS.reduce((sum, good) => sum + goods[good], 0);
}

/** "2 cloth, 1 wine", or "nothing". */
export function goodsText(goods: ShipsGoods): string {
  const parts = GOODS.filter((good) => goods[good] > 0).map((good) => `${goods[good]} ${good}`);
  return parts.length === 0 ? "nothing" : parts.join(", ");
}

/** `goods` with one good's count changed by `delta`, kept within 0…`max`. */
export function stepGood(goods: ShipsGoods, good: ShipsGood, delta: number, max = Number.POSITIVE_INFINITY): ShipsGoods {
  return { ...goods, [good]: Math.max(0, Math.min(max, goods[good] + delta)) };
}

/** The bonus a card taken this turn gives when selling, or "none". */
export function bonusFor(card: string | null): ShipsSellBonus {
  if (card === null) return "none";
  for (const bonus of ["docks", "cranes"] as const) {
    if (BONUSES[bonus].cards.includes(card)) return bonus;
  }
  return "none";
}

/** W7: gold and VP from selling `goods` with `bonus`. */
export function saleValue(goods: ShipsGoods, bonus: ShipsSellBonus): { gold: number; vp: number } {
  const count = goodsTotal(goods);
  const base = GOODS.reduce((sum, good) => sum + goods[good] * PRICES[good], 0);
  return { gold: base + count * BONUSES[bonus].gold, vp: count * BONUSES[bonus].vp };
}

/** Empty bank spaces: the bank's room less the gold in it. */
export function bankRoom(player: Pick<ShipsPlayer, "bank" | "gold">): number {
  return Math.max(0, player.bank - player.gold);
}

/** W7: gaining `amount` gold with `room` in the bank: kept, returned, and the VP the returned gold makes. */
export function goldGain(amount: number, room: number): { kept: number; returned: number; vp: number } {
  const kept = Math.min(amount, Math.max(0, room));
  const returned = amount - kept;
  return { kept, returned, vp: Math.floor(returned / 2) };
}

/** Goods that would stand in the warehouse after gaining `gained` and returning `returned`. */
export function goodsAfter(held: ShipsGoods, gained: ShipsGoods, returned: ShipsGoods): ShipsGoods {
  const out = noGoods();
  for (const good of GOODS) out[good] = held[good] + gained[good] - returned[good];
  return out;
}
