import { describe, expect, it } from "vitest";
import type { SessionView } from "../bindings/SessionView";
import { ageFivePreview, beforeAgeFive } from "./shipsAgeFive.example";
import { shipsProblem, shipsState } from "./shipsState";

const view = (over: Partial<SessionView> = {}): SessionView => ({ ...ageFivePreview(), state: beforeAgeFive(), ...over });

describe("reading a Ships state", () => {
  it("accepts the engine's own state (W9 age-5 example)", () => {
    expect(shipsProblem(beforeAgeFive())).toBeNull();
    expect(shipsState(view()).players.map((p) => p.vp)).toEqual([7, 8, 5, 5]);
  });

  it("refuses another game's session by name", () => {
    expect(() => shipsState(view({ game: "flicky", game_name: "Flicky Spaceships" }))).toThrow(
      "session 1 is a Flicky Spaceships session, not Ships",
    );
  });

  it("says what is missing", () => {
    const noLedger = { ...beforeAgeFive(), ledger: [{ seat: 9, delta: 1, vp: 6, reason: "x", turn: 1 }] };
    expect(shipsProblem(noLedger)).toBe("the VP ledger is unreadable");
    const shortTrack = { ...beforeAgeFive(), track: [] };
    expect(shipsProblem(shortTrack)).toBe("the ship age track is unreadable");
    const badSeat = { ...beforeAgeFive(), current: 4 };
    expect(shipsProblem(badSeat)).toBe("whose turn it is is not a seat");
    expect(shipsProblem(null)).toBe("the state is not an object");
    expect(() => shipsState(view({ state: badSeat }))).toThrow("session 1 cannot be shown: whose turn it is is not a seat");
  });
});
