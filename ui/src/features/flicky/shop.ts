/**
 * The upgrade shop (F4) as the table sees it: every upgrade with its pile,
 * and for the player whose turn it is whether it can be bought now and
 * with which payment. Affordability and the payment come from the
 * backend's `shop`; the names, groups, VPs, costs and effects from its
 * catalog (`flicky_catalog`). This decides only what each entry says and
 * whether its Buy button is live.
 */

import type { FlickyGroup } from "../../bindings/FlickyGroup";
import type { FlickyPhase } from "../../bindings/FlickyPhase";
import type { FlickyShopEntry } from "../../bindings/FlickyShopEntry";
import type { FlickyUpgrade } from "../../bindings/FlickyUpgrade";
import type { FlickyUpgradeId } from "../../bindings/FlickyUpgradeId";

/** What a shop entry is for the current player. */
export type ShopState = "can-buy" | "cannot-afford" | "owned" | "sold-out";

export interface ShopLine {
  state: ShopState;
  /** One short phrase: "Can buy", "Yours", "Sold out", "Can't afford". */
  label: string;
  /** Buy is live: affordable, and the turn is in its upgrade phase with no discard due (F2). */
  buyable: boolean;
  /** Why Buy is not live, when the entry is affordable but not now. */
  wait: string | null;
}

const GROUPS: Record<FlickyGroup, string> = { score: "Score", smash: "Smash", search: "Search" };

export function groupLabel(group: FlickyGroup): string {
  return GROUPS[group];
}

/** The catalog by upgrade id. */
export function catalogById(catalog: readonly FlickyUpgrade[]): Map<FlickyUpgradeId, FlickyUpgrade> {
  return new Map(catalog.map((upgrade) => [upgrade.id, upgrade]));
}

/** The printed name, or the id itself while the catalog is not loaded. */
export function upgradeName(catalog: ReadonlyMap<FlickyUpgradeId, FlickyUpgrade>, id: FlickyUpgradeId): string {
  return catalog.get(id)?.name ?? id;
}

/** "2 of 2 left", "1 of 2 left", "0 of 1 left" (the entry says "Sold out" beside it). */
export function pileText(left: number, copies: number): string {
  return `${left} of ${copies} left`;
}

/**
 * What `entry` says for the current player, and whether Buy is live: only
 * in the upgrade phase, and not while someone must discard (F2).
 */
export function shopLine(entry: FlickyShopEntry, phase: FlickyPhase, mustDiscard: number | null): ShopLine {
  if (entry.owned) return { state: "owned", label: "Yours", buyable: false, wait: null };
  if (entry.left === 0) return { state: "sold-out", label: "Sold out", buyable: false, wait: null };
  if (entry.payment === null) return { state: "cannot-afford", label: "Can't afford", buyable: false, wait: null };
  const wait =
    mustDiscard !== null
      ? "Discard down to 12 first (F2)."
      : phase === "upgrade"
        ? null
        : phase === "finished"
          ? "The game is over."
          : "Buy in the upgrade phase, after flicking.";
  return { state: "can-buy", label: "Can buy", buyable: wait === null, wait };
}
