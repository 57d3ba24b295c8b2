/**
 * The ship age track (W5) as the place, upgrade and remove dialogs need
 * it: which ages a ship may go in, which values a new age still needs
 * from the table (era, navigation cost, first-ship VP), the counter it
 * takes, the navigation cost computation (printed − ships in the present
 * age, never below 0), the lagging ships a new age will charge, and a
 * player's own ships. The backend decides and its preview shows the
 * result; this only lets a dialog ask the right questions first.
 */

import type { ShipsBox } from "../../bindings/ShipsBox";
import type { ShipsCommand } from "../../bindings/ShipsCommand";
import type { ShipsDiscFrom } from "../../bindings/ShipsDiscFrom";
import type { ShipsEra } from "../../bindings/ShipsEra";
import type { ShipsState } from "../../bindings/ShipsState";
import { AGES, ageData } from "./board";

type Track = Pick<ShipsState, "track" | "highest_age">;

/** Ship counters (any owner) in age `age`. */
export function shipsIn(state: Pick<ShipsState, "track">, age: number): number {
  const data = state.track[age - 1];
  return data ? data.merchant.length + data.warship.length : 0;
}

/** W5: Place Ship goes in the highest occupied age or the next one (age 1 first). */
export function placeableAges(state: Track): number[] {
  if (state.highest_age === 0) return [1];
  if (state.highest_age >= AGES) return [AGES];
  return [state.highest_age, state.highest_age + 1];
}

/** W5: navigation counters to enter a new age: printed cost less the ships in the present age, never below 0. */
export function newAgeCost(printed: number, shipsInPresent: number): number {
  return Math.max(0, printed - shipsInPresent);
}

/** What a placement in `age` still needs from the table, because the board data does not say. */
export interface AgeNeeds {
  era: boolean;
  navCost: boolean;
  firstVp: boolean;
}

/**
 * W2/W5: an age's era is always needed; a new age (above the highest)
 * also needs its navigation cost (not age 1) and its first-ship VP.
 */
export function ageNeeds(state: Pick<ShipsState, "board" | "highest_age">, age: number): AgeNeeds {
  const data = ageData(state.board, age);
  const fresh = age > state.highest_age;
  return {
    era: !data || data.era === null,
    navCost: fresh && age > 1 && (!data || data.nav_cost === null),
    firstVp: fresh && (!data || data.first_vp === null),
  };
}

export function needsAnything(needs: AgeNeeds): boolean {
  return needs.era || needs.navCost || needs.firstVp;
}

/**
 * Eras an unknown age may still be (W2: never before the present era, nor
 * before a known earlier age's era, nor after a known later age's era).
 */
export function possibleEras(state: Pick<ShipsState, "board" | "era">, age: number): ShipsEra[] {
  const order: ShipsEra[] = ["galley", "sailing", "steamship"];
  let low = order.indexOf(state.era);
  let high = order.length - 1;
  state.board.ages.forEach((data, i) => {
    if (data.era === null) return;
    const at = order.indexOf(data.era);
    if (i + 1 < age) low = Math.max(low, at);
    if (i + 1 > age) high = Math.min(high, at);
  });
  return order.slice(low, high + 1);
}

/** One lagging charge of a new age (W5): a seat's ships two ages below (−1 each) or three below (−2 each, removed). */
export interface LaggingCharge {
  seat: number;
  age: number;
  ships: number;
  loss: number;
  removed: boolean;
}

/** W5: the charges placing the first ship in `age` brings, in the backend's order. */
export function laggingCharges(state: Pick<ShipsState, "track">, age: number, seats: number): LaggingCharge[] {
  const out: LaggingCharge[] = [];
  for (const [offset, each] of [
    [2, 1],
    [3, 2],
  ] as const) {
    const lag = age - offset;
    const data = state.track[lag - 1];
    if (lag < 1 || !data) continue;
    const owners = [...data.merchant, ...data.warship];
    for (let seat = 0; seat < seats; seat++) {
      const ships = owners.filter((owner) => owner === seat).length;
      if (ships > 0) out.push({ seat, age: lag, ships, loss: ships * each, removed: offset === 3 });
    }
  }
  return out;
}

