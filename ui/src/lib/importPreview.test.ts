import { describe, expect, it } from "vitest";
import type { ImportReport } from "../bindings/ImportReport";
import { addsNothing, importPreview, previewSkippedHeading, previewSummary, sourceName } from "./importPreview";

const dryRun = (over: Partial<ImportReport>): ImportReport => ({
  format: "drydock-archive",
  sessions_new: 0,
  players_added: 0,
  shapes_added: 0,
  sessions_added: [],
  skipped: [],
  ...over,
});

describe("importPreview and previewSummary", () => {
  it("takes the dry run's sessions, players and shapes", () => {
    const preview = importPreview(
      dryRun({
        sessions_new: 4,
        players_added: 2,
        shapes_added: 1,
        skipped: ["session 4 (Scorepad, 2026-01-02): already in this database"],
      }),
    );
    expect(preview).toEqual({
      source: "a Drydock archive",
      sessions: 4,
      players: 2,
      shapes: 1,
      skipped: ["session 4 (Scorepad, 2026-01-02): already in this database"],
    });
    expect(previewSummary(preview)).toBe("This file (a Drydock archive) would add 4 sessions, 2 players and 1 shape.");
  });

  it("speaks in the singular for one", () => {
    const preview = importPreview(dryRun({ sessions_new: 1, players_added: 1 }));
    expect(previewSummary(preview)).toBe("This file (a Drydock archive) would add 1 session, 1 player and 0 shapes.");
  });

  it("names another tool's file and leaves out shapes, which it cannot hold", () => {
    const preview = importPreview(dryRun({ format: "bgstats", sessions_new: 12, players_added: 3 }));
    expect(previewSummary(preview)).toBe("This file (a BG Stats backup) would add 12 sessions and 3 players.");
    expect(sourceName("bgg")).toBe("BoardGameGeek play XML");
  });

  it("says so when everything is already here", () => {
    const preview = importPreview(
      dryRun({ skipped: ["session 1 (Scorepad, x): already in this database", "session 2 (Scorepad, x): already in this database"] }),
    );
    expect(addsNothing(preview)).toBe(true);
    expect(previewSummary(preview)).toBe(
      "This file (a Drydock archive) would add 0 sessions, 0 players and 0 shapes: everything in it is already here.",
    );
  });
});

describe("previewSkippedHeading", () => {
  it("counts what would be skipped, and says nothing when nothing would", () => {
    expect(previewSkippedHeading(importPreview(dryRun({ skipped: ["a", "b"] })))).toBe("2 items would be skipped:");
    expect(previewSkippedHeading(importPreview(dryRun({ skipped: ["a"] })))).toBe("1 item would be skipped:");
    expect(previewSkippedHeading(importPreview(dryRun({})))).toBe("");
  });
});
