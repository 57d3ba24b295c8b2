/**
 * Which upgrade effects need a tap from the table right now (F5), read
 * from the backend's state: who may still use a Tractor Beam on this
 * turn's collect, whether a ram may raid and what, whether Sonar Scan
 * offers the hex in front. The backend applies every effect it can know
 * on its own (Energy Recycler, Double Claws, TROX, Live Broadcast,
 * Scientists) and refuses what does not apply; this only decides which
 * buttons to show.
 */

import type { FlickyResource } from "../../bindings/FlickyResource";
import type { FlickyState } from "../../bindings/FlickyState";
import type { FlickyUpgradeId } from "../../bindings/FlickyUpgradeId";
import { RESOURCES } from "./resources";

/** Whether the player in `seat` owns the upgrade. */
export function owns(state: Pick<FlickyState, "players">, seat: number, id: FlickyUpgradeId): boolean {
  return state.players[seat]?.upgrades.includes(id) ?? false;
}

/**
 * Seats that may copy this turn's collect with their Tractor Beam: not the
 * current player, owning one, not yet used this turn, in the flick or
 * upgrade phase after something was collected.
 */
export function tractorBeamSeats(state: FlickyState): number[] {
  const collected = state.collected;
  if (collected === null || (state.phase !== "flick" && state.phase !== "upgrade")) return [];
  return state.players.flatMap((_, seat) =>
    seat !== state.current && owns(state, seat, "tractor_beam") && !collected.tractor_beamed.includes(seat) ? [seat] : [],
  );
}

/** What a ram with Ram-Raid Engines could take from `target`: what they hold. */
export function raidable(state: FlickyState, target: number): FlickyResource[] {
  const tray = state.players[target]?.tray;
  return tray ? RESOURCES.filter((resource) => tray[resource] > 0) : [];
}

/** The current player's ram may raid (Ram-Raid Engines). */
export function canRaid(state: FlickyState): boolean {
  return owns(state, state.current, "ram_raid_engines");
}

/** The current player may collect from the hex in front (Sonar Scan). */
export function hasSonar(state: FlickyState): boolean {
  return owns(state, state.current, "sonar_scan");
}
