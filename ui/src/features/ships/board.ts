/**
 * Ships board data (W2) as the table sees and edits it: per age its era,
 * the VP for the first ship, the navigation cost to enter it and its two
 * ship names; per area 3–7 the navigation cost to enter it; per action box
 * of the player display its gold with a merchant cube and with a free
 * action cube (W4b). Our rulebook lost its board illustration, so most
 * values start unknown (`null`) and
 * are entered once, when they first matter or beforehand in the new
 * session's editor. Which values the backend needs, and whether they are
 * consistent, stays the backend's decision; this mirrors its list of
 * unknowns so the editor can say what is missing.
 */

import type { ShipsActionBox } from "../../bindings/ShipsActionBox";
import type { ShipsActionCost } from "../../bindings/ShipsActionCost";
import type { ShipsAgeData } from "../../bindings/ShipsAgeData";
import type { ShipsBoardData } from "../../bindings/ShipsBoardData";
import type { ShipsEra } from "../../bindings/ShipsEra";
import { ERAS, eraName } from "./eras";

/** The ship age track has 11 ages (W5). */
export const AGES = 11;
/** Areas are numbered 2 to 7; entering 3 to 7 has a printed cost (W6). */
export const FIRST_AREA = 2;
export const LAST_AREA = 7;
export const COSTED_AREAS: readonly number[] = [3, 4, 5, 6, 7];

// The eras and their names live in `eras.ts` (the moment line reads them
// without the rest of the board); they are part of the board's words.
export { ERAS, eraName } from "./eras";

/** W4b: the action boxes of a player display, in the rulebook's order. */
export const ACTION_BOXES: readonly ShipsActionBox[] = [
  "place_ship",
  "upgrade_ship",
  "remove_ship",
  "take_card",
  "take_gold",
  "take_navigation",
  "sell_goods",
  "retrieve_cubes",
];

const BOX_NAMES: Record<ShipsActionBox, string> = {
  place_ship: "Place Ship",
  upgrade_ship: "Upgrade Ship",
  remove_ship: "Remove One Ship",
  take_card: "Take One Card",
  take_gold: "Take One Gold",
  take_navigation: "Take Two Navigation Counters",
  sell_goods: "Sell Goods",
  retrieve_cubes: "Retrieve Merchant Cubes",
};

/** The box's name as the rulebook (and the backend) writes it. */
export function actionName(box: ShipsActionBox): string {
  return BOX_NAMES[box];
}

/** W4b: what the text gives — Upgrade Ship 1 gold with a merchant cube, 3 with a free one; the rest unknown. */
export function shippedCosts(): ShipsActionCost[] {
  return ACTION_BOXES.map((action) =>
    action === "upgrade_ship" ? { action, merchant: 1, free: 3 } : { action, merchant: null, free: null },
  );
}

/** The gold printed on `action`'s box (unknown sides null). */
export function actionCost(board: ShipsBoardData, action: ShipsActionBox): ShipsActionCost {
  return board.actions.find((cost) => cost.action === action) ?? { action, merchant: null, free: null };
}

/** `board` with one side of `action`'s box set (a copy). */
export function withActionGold(
  board: ShipsBoardData,
  action: ShipsActionBox,
  side: "merchant" | "free",
  gold: number | null,
): ShipsBoardData {
  const actions = ACTION_BOXES.map((box) => ({ ...actionCost(board, box) }));
  return {
    ages: board.ages.map((data) => ({ ...data })),
    area_costs: [...board.area_costs],
    actions: actions.map((cost) => (cost.action === action ? { ...cost, [side]: gold } : cost)),
  };
}

const copyActions = (board: ShipsBoardData): ShipsActionCost[] => board.actions.map((cost) => ({ ...cost }));

const emptyAge = (): ShipsAgeData => ({ era: null, first_vp: null, nav_cost: null, merchant: null, warship: null });

/**
 * What the rulebook text gives (the backend's `BoardData::shipped`): ages
 * 1–4 Galley, age 5 the first Sailing Ship age costing 9 and scoring 5,
 * area 5 costing 10. Used only when the backend offers nothing.
 */
export function shippedBoard(): ShipsBoardData {
  const ages = Array.from({ length: AGES }, (_, i): ShipsAgeData => (i < 4 ? { ...emptyAge(), era: "galley" } : emptyAge()));
  ages[4] = { ...emptyAge(), era: "sailing", first_vp: 5, nav_cost: 9 };
  return { ages, area_costs: [null, null, 10, null, null], actions: shippedCosts() };
}

/** Age `age` (1–11), or undefined outside the track. */
export function ageData(board: ShipsBoardData, age: number): ShipsAgeData | undefined {
  return age >= 1 ? board.ages[age - 1] : undefined;
}

/** The printed navigation cost of area `area` (3–7), or null when unknown. */
export function areaCost(board: ShipsBoardData, area: number): number | null {
  return area >= 3 ? (board.area_costs[area - 3] ?? null) : null;
}

/** `board` with age `age` changed by `patch` (a copy; the original is left alone). */
export function withAge(board: ShipsBoardData, age: number, patch: Partial<ShipsAgeData>): ShipsBoardData {
  return {
    ages: board.ages.map((data, i) => (i === age - 1 ? { ...data, ...patch } : { ...data })),
    area_costs: [...board.area_costs],
    actions: copyActions(board),
  };
}

/** `board` with area `area`'s cost set (a copy). */
export function withAreaCost(board: ShipsBoardData, area: number, cost: number | null): ShipsBoardData {
  return {
    ages: board.ages.map((data) => ({ ...data })),
    area_costs: board.area_costs.map((old, i) => (i === area - 3 ? cost : old)),
    actions: copyActions(board),
  };
}

