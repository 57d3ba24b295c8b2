import { describe, expect, it } from "vitest";
import { clockFace, clockWords, elapsedSeconds } from "./roundClock";

const GO = "2026-11-30T20:00:00.000Z";
const at = (seconds: number): number => new Date(GO).getTime() + seconds * 1000;

describe("elapsedSeconds", () => {
  it("counts whole seconds since go", () => {
    expect(elapsedSeconds(GO, at(0))).toBe(0);
    expect(elapsedSeconds(GO, at(42.9))).toBe(42);
  });

  it("never runs backwards when this computer's clock is behind the one that tapped go", () => {
    expect(elapsedSeconds(GO, at(-3))).toBe(0);
  });

  it("is unknown without a readable start time", () => {
    expect(elapsedSeconds(null, at(5))).toBeNull();
    expect(elapsedSeconds("soon", at(5))).toBeNull();
  });
});

describe("clockFace", () => {
  it.each([
    [0, "0:00"],
    [7, "0:07"],
    [42, "0:42"],
    [245, "4:05"],
    [725, "12:05"],
    [3723, "1:02:03"],
  ])("%d s reads %s", (seconds, face) => {
    expect(clockFace(seconds)).toBe(face);
  });

  it("shows dashes for an unknown start", () => {
    expect(clockFace(null)).toBe("–:––");
  });
});

describe("clockWords", () => {
  it("reads the time out", () => {
    expect(clockWords(245)).toBe("4 min 05 s");
    expect(clockWords(9)).toBe("9 s");
    expect(clockWords(null)).toBe("unknown");
  });
});
