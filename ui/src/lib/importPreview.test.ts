import { describe, expect, it } from "vitest";
import type { ImportReport } from "../bindings/ImportReport";
import {
  addsNothing,
  importPreview,
  previewSkippedHeading,
  previewSummary,
  sessionsInFile,
  skippedSessions,
} from "./importPreview";

const dryRun = (over: Partial<ImportReport>): ImportReport => ({
  players_added: 0,
  shapes_added: 0,
  sessions_added: [],
  skipped: [],
  ...over,
});

const archive = (sessions: number): string =>
  JSON.stringify({
    format: "drydock-archive",
    version: 1,
    players: [],
    shapes: [],
    sessions: Array.from({ length: sessions }, (_, i) => ({ id: i + 1 })),
  });

describe("sessionsInFile", () => {
  it("counts an archive's sessions and a single-session export as one", () => {
    expect(sessionsInFile(archive(3))).toBe(3);
    expect(sessionsInFile(archive(0))).toBe(0);
    expect(sessionsInFile(JSON.stringify({ format: "drydock-session", session: {}, events: [] }))).toBe(1);
  });

  it("counts nothing in a file that is not a Drydock export", () => {
    expect(sessionsInFile("not json")).toBe(0);
    expect(sessionsInFile("null")).toBe(0);
    expect(sessionsInFile("[1, 2]")).toBe(0);
    expect(sessionsInFile(JSON.stringify({ plays: [], games: [] }))).toBe(0);
    expect(sessionsInFile(JSON.stringify({ format: "drydock-archive", sessions: "many" }))).toBe(0);
  });
});

describe("skippedSessions", () => {
  it("counts only the skipped lines about sessions", () => {
    const report = dryRun({
      skipped: [
        "session 1 (Scorepad, 2026-01-02): already in this database",
        'shape "Boat": a different shape of that name is already here; kept this database\'s',
        "session 2 (Ships, 2026-01-03): already in this database",
      ],
    });
    expect(skippedSessions(report)).toBe(2);
  });
});

describe("importPreview and previewSummary", () => {
  it("adds the file's sessions less the skipped ones, with the dry run's players and shapes", () => {
    const preview = importPreview(
      archive(5),
      dryRun({ players_added: 2, shapes_added: 1, skipped: ["session 4 (Scorepad, 2026-01-02): already in this database"] }),
    );
    expect(preview).toEqual({
      sessions: 4,
      players: 2,
      shapes: 1,
      skipped: ["session 4 (Scorepad, 2026-01-02): already in this database"],
    });
    expect(previewSummary(preview)).toBe("This file would add 4 sessions, 2 players and 1 shape.");
  });

  it("speaks in the singular for one", () => {
    const preview = importPreview(archive(1), dryRun({ players_added: 1 }));
    expect(previewSummary(preview)).toBe("This file would add 1 session, 1 player and 0 shapes.");
  });

  it("says so when everything is already here", () => {
    const preview = importPreview(
      archive(2),
      dryRun({ skipped: ["session 1 (Scorepad, x): already in this database", "session 2 (Scorepad, x): already in this database"] }),
    );
    expect(addsNothing(preview)).toBe(true);
    expect(previewSummary(preview)).toBe(
      "This file would add 0 sessions, 0 players and 0 shapes: everything in it is already here.",
    );
  });

  it("never goes below zero sessions", () => {
    const preview = importPreview("{}", dryRun({ skipped: ["session 9 (Scorepad, x): already in this database"] }));
    expect(preview.sessions).toBe(0);
  });
});

describe("previewSkippedHeading", () => {
  it("counts what would be skipped, and says nothing when nothing would", () => {
    expect(previewSkippedHeading(importPreview("{}", dryRun({ skipped: ["a", "b"] })))).toBe("2 items would be skipped:");
    expect(previewSkippedHeading(importPreview("{}", dryRun({ skipped: ["a"] })))).toBe("1 item would be skipped:");
    expect(previewSkippedHeading(importPreview("{}", dryRun({})))).toBe("");
  });
});
