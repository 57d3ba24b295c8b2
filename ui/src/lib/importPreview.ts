/**
 * What an import would do, asked before anything is written: the backend's
 * dry run says which players and shapes are new and which items would be
 * skipped; how many sessions would come in is the file's sessions minus
 * the skipped ones (a dry run lists no session ids).
 */

import type { ImportReport } from "../bindings/ImportReport";

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The sessions a file holds: an archive's `sessions`, 1 for a single-session
 * export, 0 for anything else (the backend then refuses the file anyway).
 */
export function sessionsInFile(text: string): number {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return 0;
  }
  if (typeof file !== "object" || file === null) return 0;
  const { format, sessions } = file as { format?: unknown; sessions?: unknown };
  if (format === "drydock-archive") return Array.isArray(sessions) ? sessions.length : 0;
  if (format === "drydock-session") return 1;
  return 0;
}

/** The skipped lines that are sessions ("session 12 (Ships, …): …"), not shapes. */
export function skippedSessions(report: ImportReport): number {
  return report.skipped.filter((line) => line.startsWith("session")).length;
}

/** What the dry run found, as numbers. */
export interface ImportPreview {
  sessions: number;
  players: number;
  shapes: number;
  skipped: readonly string[];
}

export function importPreview(text: string, dryRun: ImportReport): ImportPreview {
  return {
    sessions: Math.max(0, sessionsInFile(text) - skippedSessions(dryRun)),
    players: dryRun.players_added,
    shapes: dryRun.shapes_added,
    skipped: dryRun.skipped,
  };
}

/** True when importing would change nothing. */
export function addsNothing(preview: ImportPreview): boolean {
  return preview.sessions === 0 && preview.players === 0 && preview.shapes === 0;
}

/** "This file would add 3 sessions, 2 players and 1 shape." */
export function previewSummary(preview: ImportPreview): string {
  const what = [
    count(preview.sessions, "session", "sessions"),
    count(preview.players, "player", "players"),
    count(preview.shapes, "shape", "shapes"),
  ];
  const added = `This file would add ${what[0]}, ${what[1]} and ${what[2]}`;
  return addsNothing(preview) ? `${added}: everything in it is already here.` : `${added}.`;
}

/** "2 items would be skipped:" above the reasons; "" when none would. */
export function previewSkippedHeading(preview: ImportPreview): string {
  const n = preview.skipped.length;
  return n === 0 ? "" : `${count(n, "item", "items")} would be skipped:`;
}
