import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS, exportQuery, savedSentence, sinceProblem } from "./dataExport";

describe("EXPORT_FORMATS", () => {
  it("offers the four formats the backend writes, the Drydock archive first", () => {
    expect(EXPORT_FORMATS.map((f) => f.format)).toEqual(["json", "csv", "bgstats", "bgg"]);
  });
});

describe("exportQuery", () => {
  it("sends no filter for every game and no date", () => {
    expect(exportQuery("", "")).toEqual({});
  });

  it("sends the chosen game and start day", () => {
    expect(exportQuery("rickety", " 2026-03-01 ")).toEqual({ game: "rickety", since: "2026-03-01" });
  });
});

describe("sinceProblem", () => {
  it("accepts no date or a real YYYY-MM-DD day", () => {
    expect(sinceProblem("")).toBe("");
    expect(sinceProblem("2024-02-29")).toBe("");
  });

  it("explains a date it cannot send", () => {
    expect(sinceProblem("1/3/2026")).toBe("Write the date as YYYY-MM-DD.");
    expect(sinceProblem("2026-02-30")).toBe("That day does not exist.");
  });
});

describe("savedSentence", () => {
  it("says how many sessions went where", () => {
    expect(savedSentence({ path: "/data/exports/drydock.csv", bytes: 120, sessions: 2 })).toBe(
      "Saved 2 sessions to /data/exports/drydock.csv",
    );
    expect(savedSentence({ path: "/x.json", bytes: 1, sessions: 1 })).toBe("Saved 1 session to /x.json");
  });
});
