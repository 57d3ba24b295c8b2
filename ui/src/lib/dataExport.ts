/**
 * The export form: the four formats as a person reads them, the backend
 * query for the chosen game and start date, and the sentence that says
 * where the file went. Writing the file is the backend's.
 */

import type { ExportedFile } from "../bindings/ExportedFile";
import type { ExportFormat } from "../bindings/ExportFormat";
import type { GameId } from "../bindings/GameId";
import type { ExportQuery } from "../bindings/ExportQuery";

export interface FormatChoice {
  format: ExportFormat;
  label: string;
  /** What the file is good for, in one line. */
  use: string;
}

export const EXPORT_FORMATS: readonly FormatChoice[] = [
  { format: "json", label: "Drydock archive (JSON)", use: "Everything, to import into Drydock on another computer." },
  { format: "csv", label: "CSV results", use: "One row per player per session, for a spreadsheet." },
  { format: "bgstats", label: "BG Stats backup", use: "Import into the BG Stats app." },
  { format: "bgg", label: "BoardGameGeek XML", use: "Plays in BoardGameGeek's format." },
];

/** "" when the date is fine, else what is wrong with it. */
export function sinceProblem(since: string): string {
  if (since === "") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  if (!match) return "Write the date as YYYY-MM-DD.";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return "That day does not exist.";
  return "";
}

/** The backend query: every game ("") and no date are no filter. */
export function exportQuery(game: GameId | "", since: string, bom = false): ExportQuery {
  const query: ExportQuery = {};
  if (game !== "") query.game = game;
  if (since.trim() !== "") query.since = since.trim();
  if (bom) query.bom = true;
  return query;
}

/** "Saved 2 sessions to /home/ann/.local/share/drydock/exports/drydock.csv". */
export function savedSentence(file: ExportedFile): string {
  const sessions = file.sessions === 1 ? "1 session" : `${file.sessions} sessions`;
  return `Saved ${sessions} to ${file.path}`;
}
