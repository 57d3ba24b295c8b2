/**
 * The typed doorway to Drydock's Tauri commands. Each function names its
 * command and arguments exactly as the Rust shell declares them and returns
 * the generated DTO types; a failed call rejects with an `ApiError`
 * (`{code, message, details}`), never anything else.
 *
 * Every state change answers with the new `SessionView`, already committed
 * to SQLite: screens render that answer, never a local guess. Game-specific
 * payloads (setups, commands, states) are typed by the game's own bindings.
 */

import { invoke, type InvokeArgs } from "@tauri-apps/api/core";
import type { Action } from "../bindings/Action";
import type { DeckInfo } from "../bindings/DeckInfo";
import type { DeckPhoto } from "../bindings/DeckPhoto";
import type { EnrolReport } from "../bindings/EnrolReport";
import type { FlickyCommand } from "../bindings/FlickyCommand";
import type { FlickySetup } from "../bindings/FlickySetup";
import type { FlickyUpgrade } from "../bindings/FlickyUpgrade";
import type { GameInfo } from "../bindings/GameInfo";
import type { GuestDto } from "../bindings/GuestDto";
import type { NewPlayer } from "../bindings/NewPlayer";
import type { TrashEntry } from "../bindings/TrashEntry";
import type { PhotoReading } from "../bindings/PhotoReading";
import type { PlayerDto } from "../bindings/PlayerDto";
import type { ResultCorrection } from "../bindings/ResultCorrection";
import type { RicketyCommand } from "../bindings/RicketyCommand";
import type { RicketySetup } from "../bindings/RicketySetup";
import type { RicketyShapeInfo } from "../bindings/RicketyShapeInfo";
import type { ScorepadCommand } from "../bindings/ScorepadCommand";
import type { ScorepadSetup } from "../bindings/ScorepadSetup";
import type { SessionPage } from "../bindings/SessionPage";
import type { SessionPhoto } from "../bindings/SessionPhoto";
import type { SessionQuery } from "../bindings/SessionQuery";
import type { SessionView } from "../bindings/SessionView";
import type { ShipsCard } from "../bindings/ShipsCard";
import type { ShipsCardData } from "../bindings/ShipsCardData";
import type { ShipsCommand } from "../bindings/ShipsCommand";
import type { ShipsLibrary } from "../bindings/ShipsLibrary";
import type { ShipsSetup } from "../bindings/ShipsSetup";
import type { SpacecraftCheckReport } from "../bindings/SpacecraftCheckReport";
import type { SpacecraftCommand } from "../bindings/SpacecraftCommand";
import type { SpacecraftJoinTable } from "../bindings/SpacecraftJoinTable";
import type { SpacecraftLibrary } from "../bindings/SpacecraftLibrary";
import type { SpacecraftSetup } from "../bindings/SpacecraftSetup";
import type { StartSession } from "../bindings/StartSession";
import type { BackupInfo } from "../bindings/BackupInfo";
import type { ExportedFile } from "../bindings/ExportedFile";
import type { ExportFormat } from "../bindings/ExportFormat";
import type { ExportQuery } from "../bindings/ExportQuery";
import type { ImportReport } from "../bindings/ImportReport";
import type { PlayerEdit } from "../bindings/PlayerEdit";
import type { Stats } from "../bindings/Stats";
import type { StatsQuery } from "../bindings/StatsQuery";
import type { BgStatsLink } from "../bindings/BgStatsLink";
import type { ScoreSeries } from "../bindings/ScoreSeries";
import { asApiError } from "./apiError";

/** `Action` with its game command narrowed to one game's command type. */
export type GameAction<Command> =
  | Exclude<Action, { action: "command" }>
  | (Omit<Extract<Action, { action: "command" }>, "command"> & { command: Command });

export type ScorepadAction = GameAction<ScorepadCommand>;
export type RicketyAction = GameAction<RicketyCommand>;
export type FlickyAction = GameAction<FlickyCommand>;
export type SpacecraftAction = GameAction<SpacecraftCommand>;
export type ShipsAction = GameAction<ShipsCommand>;

/** `StartSession` for the scorepad, whose setup is a `ScorepadSetup`. */
export type StartScorepad = Omit<StartSession, "setup" | "game"> & { game: "scorepad"; setup: ScorepadSetup };

