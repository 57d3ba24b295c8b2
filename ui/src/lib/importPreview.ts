/**
 * What an import would do, asked before anything is written: the backend's
 * dry run says what kind of file it is, how many sessions would come in,
 * which players and shapes are new and which items would be skipped.
 */

import type { ImportReport } from "../bindings/ImportReport";

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What the dry run found, as numbers. */
export interface ImportPreview {
  /** What the file is, in words ("a BG Stats backup"). */
  source: string;
  sessions: number;
  players: number;
  shapes: number;
  skipped: readonly string[];
}

/** The file's kind as the backend named it, in words. */
export function sourceName(format: string): string {
  switch (format) {
    case "bgstats":
      return "a BG Stats backup";
    case "bgg":
      return "BoardGameGeek play XML";
    case "drydock-session":
      return "a Drydock session";
    default:
      return "a Drydock archive";
  }
}

export function importPreview(dryRun: ImportReport): ImportPreview {
  return {
    source: sourceName(dryRun.format),
    sessions: dryRun.sessions_new,
    players: dryRun.players_added,
    shapes: dryRun.shapes_added,
    skipped: dryRun.skipped,
  };
}

/** True when importing would change nothing. */
export function addsNothing(preview: ImportPreview): boolean {
  return preview.sessions === 0 && preview.players === 0 && preview.shapes === 0;
}

/**
 * "This file (a BG Stats backup) would add 3 sessions and 2 players." A
 * file from another tool has no shapes, so they are not mentioned.
 */
export function previewSummary(preview: ImportPreview): string {
  const what = [count(preview.sessions, "session", "sessions"), count(preview.players, "player", "players")];
  if (preview.source.includes("Drydock")) what.push(count(preview.shapes, "shape", "shapes"));
  const list = `${what.slice(0, -1).join(", ")} and ${what[what.length - 1]}`;
  const added = `This file (${preview.source}) would add ${list}`;
  return addsNothing(preview) ? `${added}: everything in it is already here.` : `${added}.`;
}

/** "2 items would be skipped:" above the reasons; "" when none would. */
export function previewSkippedHeading(preview: ImportPreview): string {
  const n = preview.skipped.length;
  return n === 0 ? "" : `${count(n, "item", "items")} would be skipped:`;
}
