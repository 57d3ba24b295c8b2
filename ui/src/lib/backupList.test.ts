import { describe, expect, it } from "vitest";
import { formatBytes, newestFirst } from "./backupList";

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
    const older = { path: "/b/1.db", file_name: "1.db", created_at: "2026-03-01T10:00:00Z", bytes: 1 };
    const newer = { path: "/b/2.db", file_name: "2.db", created_at: "2026-03-02T09:00:00Z", bytes: 1 };
    expect(newestFirst([older, newer]).map((b) => b.file_name)).toEqual(["2.db", "1.db"]);
  });
});
