import { describe, expect, it } from "vitest";
import type { ImportReport } from "../bindings/ImportReport";
import { importSummary, skippedHeading } from "./importReport";

const report = (over: Partial<ImportReport>): ImportReport => ({
  format: "drydock-archive",
  sessions_new: 0,
  players_added: 0,
  shapes_added: 0,
  sessions_added: [],
  skipped: [],
  ...over,
});

describe("importSummary", () => {
  it("lists what was added, singular or plural, joined with 'and'", () => {
    expect(importSummary(report({ players_added: 2, shapes_added: 1, sessions_added: [4, 5, 6] }))).toBe(
      "Added 2 players, 1 shape and 3 sessions.",
    );
    expect(importSummary(report({ sessions_added: [7] }))).toBe("Added 1 session.");
  });

  it("says plainly when the file held nothing new", () => {
    expect(importSummary(report({ skipped: ["session 1: already in this database"] }))).toMatch(/^Nothing new/);
  });
});

describe("skippedHeading", () => {
  it("counts the skipped items, and says nothing when none was", () => {
    expect(skippedHeading(report({ skipped: ["a", "b"] }))).toBe("2 items skipped:");
    expect(skippedHeading(report({ skipped: ["a"] }))).toBe("1 item skipped:");
    expect(skippedHeading(report({}))).toBe("");
  });
});
