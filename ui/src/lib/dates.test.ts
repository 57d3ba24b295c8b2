import { describe, expect, it } from "vitest";
import { formatAgo, formatClock, formatDuration, formatMinutes, formatWhen } from "./dates";

// Times are built in local time and passed as ISO strings, as the backend
// sends them, so the tests hold in any time zone.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(y, mo - 1, d, h, mi, s);
const iso = (date: Date): string => date.toISOString();
const NOW = local(2026, 11, 28, 21, 30); // Saturday 28 November 2026, 21:30

describe("formatWhen", () => {
  it("calls a time earlier today 'Today' with the clock time", () => {
    expect(formatWhen(iso(local(2026, 11, 28, 14, 5)), NOW)).toBe("Today, 14:05");
    expect(formatWhen(iso(local(2026, 11, 28, 0, 0)), NOW)).toBe("Today, 00:00");
  });

  it("calls a time on the previous calendar day 'Yesterday'", () => {
    expect(formatWhen(iso(local(2026, 11, 27, 23, 59)), NOW)).toBe("Yesterday, 23:59");
  });

  it("finds yesterday across a month boundary", () => {
    expect(formatWhen(iso(local(2026, 11, 30, 20, 10)), local(2026, 12, 1, 9))).toBe("Yesterday, 20:10");
  });

  it("gives weekday, day, month and time earlier this year", () => {
    expect(formatWhen(iso(local(2026, 11, 20, 19, 0)), NOW)).toBe("Fri 20 Nov, 19:00");
    expect(formatWhen(iso(local(2026, 1, 3, 8, 7)), NOW)).toBe("Sat 3 Jan, 08:07");
  });

  it("gives the year, not the time, for an older date", () => {
    expect(formatWhen(iso(local(2025, 12, 31, 22)), NOW)).toBe("31 Dec 2025");
  });

  it("shows an unreadable time as it came instead of 'Invalid Date'", () => {
    expect(formatWhen("not a time", NOW)).toBe("not a time");
  });
});

describe("formatClock", () => {
  it("shows local hours, minutes and seconds", () => {
    expect(formatClock(iso(local(2026, 11, 28, 9, 4, 7)))).toBe("09:04:07");
  });
});

describe("formatDuration", () => {
  const start = local(2026, 11, 28, 19, 0);
  const after = (minutes: number): string => iso(new Date(start.getTime() + minutes * 60_000));

  it.each([
    [0.5, "under a minute"],
    [1, "1 min"],
    [42, "42 min"],
    [60, "1 h 00 min"],
    [125, "2 h 05 min"],
  ])("a game of %d minutes lasted '%s'", (minutes, text) => {
    expect(formatDuration(iso(start), after(minutes))).toBe(text);
  });

  it("says nothing for an end before the start or an unreadable time", () => {
    expect(formatDuration(after(10), iso(start))).toBe("");
    expect(formatDuration("x", iso(start))).toBe("");
  });
});

describe("formatMinutes", () => {
  it("rounds the fractional minutes the statistics send and writes hours with padded minutes", () => {
    expect(formatMinutes(85)).toBe("1 h 25 min");
    expect(formatMinutes(64.6)).toBe("1 h 05 min");
    expect(formatMinutes(41.7)).toBe("42 min");
  });

  it("says 'under a minute' for a session closed at once, and nothing for a nonsense length", () => {
    expect(formatMinutes(0.2)).toBe("under a minute");
    expect(formatMinutes(-3)).toBe("");
    expect(formatMinutes(Number.NaN)).toBe("");
  });
});

describe("formatAgo", () => {
  it("counts calendar days, not 24-hour spans: late last night is 'yesterday'", () => {
    expect(formatAgo(iso(local(2026, 11, 28, 0, 5)), NOW)).toBe("today");
    expect(formatAgo(iso(local(2026, 11, 27, 23, 50)), NOW)).toBe("yesterday");
  });

  it("gives days for under two weeks, then weeks", () => {
    expect(formatAgo(iso(local(2026, 11, 25, 12)), NOW)).toBe("3 days ago");
    expect(formatAgo(iso(local(2026, 11, 14, 12)), NOW)).toBe("2 weeks ago");
  });

  it("gives months under a year, then years", () => {
    expect(formatAgo(iso(local(2026, 6, 1, 12)), NOW)).toBe("5 months ago");
    expect(formatAgo(iso(local(2024, 10, 1, 12)), NOW)).toBe("2 years ago");
    expect(formatAgo(iso(local(2025, 11, 1, 12)), NOW)).toBe("1 year ago");
  });

  it("calls a time a little in the future (another computer's clock) 'today'", () => {
    expect(formatAgo(iso(local(2026, 11, 28, 23, 0)), NOW)).toBe("today");
  });

  it("shows an unreadable time as it came", () => {
    expect(formatAgo("not a time", NOW)).toBe("not a time");
  });
});
