import { describe, expect, it } from "vitest";
import type { FlickyState } from "../../bindings/FlickyState";
import type { FlickyUpgradeId } from "../../bindings/FlickyUpgradeId";
import { noResources } from "./resources";
import { canRaid, hasSonar, owns, raidable, tractorBeamSeats } from "./effects";

const player = (name: string, upgrades: FlickyUpgradeId[] = [], tray = noResources()) => ({ name, tray, upgrades, tokens: 0 });

const state = (over: Partial<FlickyState> = {}): FlickyState =>
  ({
    players: [player("Ann"), player("Bob", ["tractor_beam"]), player("Cy", ["tractor_beam"]), player("Dee")],
    current: 0,
    phase: "flick",
    collected: { resource: "dark_matter", tractor_beamed: [] },
    ...over,
  }) as FlickyState;

describe("Tractor Beam (F5)", () => {
  it("offers it to every other player who owns one after a collect", () => {
    expect(tractorBeamSeats(state())).toEqual([1, 2]);
  });

  it("offers it once per player per collect", () => {
    expect(tractorBeamSeats(state({ collected: { resource: "dark_matter", tractor_beamed: [1] } }))).toEqual([2]);
  });

  it("never offers the current player's own collect", () => {
    expect(tractorBeamSeats(state({ current: 1 }))).toEqual([2]);
  });

  it("offers nothing before a collect or once the turn is over", () => {
    expect(tractorBeamSeats(state({ collected: null }))).toEqual([]);
    expect(tractorBeamSeats(state({ phase: "collect" }))).toEqual([]);
  });
});

describe("rams and collects", () => {
  it("raids only with Ram-Raid Engines, and only what the target holds", () => {
    expect(canRaid(state())).toBe(false);
    const raider = state({
      players: [player("Ann", ["ram_raid_engines"]), player("Bob", [], { ...noResources(), energy: 2, star_crystal: 1 })],
    });
    expect(canRaid(raider)).toBe(true);
    expect(raidable(raider, 1)).toEqual(["energy", "star_crystal"]);
  });

  it("offers the hex in front only with Sonar Scan", () => {
    expect(hasSonar(state())).toBe(false);
    expect(hasSonar(state({ players: [player("Ann", ["sonar_scan"])] }))).toBe(true);
    expect(owns(state(), 1, "tractor_beam")).toBe(true);
    expect(owns(state(), 9, "tractor_beam")).toBe(false);
  });
});
