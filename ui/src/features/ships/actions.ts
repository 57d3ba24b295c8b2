/**
 * The table screen's actions, scoring moments and bookkeeping, in the order
 * the action bar shows them, each with the one-line reason it cannot be
 * used right now (no ship on the track, no goods, area 7 reached…; a cube
 * or gold the player lacks is the backend's to refuse, W3/W4b), and
 * the dialog context every action dialog receives. Whether a command is
 * legal is still the backend's to say (its refusal is shown in the
 * dialog); this only keeps pointless buttons from being tapped.
 */

import type { ApiError } from "../../bindings/ApiError";
import type { Seat } from "../../bindings/Seat";
import type { ShipsCommand } from "../../bindings/ShipsCommand";
import type { ShipsDiscFrom } from "../../bindings/ShipsDiscFrom";
import type { ShipsState } from "../../bindings/ShipsState";
import { LAST_AREA } from "./board";
import type { FollowUp } from "./cards";
import { goodsTotal } from "./goods";
import { ownShips } from "./track";

/** What every action dialog needs from the table screen. */
export interface ShipsContext {
  sessionId: number;
  state: ShipsState;
  seats: readonly Seat[];
  /** Sends the command; resolves with its refusal, or null once committed. */
  attempt: (command: ShipsCommand) => Promise<ApiError | null>;
}

export type ActionId =
  | "place"
  | "upgrade"
  | "remove"
  | "area"
  | "sell"
  | "gold"
  | "navigation"
  | "retrieve"
  | "goods"
  | "discard"
  | "spice"
  | "metal"
  | "wine"
  | "oil"
  | "area7"
  | "short"
  | "free"
  | "adjust";

export interface ActionButton {
  id: ActionId;
  label: string;
  /** Why it cannot be used now, or null. */
  blocked: string | null;
}

/** The action bar for the current player. */
export function actionButtons(state: ShipsState): ActionButton[] {
  const seat = state.current;
  const player = state.players[seat];
  const name = player?.name ?? "The player";
  const ships = ownShips(state, seat).length > 0;
  const goods = player ? goodsTotal(player.goods) : 0;
  const anyGoods = state.players.some((p) => goodsTotal(p.goods) > 0);
  return [
    { id: "place", label: "Place ship", blocked: null },
    { id: "upgrade", label: "Upgrade ship", blocked: ships ? null : `${name} has no ship on the track` },
    { id: "remove", label: "Remove ship", blocked: ships ? null : `${name} has no ship on the track` },
    {
      id: "area",
      label: state.area >= LAST_AREA ? "Enter area" : `Enter area ${state.area + 1}`,
      blocked: state.area >= LAST_AREA ? "Area 7 is the last area" : null,
    },
    { id: "sell", label: "Sell goods", blocked: goods > 0 ? null : `${name} has no goods` },
    { id: "gold", label: "Take / gain gold", blocked: null },
    { id: "navigation", label: "Take 2 navigation", blocked: null },
    { id: "retrieve", label: "Retrieve cubes", blocked: null },
    { id: "goods", label: "Gain goods", blocked: null },
    { id: "discard", label: "Return goods", blocked: anyGoods ? null : "Nobody holds goods" },
    { id: "spice", label: "Spice +7", blocked: null },
    { id: "metal", label: "Metal → 2 VP", blocked: (player?.goods.metal ?? 0) > 0 ? null : `${name} has no metal` },
    { id: "wine", label: "Wine → gold", blocked: (player?.goods.wine ?? 0) > 0 ? null : `${name} has no wine` },
    { id: "oil", label: "Oil → free cube", blocked: (player?.goods.oil ?? 0) > 0 ? null : `${name} has no oil` },
    { id: "area7", label: "Disc in area 7", blocked: state.area === LAST_AREA ? null : "Only once area 7 is reached" },
    {
      id: "short",
      label: "Short of cubes",
      blocked: state.actions.length > 0 ? "Only before the turn's first action" : null,
    },
    { id: "free", label: "Free cubes +", blocked: null },
    { id: "adjust", label: "Adjust VP", blocked: null },
  ];
}

/** The dialog a card taken this turn calls for next. */
export function followUpAction(follow: FollowUp): ActionId {
  switch (follow) {
    case "place":
    case "place_warship":
      return "place";
    case "upgrade":
      return "upgrade";
    case "remove":
      return "remove";
    case "sell":
      return "sell";
    case "goods":
      return "goods";
    case "discard":
      return "discard";
  }
}

/** Where a warship's city disc may come from, with the room there now (W5: taking it frees a space). */
export function discChoices(
  player: Pick<ShipsState["players"][number], "warehouse" | "bank"> | undefined,
): { from: ShipsDiscFrom; label: string; room: number }[] {
  return [
    { from: "warehouse", label: "Warehouse", room: player?.warehouse ?? 0 },
    { from: "bank", label: "Bank", room: player?.bank ?? 0 },
  ];
}
