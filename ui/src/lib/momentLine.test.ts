import { describe, expect, it } from "vitest";
import type { SpacecraftCountdown } from "../bindings/SpacecraftCountdown";
import { momentLine } from "./momentLine";
import { ageFivePreview } from "../features/ships/ageFive.example";

const NAMES = ["Ann", "Bob"];

describe("momentLine", () => {
  it("gives the Rickety Ships round and its step", () => {
    expect(momentLine({ game: "rickety", state: { round: 2, phase: "building" } }, NAMES)).toBe("Round 2 of 3 · building");
    expect(momentLine({ game: "rickety", state: { round: 3, phase: "finished" } }, NAMES)).toBe("Round 3 of 3 · game over");
  });

  it("gives the Space Craft countdown: not started, counting, launched", () => {
    const countdown: SpacecraftCountdown = { sequence: [3, 2, 1], holder: null, flipped: 0, showing: null, flips_left: 0, launched: false };
    expect(momentLine({ game: "spacecraft", state: { turn: 4, countdown } }, NAMES)).toBe("Turn 4 · Countdown not started");
    expect(momentLine({ game: "spacecraft", state: { turn: 9, countdown: { ...countdown, holder: 1, flips_left: 2 } } }, NAMES)).toBe(
      "Turn 9 · Countdown held by Bob, 2 flips left",
    );
    expect(momentLine({ game: "spacecraft", state: { turn: 9, countdown: { ...countdown, holder: 1, flips_left: 1 } } }, NAMES)).toBe(
      "Turn 9 · Countdown held by Bob, 1 flip left",
    );
    expect(momentLine({ game: "spacecraft", state: { turn: 12, countdown: { ...countdown, holder: 1, launched: true } } }, NAMES)).toBe(
      "Turn 12 · Launched",
    );
  });

  it("gives the Ships era, turn and whose turn it is", () => {
    expect(momentLine({ game: "ships", state: { era: "sailing", turn: 10, current: 0 } }, NAMES)).toBe("Sailing Ship era · turn 10 · Ann to play");
  });

  it("reads a whole session view, as the replay passes it", () => {
    const view = ageFivePreview();
    const names = view.seats.map((seat) => seat.name);
    expect(momentLine(view, names)).toMatch(/^Sailing Ship era · turn \d+ · \w+ to play$/);
  });

  it("gives the Flicky Spaceships turn and step", () => {
    expect(momentLine({ game: "flicky", state: { turn: 3, current: 1, phase: "flick" } }, NAMES)).toBe("Turn 3 · Bob to flick");
    expect(momentLine({ game: "flicky", state: { turn: 8, current: 1, phase: "finished" } }, NAMES)).toBe("Turn 8");
  });

  it("counts the scorepad's rounds", () => {
    expect(momentLine({ game: "scorepad", state: { rounds: [[1, 2]] } }, NAMES)).toBe("1 round played");
    expect(momentLine({ game: "scorepad", state: { rounds: [] } }, NAMES)).toBe("0 rounds played");
  });
});
