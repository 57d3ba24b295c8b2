/**
 * A play in the trash as a line a person reads: what it was, who played,
 * when it was played and when it was deleted.
 */

import type { TrashEntry } from "../bindings/TrashEntry";
import { formatWhen } from "./dates";

/** "Carcassonne" for a titled play, else the game's name ("Ships"). */
export function trashTitle(entry: TrashEntry): string {
  return entry.title.trim() !== "" ? entry.title : entry.game_name;
}

/** "Scorepad · Ann, Bob · played 3 Oct, 18:00 · deleted Today, 22:30". */
export function trashDetails(entry: TrashEntry, now: Date = new Date()): string {
  const parts: string[] = [];
  if (entry.title.trim() !== "") parts.push(entry.game_name);
  if (entry.players !== "") parts.push(entry.players);
  parts.push(`played ${formatWhen(entry.started_at, now)}`);
  parts.push(`deleted ${formatWhen(entry.deleted_at, now)}`);
  return parts.join(" · ");
}