/** `StartSession` for Rickety Ships, whose setup is a `RicketySetup`. */
export type StartRickety = Omit<StartSession, "setup" | "game"> & { game: "rickety"; setup: RicketySetup };

/** `StartSession` for Flicky Spaceships, whose setup is a `FlickySetup`. */
export type StartFlicky = Omit<StartSession, "setup" | "game"> & { game: "flicky"; setup: FlickySetup };

/** `StartSession` for Space Craft, whose setup is a `SpacecraftSetup`. */
export type StartSpacecraft = Omit<StartSession, "setup" | "game"> & { game: "spacecraft"; setup: SpacecraftSetup };

/** `StartSession` for Ships, whose setup is a `ShipsSetup`. */
export type StartShips = Omit<StartSession, "setup" | "game"> & { game: "ships"; setup: ShipsSetup };

async function call<T>(command: string, args?: InvokeArgs): Promise<T> {
  try {
    return await invoke<T>(command, args);
  } catch (rejection) {
    throw asApiError(rejection);
  }
}

/** The games this build can keep ("Rickety Ships", "Scorepad", …). */
export function games(): Promise<GameInfo[]> {
  return call("games");
}

/** Saved player profiles, by name. */
export function players(): Promise<PlayerDto[]> {
  return call("players");
}

/** Saves a profile; a duplicate name or bad colour rejects with `invalid_input`. */
export function createPlayer(player: NewPlayer): Promise<PlayerDto> {
  return call("create_player", { new: player });
}

/** Starts a session with the chosen profiles in seat order. */
export function startSession(
  start: StartSession | StartScorepad | StartRickety | StartFlicky | StartSpacecraft | StartShips,
): Promise<SessionView> {
  return call("start_session", { start });
}

/** Applies a command, undo, redo or close; answers with the committed view. */
export function sessionAct(
  id: number,
  action: ScorepadAction | RicketyAction | FlickyAction | SpacecraftAction | ShipsAction | Action,
): Promise<SessionView> {
  return call("session_act", { id, action });
}

/**
 * What a game command WOULD do, without storing it: the view as it would
 * stand, whose last timeline step lists every change (a scoring moment's
 * computation, shown before the table confirms it with `sessionAct`). A
 * refusal rejects exactly as `sessionAct` would.
 */
export function sessionPreview(
  id: number,
  command: ShipsCommand | SpacecraftCommand | FlickyCommand | RicketyCommand | ScorepadCommand,
): Promise<SessionView> {
  return call("session_preview", { id, command });
}

/** One session as it now stands (read-only when `ended_at` is set). */
export function sessionShow(id: number): Promise<SessionView> {
  return call("session_show", { id });
}

/** A page of sessions, newest first. */
export function sessionsList(query: SessionQuery): Promise<SessionPage> {
  return call("sessions_list", { query });
}

/**
 * The session as it was after its log entries 1..=`seq` (0 = just set up),
 * read-only: its timeline holds only the steps up to `seq`.
 */
export function sessionAt(id: number, seq: number): Promise<SessionView> {
  return call("session_at", { id, seq });
}

/** Every seat's score before any entry (seq 0) and after each entry: the score chart. */
export function sessionScores(id: number): Promise<ScoreSeries> {
  return call("session_scores", { id });
}

/** Keeps the session's notes (open or finished; at most 10,000 characters). */
export function sessionSetNotes(id: number, notes: string): Promise<null> {
  return call("session_set_notes", { id, notes });
}

/** A finished session's BG Stats link and its QR code (a complete `<svg>`). */
export function bgstatsLink(id: number): Promise<BgStatsLink> {
  return call("bgstats_link", { id });
}

/** Moves session `id` into the trash (restorable until the trash is emptied). */
export function sessionDelete(id: number): Promise<TrashEntry> {
  return call("session_delete", { id });
}

/** The plays in the trash, most recently deleted first. */
export function trashList(): Promise<TrashEntry[]> {
  return call("trash_list");
}

/** Brings a play back from the trash into History; the report names its new id. */
export function trashRestore(id: number): Promise<ImportReport> {
  return call("trash_restore", { id });
}

/** Deletes every play in the trash for good; resolves to how many. */
export function trashEmpty(): Promise<number> {
  return call("trash_empty");
}

