/**
 * The backups list: newest first, each said by what it holds ("After
 * Carcassonne with Ann, Bob · 14 sessions"), why it was made and a size a
 * person reads ("1.2 MB"). Making, rotating and restoring backups is the
 * backend's.
 */

import type { BackupInfo } from "../bindings/BackupInfo";
import { joinNames } from "./winnerSentence";

/** Bytes as "512 B", "14 KB", "1.2 MB" (1 KB = 1024 B; one decimal under 10). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}

/** Newest first by creation time, then by file name, whatever order they came in. */
export function newestFirst(list: readonly BackupInfo[]): BackupInfo[] {
  return [...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.file_name.localeCompare(a.file_name));
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * What a backup holds, as a line: "After Carcassonne with Ann and Bob ·
 * 14 sessions"; "No sessions yet"; "Cannot be read" for a damaged copy.
 */
export function backupContents(backup: BackupInfo): string {
  if (backup.sessions === null) return "Cannot be read";
  if (backup.sessions === 0 || backup.latest === null) return "No sessions yet";
  const who = backup.latest_players.length > 0 ? ` with ${joinNames(backup.latest_players)}` : "";
  return `After ${backup.latest}${who} · ${plural(backup.sessions, "session", "sessions")}`;
}

const REASONS: Readonly<Record<string, string>> = {
  start: "made when Drydock started",
  finished: "made when a session was finished",
  manual: "made by hand",
  "before-restore": "the database as it was before a restore",
};

/** Why the backup was made, in words ("made by hand"); empty when unknown. */
export function backupReason(backup: BackupInfo): string {
  return REASONS[backup.reason] ?? "";
}
