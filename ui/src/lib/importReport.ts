/**
 * What an import did, as a person reads it: one line per kind of thing
 * added ("2 players", "5 sessions") and whether anything was left out.
 * The skipped items' reasons come from the backend as they are.
 */

import type { ImportReport } from "../bindings/ImportReport";

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "Added 2 players, 1 shape and 5 sessions." or "Nothing new to add." */
export function importSummary(report: ImportReport): string {
  const parts: string[] = [];
  if (report.players_added > 0) parts.push(count(report.players_added, "player", "players"));
  if (report.shapes_added > 0) parts.push(count(report.shapes_added, "shape", "shapes"));
  if (report.sessions_added.length > 0) parts.push(count(report.sessions_added.length, "session", "sessions"));
  if (parts.length === 0) return "Nothing new to add: everything in the file is already here.";
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `Added ${list}.`;
}

/** "3 items skipped:" above the list of reasons; "" when none was. */
export function skippedHeading(report: ImportReport): string {
  const n = report.skipped.length;
  return n === 0 ? "" : `${count(n, "item", "items")} skipped:`;
}
