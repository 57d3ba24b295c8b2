import { describe, expect, it } from "vitest";
import type { FlickyPile } from "../../bindings/FlickyPile";
import type { FlickyUpgradeId } from "../../bindings/FlickyUpgradeId";
import {
  DEFAULT_SETUP,
  flickySetup,
  isShortGame,
  seatingProblem,
  setupFromState,
  setupSummary,
  singlesProblem,
  toggleSingle,
} from "./setup";

const IDS: FlickyUpgradeId[] = [
  "scientists",
  "live_broadcast",
  "flagship",
  "guide_to_the_galaxy",
  "boosters",
  "tractor_beam",
  "trox_rockets",
  "ram_raid_engines",
  "blueprints",
  "energy_recycler",
  "sonar_scan",
  "double_claws",
];

const piles = (singles: readonly FlickyUpgradeId[] | "all"): FlickyPile[] =>
  IDS.map((upgrade) => {
    const copies = singles === "all" || singles.includes(upgrade) ? 1 : 2;
    return { upgrade, copies, left: copies };
  });

describe("seatingProblem", () => {
  it("seats 2 to 4 players", () => {
    expect(seatingProblem(1)).toBe("Flicky Spaceships is for 2 to 4 players: seat 1 more.");
    expect(seatingProblem(2)).toBeNull();
    expect(seatingProblem(4)).toBeNull();
    expect(seatingProblem(5)).toBe("Flicky Spaceships is for 2 to 4 players: 1 too many are seated.");
  });
});

describe("the single-copy piles (F4)", () => {
  it("needs exactly three different upgrades named", () => {
    expect(singlesProblem(DEFAULT_SETUP)).toBe("Name the 3 upgrades that have a single copy: pick 3 more (F4).");
    expect(singlesProblem({ ...DEFAULT_SETUP, singles: ["flagship", "boosters"] })).toContain("pick 1 more");
    expect(singlesProblem({ ...DEFAULT_SETUP, singles: ["flagship", "boosters", "blueprints"] })).toBeNull();
  });

  it("refuses a named upgrade twice or a fourth one", () => {
    expect(singlesProblem({ ...DEFAULT_SETUP, singles: ["flagship", "flagship", "boosters", "blueprints"] })).toBe(
      "Name exactly 3 different upgrades with a single copy (F4).",
    );
    expect(singlesProblem({ ...DEFAULT_SETUP, singles: ["flagship", "boosters", "blueprints", "scientists"] })).toBe(
      "Name exactly 3 different upgrades with a single copy (F4).",
    );
  });

  it("needs no singles with one copy of each", () => {
    expect(singlesProblem({ vp_tokens: 12, one_copy_each: true, singles: [] })).toBeNull();
  });

  it("picks up to three, and unpicks with a second tap", () => {
    let singles = toggleSingle([], "flagship");
    singles = toggleSingle(singles, "boosters");
    singles = toggleSingle(singles, "blueprints");
    expect(toggleSingle(singles, "scientists")).toEqual(["flagship", "boosters", "blueprints"]);
    expect(toggleSingle(singles, "boosters")).toEqual(["flagship", "blueprints"]);
  });
});

describe("the setup sent to Start", () => {
  it("sends the singles only when the piles have pairs", () => {
    expect(flickySetup({ vp_tokens: 24, one_copy_each: false, singles: ["flagship", "boosters", "blueprints"] })).toEqual({
      vp_tokens: 24,
      one_copy_each: false,
      singles: ["flagship", "boosters", "blueprints"],
    });
    expect(flickySetup({ vp_tokens: 12, one_copy_each: true, singles: ["flagship"] }).singles).toEqual([]);
  });

  it("calls 12 tokens or one copy of each a short game", () => {
    expect(isShortGame(DEFAULT_SETUP)).toBe(false);
    expect(isShortGame({ ...DEFAULT_SETUP, vp_tokens: 12 })).toBe(true);
    expect(isShortGame({ ...DEFAULT_SETUP, one_copy_each: true })).toBe(true);
  });
});

describe("setupFromState: the remembered setup", () => {
  it("reads back the singles and the tokens of a full game", () => {
    const state = {
      end: { tokens_left: 20, piles_emptied: 0, piles_to_end: 4, triggered: false },
      players: [{ tokens: 3 }, { tokens: 1 }],
      piles: piles(["flagship", "boosters", "double_claws"]),
    };
    expect(setupFromState(state as never)).toEqual({
      vp_tokens: 24,
      one_copy_each: false,
      singles: ["flagship", "boosters", "double_claws"],
    });
  });

  it("reads back the short variant, which names no singles", () => {
    const state = {
      end: { tokens_left: 12, piles_emptied: 4, piles_to_end: 4, triggered: true },
      players: [{ tokens: 0 }, { tokens: 0 }],
      piles: piles("all"),
    };
    expect(setupFromState(state as never)).toEqual({ vp_tokens: 12, one_copy_each: true, singles: [] });
  });
});

describe("setupSummary", () => {
  const nameOf = (id: FlickyUpgradeId) => ({ flagship: "Flagship", boosters: "Boosters", blueprints: "Blueprints" })[id as string] ?? id;

  it("calls out the short game and its single copies", () => {
    expect(setupSummary({ vp_tokens: 12, one_copy_each: true, singles: [] }, nameOf)).toBe(
      "Short game: 12 VP tokens, one copy of each upgrade",
    );
  });

  it("names the three singles of a full game", () => {
    expect(setupSummary({ vp_tokens: 24, one_copy_each: false, singles: ["flagship", "boosters", "blueprints"] }, nameOf)).toBe(
      "24 VP tokens, single copies of Flagship, Boosters and Blueprints",
    );
  });
});
