import { describe, expect, it } from "vitest";
import { datePattern, formatLocalDate, parseLocalDate } from "./localDate";

describe("datePattern", () => {
  it("follows the locale's order of day, month and year", () => {
    expect(datePattern("en-GB").placeholder).toBe("dd/mm/yyyy");
    expect(datePattern("en-US").placeholder).toBe("mm/dd/yyyy");
    expect(datePattern("de-DE").placeholder).toBe("dd.mm.yyyy");
    expect(datePattern("ja-JP").placeholder).toBe("yyyy/mm/dd");
  });
});

describe("parseLocalDate", () => {
  const gb = datePattern("en-GB");
  const us = datePattern("en-US");

  it("reads a date in the locale's order", () => {
    expect(parseLocalDate("30/11/2026", gb)).toBe("2026-11-30");
    expect(parseLocalDate("11/30/2026", us)).toBe("2026-11-30");
    expect(parseLocalDate("1.2.26", datePattern("de-DE"))).toBe("2026-02-01");
  });

  it("accepts an ISO day and any separator", () => {
    expect(parseLocalDate("2026-11-30", us)).toBe("2026-11-30");
    expect(parseLocalDate("30 11 2026", gb)).toBe("2026-11-30");
  });

  it("refuses what is no real date, and reads empty as no filter", () => {
    expect(parseLocalDate("11/30/2026", gb)).toBeNull();
    expect(parseLocalDate("31/02/2026", gb)).toBeNull();
    expect(parseLocalDate("yesterday", gb)).toBeNull();
    expect(parseLocalDate("1/2/202", gb)).toBeNull();
    expect(parseLocalDate("  ", gb)).toBe("");
  });
});

describe("formatLocalDate", () => {
  it("writes an ISO day back in the locale's order", () => {
    expect(formatLocalDate("2026-11-30", datePattern("en-GB"))).toBe("30/11/2026");
    expect(formatLocalDate("2026-11-30", datePattern("ja-JP"))).toBe("2026/11/30");
    expect(formatLocalDate("", datePattern("en-GB"))).toBe("");
  });
});
