import { describe, expect, it } from "vitest";
import { momentLine } from "./momentLine";

const NAMES = ["Ann", "Bob"];

describe("momentLine", () => {
  it("gives the Rickety Ships round and its step", () => {
    expect(momentLine("rickety", { round: 2, phase: "building" }, NAMES)).toBe("Round 2 of 3 · building");
  });

  it("gives the Space Craft countdown: not started, counting, launched", () => {
    const countdown = { holder: null, flips_left: 0, launched: false };
    expect(momentLine("spacecraft", { turn: 4, countdown }, NAMES)).toBe("Turn 4 · Countdown not started");
    expect(momentLine("spacecraft", { turn: 9, countdown: { ...countdown, holder: 1, flips_left: 2 } }, NAMES)).toBe(
      "Turn 9 · Countdown held by Bob, 2 flips left",
    );
    expect(momentLine("spacecraft", { countdown: { ...countdown, holder: 1, launched: true } }, NAMES)).toBe(
      "Launched",
    );
  });

  it("gives the Ships era, turn and whose turn it is", () => {
    expect(momentLine("ships", { era: "sailing", turn: 10, current: 0 }, NAMES)).toBe("Sailing Ship era · turn 10 · Ann to play");
  });

  it("gives the Flicky Spaceships turn and step", () => {
    expect(momentLine("flicky", { turn: 3, current: 1, phase: "flick" }, NAMES)).toBe("Turn 3 · Bob to flick");
  });

  it("counts the scorepad's rounds", () => {
    expect(momentLine("scorepad", { rounds: [[1, 2]] }, NAMES)).toBe("1 round played");
    expect(momentLine("scorepad", { rounds: [] }, NAMES)).toBe("0 rounds played");
  });

  it("adds nothing for a state it cannot read or a game it does not know", () => {
    expect(momentLine("rickety", { phase: "ready" }, NAMES)).toBeNull();
    expect(momentLine("chess", { turn: 1 }, NAMES)).toBeNull();
    expect(momentLine("ships", null, NAMES)).toBeNull();
  });
});
