/**
 * The backups list: newest first, each with its date and a size a person
 * reads ("1.2 MB"). Making and restoring backups is the backend's.
 */

import type { BackupInfo } from "../bindings/BackupInfo";

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
