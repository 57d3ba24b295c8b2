import { describe, expect, it } from "vitest";
import type { BackupInfo } from "../bindings/BackupInfo";
import { backupContents, backupReason, formatBytes, newestFirst } from "./backupList";

const backup = (over: Partial<BackupInfo>): BackupInfo => ({
  path: "/b/1.db",
  file_name: "1.db",
  created_at: "2026-03-01T10:00:00Z",
  bytes: 1,
  reason: "manual",
  sessions: 14,
  latest: "Carcassonne",
  latest_players: ["Ann", "Bob"],
  ...over,
});

describe("formatBytes", () => {
  it("writes small files in bytes and larger ones in KB, MB with one decimal under ten", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(40 * 1024)).toBe("40 KB");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });

  it("shows nothing for a size that cannot be", () => {
    expect(formatBytes(-1)).toBe("");
  });
});

describe("newestFirst", () => {
  it("puts the latest backup first", () => {
    const older = backup({});
    const newer = backup({ path: "/b/2.db", file_name: "2.db", created_at: "2026-03-02T09:00:00Z" });
    expect(newestFirst([older, newer]).map((b) => b.file_name)).toEqual(["2.db", "1.db"]);
  });
});

describe("backupContents", () => {
  it("says the session played last, with whom, and how many sessions the copy holds", () => {
    expect(backupContents(backup({}))).toBe("After Carcassonne with Ann and Bob · 14 sessions");
    expect(backupContents(backup({ sessions: 1, latest_players: ["Ann", "Bob", "Cy"] }))).toBe(
      "After Carcassonne with Ann, Bob and Cy · 1 session",
    );
  });

  it("says when a copy is empty or cannot be read", () => {
    expect(backupContents(backup({ sessions: 0, latest: null, latest_players: [] }))).toBe("No sessions yet");
    expect(backupContents(backup({ sessions: null }))).toBe("Cannot be read");
  });
});

describe("backupReason", () => {
  it("says why a copy was made", () => {
    expect(backupReason(backup({ reason: "before-restore" }))).toBe("the database as it was before a restore");
    expect(backupReason(backup({ reason: "something else" }))).toBe("");
  });
});
