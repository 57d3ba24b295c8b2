import { describe, expect, it } from "vitest";
import type { TimelineStep } from "../bindings/TimelineStep";
import { latestPoint, momentTitle, stepFrom, stepKey, stepPoints } from "./timelineStepping";

const at = (seconds: number): string => new Date(2026, 10, 28, 19, 5, seconds).toISOString();
const step = (seq: number, summary = `step ${seq}`): TimelineStep => ({
  seq,
  at: at(seq),
  kind: "events",
  summary,
  undone: false,
  of: null,
});
const TIMELINE = [step(1), step(2), step(3), step(4)];

describe("stepPoints and latestPoint", () => {
  it("offers the setup first, then every log entry", () => {
    expect(stepPoints(TIMELINE)).toEqual([0, 1, 2, 3, 4]);
    expect(latestPoint(TIMELINE)).toBe(4);
  });

  it("offers only the setup for a session with nothing recorded", () => {
    expect(stepPoints([])).toEqual([0]);
    expect(latestPoint([])).toBe(0);
  });
});

describe("stepFrom", () => {
  const points = stepPoints(TIMELINE);

  it("goes one step back and forward", () => {
    expect(stepFrom(points, 3, -1)).toBe(2);
    expect(stepFrom(points, 3, 1)).toBe(4);
  });

  it("stops at the setup and at the latest entry", () => {
    expect(stepFrom(points, 0, -1)).toBe(0);
    expect(stepFrom(points, 4, 1)).toBe(4);
    expect(stepFrom(points, 2, -Infinity)).toBe(0);
    expect(stepFrom(points, 2, Infinity)).toBe(4);
  });
});

describe("stepKey", () => {
  it("steps with the arrow keys and jumps with Home and End", () => {
    expect(["ArrowLeft", "ArrowRight", "Home", "End", "a"].map(stepKey)).toEqual([-1, 1, -Infinity, Infinity, 0]);
  });
});

describe("momentTitle", () => {
  it("names the step and the time it was recorded", () => {
    expect(momentTitle(TIMELINE, 3)).toBe("As it was after step 3 (19:05:03)");
  });

  it("names the setup", () => {
    expect(momentTitle(TIMELINE, 0)).toBe("As it was when set up");
  });
});