/** One of a player's ships on the track, for Upgrade and Remove. */
export interface OwnShip {
  age: number;
  box: ShipsBox;
  /** How many of the player's counters stand in that box. */
  count: number;
}

/** `seat`'s ships by age and box, lowest age first. */
export function ownShips(state: Pick<ShipsState, "track">, seat: number): OwnShip[] {
  const out: OwnShip[] = [];
  state.track.forEach((data, i) => {
    for (const box of ["merchant", "warship"] as const) {
      const count = data[box].filter((owner) => owner === seat).length;
      if (count > 0) out.push({ age: i + 1, box, count });
    }
  });
  return out;
}

/** "Merchant" or "Warship", as the board labels its boxes. */
export function boxName(box: ShipsBox): string {
  return box === "merchant" ? "Merchant" : "Warship";
}

/** The ship counter a placement in `age` uses: the age's era when known, else the given one. */
export function counterEra(state: Pick<ShipsState, "board">, age: number, given: ShipsEra | null): ShipsEra | null {
  return ageData(state.board, age)?.era ?? given;
}

/** The unknown age values as typed in the dialog. */
export interface AgeValues {
  era: ShipsEra | null;
  navCost: string;
  firstVp: string;
}

export const NO_AGE_VALUES: AgeValues = { era: null, navCost: "", firstVp: "" };

/** A form's outcome: the command to preview and send, or why it is not complete yet. */
export type Built = { command: ShipsCommand; problem: null } | { command: null; problem: string };

const count = (text: string): number | null => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text.trim()) : null);

/** The `era`, `nav_cost` and `first_vp` fields a new age needs, or why they are missing. */
function ageFields(
  age: number,
  needs: AgeNeeds,
  values: AgeValues,
): { fields: { era?: ShipsEra; nav_cost?: number; first_vp?: number }; problem: string | null } {
  const fields: { era?: ShipsEra; nav_cost?: number; first_vp?: number } = {};
  if (needs.era) {
    if (values.era === null) return { fields, problem: `Which era is age ${age}? Pick it from the board.` };
    fields.era = values.era;
  }
  if (needs.navCost) {
    const cost = count(values.navCost);
    if (cost === null) return { fields, problem: `Enter the navigation cost printed before age ${age}.` };
    fields.nav_cost = cost;
  }
  if (needs.firstVp) {
    const vp = count(values.firstVp);
    if (vp === null) return { fields, problem: `Enter the VP for the first ship in age ${age}.` };
    fields.first_vp = vp;
  }
  return { fields, problem: null };
}

/** W5: the place_ship command for the dialog's choices. */
export function placeCommand(
  age: number,
  box: ShipsBox,
  discFrom: ShipsDiscFrom | null,
  needs: AgeNeeds,
  values: AgeValues,
): Built {
  if (box === "warship" && discFrom === null) return { command: null, problem: "Say where the city disc comes from: warehouse or bank." };
  const { fields, problem } = ageFields(age, needs, values);
  if (problem !== null) return { command: null, problem };
  const command: ShipsCommand = { type: "place_ship", age, ship_box: box, ...fields };
  if (box === "warship" && discFrom !== null) command.disc_from = discFrom;
  return { command, problem: null };
}

/** W5: the upgrade_ship command: one own ship from `from` up one age into `toBox`. */
export function upgradeCommand(
  from: Pick<OwnShip, "age" | "box"> | null,
  toBox: ShipsBox,
  discFrom: ShipsDiscFrom | null,
  needs: AgeNeeds,
  values: AgeValues,
): Built {
  if (from === null) return { command: null, problem: "Pick the ship to move up." };
  if (from.age >= AGES) return { command: null, problem: "A ship in age 11 cannot move up." };
  if (toBox === "warship" && discFrom === null) return { command: null, problem: "Say where the city disc comes from: warehouse or bank." };
  const { fields, problem } = ageFields(from.age + 1, needs, values);
  if (problem !== null) return { command: null, problem };
  const command: ShipsCommand = { type: "upgrade_ship", from_age: from.age, from_box: from.box, to_box: toBox, ...fields };
  if (toBox === "warship" && discFrom !== null) command.disc_from = discFrom;
  return { command, problem: null };
}