/** Sets when session `id` was played: its start and, once finished, the minutes it lasted. */
export function sessionSetWhen(id: number, startedAt: string, minutes: number | null): Promise<void> {
  return call("session_set_when", { id, startedAt, minutes });
}

/** Sets where session `id` was played ("" clears it). */
export function sessionSetLocation(id: number, location: string): Promise<void> {
  return call("session_set_location", { id, location });
}

/**
 * Corrects finished session `id`'s result (scores, winners, places); the
 * correction is appended to its record and can be undone.
 */
export function sessionCorrectResult(id: number, correction: ResultCorrection): Promise<SessionView> {
  return call("session_correct_result", { id, correction });
}

/** Takes back finished session `id`'s newest correction still in effect. */
export function sessionUndoEdit(id: number): Promise<SessionView> {
  return call("session_undo_edit", { id });
}

/** Applies again the correction of session `id` undone last. */
export function sessionRedoEdit(id: number): Promise<SessionView> {
  return call("session_redo_edit", { id });
}

/** The places plays happened, most used first. */
export function locations(): Promise<string[]> {
  return call("locations");
}

/** Remembers (or with `null` forgets) the BoardGameGeek id of the game named `name`. */
export function setBggId(name: string, bggId: number | null): Promise<void> {
  return call("set_bgg_id", { name, bggId });
}

/** Rickety Ships shapes: the built-in ones (Basic first), then the table's own. */
export function ricketyShapes(): Promise<RicketyShapeInfo[]> {
  return call("rickety_shapes");
}

/**
 * Saves a drawn shape under a new name. A shape without exactly one start
 * or with cells cut off from it (R3), or a name already taken, rejects.
 */
export function ricketySaveShape(name: string, grid: string): Promise<RicketyShapeInfo> {
  return call("rickety_save_shape", { name, grid });
}

/** Flicky Spaceships' twelve upgrades as printed (F4): name, group, VP, cost, effect. */
export function flickyCatalog(): Promise<FlickyUpgrade[]> {
  return call("flicky_catalog");
}

/**
 * The builder's live verdict on a rocket (S2, S3, S6): legality with each
 * violation's cell and reason, parts per kind and colour, width, height
 * and goal occurrences. `colours` are the table's added colours; `joins`
 * null means the standard join table. An unreadable rocket rejects with
 * `bad_file` (details: line, cell).
 */
export function spacecraftCheck(
  rocket: string,
  colours: readonly string[],
  joins: SpacecraftJoinTable | null,
): Promise<SpacecraftCheckReport> {
  return call("spacecraft_check", { rocket, colours: [...colours], joins });
}

/** What the table entered in earlier Space Craft sessions: cards, advanced cards and the last setup. */
export function spacecraftLibrary(): Promise<SpacecraftLibrary> {
  return call("spacecraft_library");
}

/** Ships: the board data the table entered in its last game (else the rulebook's) and the card data it knows. */
export function shipsLibrary(): Promise<ShipsLibrary> {
  return call("ships_library");
}

/** Ships: the 38 cards (name, era, text) with the gold costs and copies in `data`. */
export function shipsCards(data: readonly ShipsCardData[]): Promise<ShipsCard[]> {
  return call("ships_cards", { data: [...data] });
}

export interface RecognizeRequest {
  /** The photo as a `data:` URL (JPEG, PNG or WebP). */
  photo: string;
  /** The session's shape as shape text, so the grid lines up with it. */
  shapeGrid: string;
  decks: number;
  /** Read with this enrolled deck's glyphs (`enrolDeck`); null: the built-in ones. */
  deck: string | null;
  /** Keeps the photo and its reading with this session (History lists them). */
  sessionId: number;
  /** 0-based seat whose ship it shows. */
  seat: number;
}

/**
 * Reads a ship photo. It runs off the UI thread and can take a second or
 * two: show progress while it does. A photo that cannot be read rejects
 * with `bad_file`.
 */
export function ricketyRecognize(request: RecognizeRequest): Promise<PhotoReading> {
  return call("rickety_recognize", { ...request, shape: null });
}

/** The decks enrolled from photos of their cards (here or with `drydock deck enrol`), by name. */
export function decks(): Promise<DeckInfo[]> {
  return call("decks");
}