/**
 * The values still unknown, worded as the backend words them ("age 6:
 * era", "age 2: navigation cost", "age 1: VP for the first ship", "area 3:
 * navigation cost"), in the same order.
 */
export function unknownBoard(board: ShipsBoardData): string[] {
  const out: string[] = [];
  board.ages.forEach((age, i) => {
    const n = i + 1;
    if (age.era === null) out.push(`age ${n}: era`);
    if (n > 1 && age.nav_cost === null) out.push(`age ${n}: navigation cost`);
    if (age.first_vp === null) out.push(`age ${n}: VP for the first ship`);
  });
  for (const area of COSTED_AREAS) {
    if (areaCost(board, area) === null) out.push(`area ${area}: navigation cost`);
  }
  for (const action of ACTION_BOXES) {
    const cost = actionCost(board, action);
    if (cost.merchant === null) out.push(`${actionName(action)}: gold with a merchant cube`);
    if (cost.free === null) out.push(`${actionName(action)}: gold with a free action cube`);
  }
  return out;
}

/** "1", "3, 4", "2–4, 6, 8–11": numbers in order, runs of three or more as ranges. */
export function runs(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start: number | undefined;
  let last: number | undefined;
  for (const n of [...sorted, Number.NaN]) {
    if (start !== undefined && last !== undefined && n === last + 1) {
      last = n;
      continue;
    }
    if (start !== undefined && last !== undefined) {
      parts.push(start === last ? String(start) : last === start + 1 ? `${start}, ${last}` : `${start}–${last}`);
    }
    start = n;
    last = n;
  }
  return parts.join(", ");
}

/** One line of the board data check: what kind of value, and where it is missing. */
export interface UnknownGroup {
  what: string;
  where: string;
}

/**
 * The unknowns grouped for the board data check: "Era: ages 6–11",
 * "Navigation cost: ages 2–4, 6–11", "First-ship VP: ages 1–4, 6–11",
 * "Area cost: areas 3, 4, 6, 7", "Action box gold: Place Ship, …" (W4b).
 * Empty when everything is known.
 */
export function unknownGroups(board: ShipsBoardData): UnknownGroup[] {
  const eras: number[] = [];
  const costs: number[] = [];
  const vps: number[] = [];
  board.ages.forEach((age, i) => {
    if (age.era === null) eras.push(i + 1);
    if (i > 0 && age.nav_cost === null) costs.push(i + 1);
    if (age.first_vp === null) vps.push(i + 1);
  });
  const areas = COSTED_AREAS.filter((area) => areaCost(board, area) === null);
  const group = (what: string, noun: string, list: number[]): UnknownGroup[] =>
    list.length === 0 ? [] : [{ what, where: `${noun}${list.length === 1 ? "" : "s"} ${runs(list)}` }];
  const boxes = ACTION_BOXES.filter((action) => {
    const cost = actionCost(board, action);
    return cost.merchant === null || cost.free === null;
  }).map(actionName);
  return [
    ...group("Era", "age", eras),
    ...group("Navigation cost", "age", costs),
    ...group("First-ship VP", "age", vps),
    ...group("Area cost", "area", areas),
    ...(boxes.length === 0 ? [] : [{ what: "Action box gold", where: boxes.join(", ") }]),
  ];
}

/**
 * Why the backend would refuse this board (W2: 11 ages, 5 area costs,
 * eras never go back), or null.
 */
export function boardProblem(board: ShipsBoardData): string | null {
  if (board.ages.length !== AGES) return `The board data has ${board.ages.length} ages: the ship age track has ${AGES}.`;
  if (board.area_costs.length !== COSTED_AREAS.length) return "The board data needs a cost for each of areas 3 to 7.";
  let last = 0;
  for (const [i, age] of board.ages.entries()) {
    if (age.era === null) continue;
    const order = ERAS.indexOf(age.era);
    if (order < last) {
      const before = ERAS[last] ?? "galley";
      return `Age ${i + 1} is a ${eraName(age.era)} age after a ${eraName(before)} age: eras never go back (W2).`;
    }
    last = order;
  }
  return null;
}

/** A run of neighbouring ages of the same era (null: not known yet), for the track's era bands. */
export interface EraBand {
  era: ShipsEra | null;
  /** First and last age of the run (1–11). */
  from: number;
  to: number;
}

export function eraBands(board: ShipsBoardData): EraBand[] {
  const bands: EraBand[] = [];
  board.ages.forEach((age, i) => {
    const last = bands[bands.length - 1];
    if (last && last.era === age.era) last.to = i + 1;
    else bands.push({ era: age.era, from: i + 1, to: i + 1 });
  });
  return bands;
}

/** A non-negative whole number typed in a field, or null for blank or nonsense. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether two boards hold the same values (field by field, whatever their key order). */
export function sameBoard(a: ShipsBoardData, b: ShipsBoardData): boolean {
  const ageSame = (x: ShipsAgeData | undefined, y: ShipsAgeData | undefined): boolean =>
    x !== undefined &&
    y !== undefined &&
    x.era === y.era &&
    x.first_vp === y.first_vp &&
    x.nav_cost === y.nav_cost &&
    x.merchant === y.merchant &&
    x.warship === y.warship;
  return (
    a.ages.length === b.ages.length &&
    a.ages.every((age, i) => ageSame(age, b.ages[i])) &&
    a.area_costs.length === b.area_costs.length &&
    a.area_costs.every((cost, i) => cost === b.area_costs[i]) &&
    ACTION_BOXES.every((action) => {
      const x = actionCost(a, action);
      const y = actionCost(b, action);
      return x.merchant === y.merchant && x.free === y.free;
    })
  );
}
