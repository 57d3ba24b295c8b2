import { describe, expect, it } from "vitest";
import { readWhen, whenFields } from "./playedWhen";

describe("whenFields and readWhen", () => {
  it("show a play's local day, clock time and minutes, and read them back unchanged", () => {
    const start = new Date(2026, 10, 28, 19, 30).toISOString();
    const end = new Date(2026, 10, 28, 20, 15).toISOString();
    const fields = whenFields(start, end);
    expect(fields).toEqual({ day: "2026-11-28", time: "19:30", minutes: "45" });
    expect(readWhen(fields, true)).toEqual({ ok: true, startedAt: start, minutes: 45 });
  });

  it("takes only the start of an open play", () => {
    const reading = readWhen({ day: "2026-11-28", time: "9.05", minutes: "" }, false);
    expect(reading).toEqual({ ok: true, startedAt: new Date(2026, 10, 28, 9, 5).toISOString(), minutes: null });
  });

  it("names what is wrong", () => {
    const now = new Date(2026, 11, 1, 12, 0);
    const bad = (day: string, time: string, minutes: string): string => {
      const reading = readWhen({ day, time, minutes }, true, now);
      return reading.ok ? "ok" : reading.problem;
    };
    expect(bad("", "19:30", "45")).toContain("day");
    expect(bad("2026-11-28", "25:00", "45")).toContain("hours and minutes");
    expect(bad("2026-11-28", "evening", "45")).toContain("hours and minutes");
    expect(bad("2026-11-28", "19:30", "")).toContain("minutes");
    expect(bad("2026-11-28", "19:30", "20000")).toContain("a week");
    expect(bad("2026-12-24", "19:30", "45")).toContain("future");
  });
});