/**
 * Learns a deck from photos of its 52 cards laid out in deck order (A–K of
 * ♠ ♥ ♦ ♣, row by row, carrying on across photos), each a file name and a
 * `data:` URL, and keeps it under `name` (replacing a deck of that name).
 * Runs off the UI thread and takes a few seconds: show progress. 1 to 8
 * photos, 64 MB together; a refusal (`invalid_input`, or `bad_file` naming
 * the photo) keeps nothing.
 */
export function enrolDeck(name: string, photos: DeckPhoto[]): Promise<EnrolReport> {
  return call("enrol_deck", { name, photos });
}

/** Forgets an enrolled deck; an unknown name rejects with `not_found`. */
export function forgetDeck(name: string): Promise<void> {
  return call("forget_deck", { name });
}

/** The photos kept with a session, oldest first, each with what was read from it. */
export function sessionPhotos(sessionId: number): Promise<SessionPhoto[]> {
  return call("session_photos", { sessionId });
}

/**
 * Keeps a photo of the evening with a session (any game, open or finished),
 * without reading it: its `recognition` is null. `photo` is a `data:` URL
 * (or bare base64) of a JPEG, PNG or WebP; a broken, too large or too small
 * image rejects with `bad_file`.
 */
export function sessionAddPhoto(sessionId: number, photo: string): Promise<SessionPhoto> {
  return call("session_add_photo", { sessionId, photo });
}

/** Removes a photo from its session (a ship's layout read from it stays in the game). */
export async function deletePhoto(id: number): Promise<void> {
  await call<null>("delete_photo", { id });
}

/** A kept photo as a `data:` URL (the app's CSP allows images from data: only). */
export function photoDataUrl(id: number): Promise<string> {
  return call("photo_data_url", { id });
}

/** Where the database file lives (shown so people can back it up). */
export function databasePath(): Promise<string> {
  return call("database_path");
}

/** Renames a profile, or changes its colour (`#rrggbb`) or avatar letters; absent fields stay. */
export function updatePlayer(id: number, edit: PlayerEdit): Promise<PlayerDto> {
  return call("update_player", { id, edit });
}

/**
 * "`merge` is the same person as `keep`": merge's seats move to keep and
 * merge is deleted. Refused (nothing changes) when both sat in one session.
 */
export function mergePlayers(keep: number, merge: number): Promise<PlayerDto> {
  return call("merge_players", { keep, merge });
}

/** Everyone who played without a profile, most recently first. */
export function guests(): Promise<GuestDto[]> {
  return call("guests");
}

/**
 * Gives every seat the guest `name` played to profile `playerId` (null: a
 * new profile of that name, made only if the link holds); resolves to the profile.
 */
export function adoptGuest(name: string, playerId: number | null): Promise<PlayerDto> {
  return call("adopt_guest", { name, playerId });
}

/** Statistics of finished sessions, per player (per game and "all") and per game. */
export function stats(query: StatsQuery): Promise<Stats> {
  return call("stats", { query });
}

/**
 * Asks where to save (the system's save dialog, opened by the shell at the
 * data folder's `exports/`) and writes the export there; null when the
 * table cancels the dialog.
 */
export function exportData(format: ExportFormat, query: ExportQuery): Promise<ExportedFile | null> {
  return call("export_data", { format, query });
}

/** Opens the file manager at a file this run exported. */
export function revealExport(path: string): Promise<void> {
  return call("reveal_export", { path });
}

/** The log file, where problems are written (beside the database). */
export function logFile(): Promise<string> {
  return call("log_file");
}

/**
 * Imports the text of a Drydock archive or session export. A file it
 * cannot take rejects with `bad_file` and changes nothing. With `dryRun`
 * nothing is written: the report says what would be added and skipped
 * (its `sessions_added` is then empty).
 */
export function importData(text: string, dryRun = false): Promise<ImportReport> {
  return call("import_data", dryRun ? { text, dryRun } : { text });
}

/** Copies of the database in the backups folder, newest first. */
export function backups(): Promise<BackupInfo[]> {
  return call("backups");
}

/** Copies the database into the backups folder now. */
export function backupNow(): Promise<BackupInfo> {
  return call("backup_now");
}

/** Replaces the database with a backup; answers with the safety copy made of the current one first. */
export function restoreBackup(fileName: string): Promise<BackupInfo> {
  return call("restore_backup", { fileName });
}
