/**
 * Paying for an action at the table (W3, W4b): what can pay for it now — a
 * merchant cube of this turn's action cubes section and the box's
 * left-hand gold, a free action cube (section or stock) and its
 * right-hand gold, or the card taken this turn when the action is that
 * card's own (Ram's warship, Lateen Sail's upgrade…: no cube, no gold) —
 * the choice the backend makes when none is given, and the `pay` and
 * `box_gold` fields a dialog adds to its command. Whether the action may
 * be paid is the backend's to say: its refusal (W3: no cube left; W4b:
 * the bank cannot pay) is shown in the dialog's preview.
 */

import type { ShipsActionBox } from "../../bindings/ShipsActionBox";
import type { ShipsBox } from "../../bindings/ShipsBox";
import type { ShipsCardAction } from "../../bindings/ShipsCardAction";
import type { ShipsCommand } from "../../bindings/ShipsCommand";
import type { ShipsCube } from "../../bindings/ShipsCube";
import type { ShipsPaidAction } from "../../bindings/ShipsPaidAction";
import type { ShipsSellBonus } from "../../bindings/ShipsSellBonus";
import type { ShipsState } from "../../bindings/ShipsState";
import { actionCost, actionName, parseCount } from "./board";
import { bonusFor } from "./goods";

/** What the action is, for the card test: the box, and what the card's own action must match. */
export interface ActionAsk {
  action: ShipsActionBox;
  /** Place Ship: the box placed in. */
  shipBox?: ShipsBox;
  /** Remove One Ship: the age removed from. */
  age?: number;
  /** Sell Goods: the bonus sold with. */
  bonus?: ShipsSellBonus;
}

/** The card taken this turn whose own action `ask` is, or null (the backend's rule, mirrored). */
export function cardFor(state: Pick<ShipsState, "card_action">, ask: ActionAsk): ShipsCardAction | null {
  const owed = state.card_action;
  if (owed === null || owed.action !== ask.action) return null;
  if (ask.action === "place_ship" && owed.ship_box !== null && ask.shipBox !== undefined && owed.ship_box !== ask.shipBox) {
    return null;
  }
  if (ask.action === "remove_ship" && owed.age !== null && ask.age !== undefined && owed.age !== ask.age) return null;
  if (ask.action === "sell_goods" && (ask.bonus === undefined || ask.bonus === "none" || bonusFor(owed.card) !== ask.bonus)) {
    return null;
  }
  return owed;
}

/** One way to pay, as the dialog offers it. */
export interface PayChoice {
  cube: ShipsCube;
  label: string;
  /** The gold this way costs, or null while the board data does not hold it. */
  gold: number | null;
  /** How many of these cubes are left (the card: 1). */
  left: number;
}

/** The ways to pay for `ask` now, in the order the backend tries them. */
export function payChoices(state: ShipsState, ask: ActionAsk): PayChoice[] {
  const cost = actionCost(state.board, ask.action);
  const card = cardFor(state, ask);
  const choices: PayChoice[] = [];
  if (card) choices.push({ cube: "card", label: `${card.card}'s own action`, gold: 0, left: 1 });
  choices.push({ cube: "merchant", label: "A merchant cube", gold: cost.merchant, left: state.cubes.merchant_left });
  choices.push({
    cube: "free",
    label: "A free action cube",
    gold: cost.free,
    left: state.cubes.free_left + state.cubes.stock_free,
  });
  return choices;
}

/** What the backend uses when the command names nothing: the card's, else a merchant cube, else a free one; null when nothing is left. */
export function defaultCube(choices: readonly PayChoice[]): ShipsCube | null {
  return choices.find((choice) => choice.left > 0)?.cube ?? null;
}

/** The payment fields of the command, or why the form is not complete. */
export type PayFields = { fields: { pay?: ShipsCube; box_gold?: number }; problem: string | null };

/**
 * `pay` for the chosen cube (nothing when no cube is left, so the backend
 * says why: W3), and `box_gold` when the board data lacks that side's gold
 * and the table typed it.
 */
export function payFields(ask: ActionAsk, choice: PayChoice | undefined, typedGold: string): PayFields {
  if (choice === undefined || choice.left === 0) return { fields: {}, problem: null };
  if (choice.gold !== null) return { fields: { pay: choice.cube }, problem: null };
  const typed = parseCount(typedGold);
  if (typed === null) {
    return {
      fields: { pay: choice.cube },
      problem: `Enter the gold printed on the ${actionName(ask.action)} box for ${choice.cube === "merchant" ? "a merchant cube (left side)" : "a free action cube (right side)"}: 0 if none.`,
    };
  }
  return { fields: { pay: choice.cube, box_gold: typed }, problem: null };
}

/** "A merchant cube", "A free action cube and 3 gold", "Ram's own action". */
export function paidText(paid: Pick<ShipsPaidAction, "cube" | "card" | "gold">): string {
  if (paid.cube === "card") return `${paid.card ?? "The card"}'s own action`;
  const cube = paid.cube === "merchant" ? "A merchant cube" : "A free action cube";
  return paid.gold > 0 ? `${cube} and ${paid.gold} gold` : cube;
}

/** The actions paid this turn, one line each: "Upgrade Ship: a merchant cube and 1 gold". */
export function paidLines(state: Pick<ShipsState, "actions">): string[] {
  return state.actions.map((paid) => `${actionName(paid.action)}: ${paidText(paid).replace(/^A /, "a ")}`);
}

/** Gold paid for actions this turn. */
export function goldPaid(state: Pick<ShipsState, "actions">): number {
  return state.actions.reduce((sum, paid) => sum + paid.gold, 0);
}

/** A built command with the payment fields added, or the form's first problem. */
export function withPayment<B extends { command: ShipsCommand | null; problem: string | null }>(
  built: B,
  pay: PayFields,
): { command: ShipsCommand; problem: null } | { command: null; problem: string } {
  if (built.command === null) return { command: null, problem: built.problem ?? "The form is not complete." };
  if (pay.problem !== null) return { command: null, problem: pay.problem };
  return { command: { ...built.command, ...pay.fields } as ShipsCommand, problem: null };
}

/** The cube the form pays with: the one picked while it is still there, else the backend's default. */
export function chosenCube(choices: readonly PayChoice[], picked: ShipsCube | null): ShipsCube | null {
  const still = choices.find((choice) => choice.cube === picked && choice.left > 0);
  return still ? still.cube : defaultCube(choices);
}
