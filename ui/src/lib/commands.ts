// Generated from the core's command list (`for_each_command!` in
// src/api/command_list.rs) by `drydock::api::commands::typescript_client`;
// do not edit. `DRYDOCK_UPDATE_BINDINGS=1 cargo test --test bindings`
// writes it again.

import type { Action } from "../bindings/Action";
import type { BackupInfo } from "../bindings/BackupInfo";
import type { BgStatsLink } from "../bindings/BgStatsLink";
import type { DeckInfo } from "../bindings/DeckInfo";
import type { DeckPhoto } from "../bindings/DeckPhoto";
import type { EnrolReport } from "../bindings/EnrolReport";
import type { ExportFormat } from "../bindings/ExportFormat";
import type { ExportQuery } from "../bindings/ExportQuery";
import type { ExportedFile } from "../bindings/ExportedFile";
import type { FlickyUpgrade } from "../bindings/FlickyUpgrade";
import type { GameCommand } from "../bindings/GameCommand";
import type { GameInfo } from "../bindings/GameInfo";
import type { GuestDto } from "../bindings/GuestDto";
import type { ImportReport } from "../bindings/ImportReport";
import type { NewPlayer } from "../bindings/NewPlayer";
import type { PhotoReading } from "../bindings/PhotoReading";
import type { PlayerDto } from "../bindings/PlayerDto";
import type { PlayerEdit } from "../bindings/PlayerEdit";
import type { ResultCorrection } from "../bindings/ResultCorrection";
import type { RicketyShapeInfo } from "../bindings/RicketyShapeInfo";
import type { RicketyStack } from "../bindings/RicketyStack";
import type { ScoreSeries } from "../bindings/ScoreSeries";
import type { SessionPage } from "../bindings/SessionPage";
import type { SessionPhoto } from "../bindings/SessionPhoto";
import type { SessionQuery } from "../bindings/SessionQuery";
import type { SessionView } from "../bindings/SessionView";
import type { ShipsCard } from "../bindings/ShipsCard";
import type { ShipsCardData } from "../bindings/ShipsCardData";
import type { ShipsLibrary } from "../bindings/ShipsLibrary";
import type { SpacecraftCheckReport } from "../bindings/SpacecraftCheckReport";
import type { SpacecraftJoinTable } from "../bindings/SpacecraftJoinTable";
import type { SpacecraftLibrary } from "../bindings/SpacecraftLibrary";
import type { SpacecraftRocketEntry } from "../bindings/SpacecraftRocketEntry";
import type { StartSession } from "../bindings/StartSession";
import type { Stats } from "../bindings/Stats";
import type { StatsQuery } from "../bindings/StatsQuery";
import type { TrashEntry } from "../bindings/TrashEntry";
import { call } from "./call";

/** The games this build can keep ("Rickety Ships", "Scorepad", …). */
export function games(): Promise<Array<GameInfo>> {
  return call("games");
}

/** Saved player profiles, by name. */
export function players(): Promise<Array<PlayerDto>> {
  return call("players");
}

/** Saves a profile; a duplicate name or bad colour rejects with `invalid_input`. */
export function createPlayer(player: NewPlayer): Promise<PlayerDto> {
  return call("create_player", { player });
}

/** Starts a session with the chosen profiles in seat order. */
export function startSession(start: StartSession): Promise<SessionView> {
  return call("start_session", { start });
}

/** Applies a command, undo, redo or close; answers with the committed view. */
export function sessionAct(id: number, action: Action): Promise<SessionView> {
  return call("session_act", { id, action });
}

/** One session as it now stands (read-only when `ended_at` is set). */
export function sessionShow(id: number): Promise<SessionView> {
  return call("session_show", { id });
}

/**
 * What a game command WOULD do, without storing it: the view as it
 * would stand, whose last timeline step lists every change (a scoring
 * moment's computation, shown before the table confirms it with
 * `sessionAct`). A refusal rejects exactly as `sessionAct` would.
 */
export function sessionPreview(id: number, command: GameCommand): Promise<SessionView> {
  return call("session_preview", { id, command });
}

/** A page of sessions, newest first. */
export function sessionsList(query: SessionQuery): Promise<SessionPage> {
  return call("sessions_list", { query });
}

/** Rickety Ships shapes: the built-in ones (Basic first), then the table's own. */
export function ricketyShapes(): Promise<Array<RicketyShapeInfo>> {
  return call("rickety_shapes");
}

/**
 * Saves a drawn shape under a new name. A shape without exactly one
 * start or with cells cut off from it (R3), or a name already taken,
 * rejects.
 */
export function ricketySaveShape(name: string, grid: string): Promise<RicketyShapeInfo> {
  return call("rickety_save_shape", { name, grid });
}

/** Deletes a shape the table saved; built-in shapes cannot be deleted. */
export function ricketyDeleteShape(name: string): Promise<void> {
  return call("rickety_delete_shape", { name });
}

/** Flicky Spaceships' twelve upgrades as printed (F4): name, group, VP, cost, effect. */
export function flickyCatalog(): Promise<Array<FlickyUpgrade>> {
  return call("flicky_catalog");
}

/**
 * The builder's live verdict on a rocket, typed or as cells (S2, S3,
 * S6), with the rocket as read: legality with
 * each violation's cell and reason, parts per kind and colour, width,
 * height and goal occurrences. `colours` are the table's added
 * colours; `joins` null means the standard join table. An unreadable
 * rocket rejects with `bad_file` (details: line, cell).
 */
export function spacecraftCheck(rocket: SpacecraftRocketEntry, colours: ReadonlyArray<string>, joins?: SpacecraftJoinTable | null): Promise<SpacecraftCheckReport> {
  return call("spacecraft_check", { rocket, colours, joins: joins ?? null });
}

/**
 * What the table entered in earlier Space Craft sessions: cards,
 * advanced cards and the last setup.
 */
export function spacecraftLibrary(): Promise<SpacecraftLibrary> {
  return call("spacecraft_library");
}

/**
 * Ships: the board data the table entered in its last game (else the
 * rulebook's) and the card data it knows.
 */
export function shipsLibrary(): Promise<ShipsLibrary> {
  return call("ships_library");
}

/** Ships: the 38 cards (name, era, text) with the gold costs and copies in `data`. */
export function shipsCards(data: ReadonlyArray<ShipsCardData>): Promise<Array<ShipsCard>> {
  return call("ships_cards", { data });
}

/**
 * A stack as a player typed it (`10c`, `8h/9h`, `9h^2`), read as the
 * ship editor reads it; text that is no stack is refused
 * (`invalid_input`) saying what is wrong.
 */
export function ricketyStack(text: string): Promise<RicketyStack> {
  return call("rickety_stack", { text });
}

/**
 * Reads a ship photo (a `data:` URL or bare base64 of a JPEG, PNG or
 * WebP) off the UI thread; it can take a second or two, so show
 * progress. `shapeGrid` (the session's own shape text) or `shape` (a
 * built-in or saved shape's name) lines the grid up with the ship;
 * `deck` reads with an enrolled deck's glyphs; with `sessionId` the
 * photo and its reading are kept with the session (History lists
 * them), `seat` (0-based) saying whose ship it shows. A photo that
 * cannot be read rejects with `bad_file`.
 */
export function ricketyRecognize(photo: string, shape: string | null, shapeGrid: string | null, decks: number, deck?: string | null, sessionId?: number | null, seat?: number | null): Promise<PhotoReading> {
  return call("rickety_recognize", { photo, shape, shapeGrid, decks, deck: deck ?? null, sessionId: sessionId ?? null, seat: seat ?? null });
}

/**
 * The decks enrolled from photos of their cards (here or with
 * `drydock deck enrol`), by name.
 */
export function decks(): Promise<Array<DeckInfo>> {
  return call("decks");
}

/**
 * Learns a deck from photos of its 52 cards laid out in deck order
 * (A–K of ♠ ♥ ♦ ♣, row by row, carrying on across photos), each a file
 * name and a `data:` URL, and keeps it under `name` (replacing a deck
 * of that name). Runs off the UI thread and takes a few seconds: show
 * progress. 1 to 8 photos, 64 MB together; a refusal (`invalid_input`,
 * or `bad_file` naming the photo) keeps nothing.
 */
export function enrolDeck(name: string, photos: ReadonlyArray<DeckPhoto>): Promise<EnrolReport> {
  return call("enrol_deck", { name, photos });
}

/** Forgets an enrolled deck; an unknown name rejects with `not_found`. */
export function forgetDeck(name: string): Promise<void> {
  return call("forget_deck", { name });
}

/** The photos kept with a session, oldest first, each with what was read from it. */
export function sessionPhotos(sessionId: number): Promise<Array<SessionPhoto>> {
  return call("session_photos", { sessionId });
}

/** A kept photo as a `data:` URL (the app's CSP allows images from data: only). */
export function photoDataUrl(id: number): Promise<string> {
  return call("photo_data_url", { id });
}

/** Where the database file lives (shown so people can back it up). */
export function databasePath(): Promise<string> {
  return call("database_path");
}

/**
 * The session as it was after its log entries 1..=`seq` (0 = just set
 * up), read-only: its timeline holds only the steps up to `seq`.
 */
export function sessionAt(id: number, seq: number): Promise<SessionView> {
  return call("session_at", { id, seq });
}

/** Every seat's score before any entry (seq 0) and after each entry: the score chart. */
export function sessionScores(id: number): Promise<ScoreSeries> {
  return call("session_scores", { id });
}

/** Keeps the session's notes (open or finished; at most 10,000 characters). */
export function sessionSetNotes(id: number, notes: string): Promise<void> {
  return call("session_set_notes", { id, notes });
}

/**
 * Renames a profile, or changes its colour (`#rrggbb`) or avatar
 * letters; absent fields stay.
 */
export function updatePlayer(id: number, edit: PlayerEdit): Promise<PlayerDto> {
  return call("update_player", { id, edit });
}

/**
 * "`merge` is the same person as `keep`": merge's seats move to keep
 * and merge is deleted. Refused (nothing changes) when both sat in one
 * session.
 */
export function mergePlayers(keep: number, merge: number): Promise<PlayerDto> {
  return call("merge_players", { keep, merge });
}

/** Everyone who played without a profile, most recently first. */
export function guests(): Promise<Array<GuestDto>> {
  return call("guests");
}

/**
 * Gives every seat the guest `name` played to profile `playerId`
 * (null: a new profile of that name, made only if the link holds);
 * resolves to the profile.
 */
export function adoptGuest(name: string, playerId?: number | null): Promise<PlayerDto> {
  return call("adopt_guest", { name, playerId: playerId ?? null });
}

/** Statistics of finished sessions, per player (per game and "all") and per game. */
export function stats(query: StatsQuery): Promise<Stats> {
  return call("stats", { query });
}

/**
 * Asks where to save (the system's save dialog, opened by the shell at
 * the data folder's `exports/`) and writes the export there; null when
 * the table cancels the dialog. A query the core refuses is refused
 * before the dialog opens.
 */
export function exportData(format: ExportFormat, query: ExportQuery): Promise<ExportedFile | null> {
  return call("export_data", { format, query });
}

/**
 * Imports the text of a Drydock archive or session export. A file it
 * cannot take rejects with `bad_file` and changes nothing. With
 * `dryRun` nothing is written: the report says what would be added
 * and skipped (its `sessions_added` is then empty).
 */
export function importData(text: string, dryRun?: boolean | null): Promise<ImportReport> {
  return call("import_data", { text, dryRun: dryRun ?? null });
}

/** Copies of the database in the backups folder, newest first. */
export function backups(): Promise<Array<BackupInfo>> {
  return call("backups");
}

/** Copies the database into the backups folder now. */
export function backupNow(): Promise<BackupInfo> {
  return call("backup_now");
}

/**
 * Replaces the database with a backup; answers with the safety copy
 * made of the current one first.
 */
export function restoreBackup(fileName: string): Promise<BackupInfo> {
  return call("restore_backup", { fileName });
}

/** A finished session's BG Stats link and its QR code (a complete `<svg>`). */
export function bgstatsLink(id: number): Promise<BgStatsLink> {
  return call("bgstats_link", { id });
}

/** Remembers (or with `null` forgets) the BoardGameGeek id of the game named `name`. */
export function setBggId(name: string, bggId?: number | null): Promise<void> {
  return call("set_bgg_id", { name, bggId: bggId ?? null });
}

/** Sets where session `id` was played ("" clears it). */
export function sessionSetLocation(id: number, location: string): Promise<void> {
  return call("session_set_location", { id, location });
}

/**
 * Corrects finished session `id`'s result (scores, winners, places);
 * the correction is appended to its record and can be undone.
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

/**
 * Sets when session `id` was played: its start and, once finished,
 * the minutes it lasted.
 */
export function sessionSetWhen(id: number, startedAt: string, minutes?: number | null): Promise<void> {
  return call("session_set_when", { id, startedAt, minutes: minutes ?? null });
}

/** Moves session `id` into the trash (restorable until the trash is emptied). */
export function sessionDelete(id: number): Promise<TrashEntry> {
  return call("session_delete", { id });
}

/** The plays in the trash, most recently deleted first. */
export function trashList(): Promise<Array<TrashEntry>> {
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

/** The places plays happened, most used first. */
export function locations(): Promise<Array<string>> {
  return call("locations");
}

/**
 * Keeps a photo of the evening with a session (any game, open or
 * finished), without reading it: its `recognition` is null. `photo`
 * is a `data:` URL (or bare base64) of a JPEG, PNG or WebP; a broken,
 * too large or too small image rejects with `bad_file`.
 */
export function sessionAddPhoto(sessionId: number, photo: string): Promise<SessionPhoto> {
  return call("session_add_photo", { sessionId, photo });
}

/** Removes a photo from its session (a ship's layout read from it stays in the game). */
export function deletePhoto(id: number): Promise<void> {
  return call("delete_photo", { id });
}

/** Opens the file manager at a file this run exported. */
export function revealExport(path: string): Promise<void> {
  return call("reveal_export", { path });
}

/** The log file, where problems are written (beside the database). */
export function logFile(): Promise<string> {
  return call("log_file");
}

/** Each function above: the command it invokes and the arguments it sends, in order. */
export const COMMANDS = {
  games: { command: "games", args: [] },
  players: { command: "players", args: [] },
  createPlayer: { command: "create_player", args: ["player"] },
  startSession: { command: "start_session", args: ["start"] },
  sessionAct: { command: "session_act", args: ["id", "action"] },
  sessionShow: { command: "session_show", args: ["id"] },
  sessionPreview: { command: "session_preview", args: ["id", "command"] },
  sessionsList: { command: "sessions_list", args: ["query"] },
  ricketyShapes: { command: "rickety_shapes", args: [] },
  ricketySaveShape: { command: "rickety_save_shape", args: ["name", "grid"] },
  ricketyDeleteShape: { command: "rickety_delete_shape", args: ["name"] },
  flickyCatalog: { command: "flicky_catalog", args: [] },
  spacecraftCheck: { command: "spacecraft_check", args: ["rocket", "colours", "joins"] },
  spacecraftLibrary: { command: "spacecraft_library", args: [] },
  shipsLibrary: { command: "ships_library", args: [] },
  shipsCards: { command: "ships_cards", args: ["data"] },
  ricketyStack: { command: "rickety_stack", args: ["text"] },
  ricketyRecognize: { command: "rickety_recognize", args: ["photo", "shape", "shapeGrid", "decks", "deck", "sessionId", "seat"] },
  decks: { command: "decks", args: [] },
  enrolDeck: { command: "enrol_deck", args: ["name", "photos"] },
  forgetDeck: { command: "forget_deck", args: ["name"] },
  sessionPhotos: { command: "session_photos", args: ["sessionId"] },
  photoDataUrl: { command: "photo_data_url", args: ["id"] },
  databasePath: { command: "database_path", args: [] },
  sessionAt: { command: "session_at", args: ["id", "seq"] },
  sessionScores: { command: "session_scores", args: ["id"] },
  sessionSetNotes: { command: "session_set_notes", args: ["id", "notes"] },
  updatePlayer: { command: "update_player", args: ["id", "edit"] },
  mergePlayers: { command: "merge_players", args: ["keep", "merge"] },
  guests: { command: "guests", args: [] },
  adoptGuest: { command: "adopt_guest", args: ["name", "playerId"] },
  stats: { command: "stats", args: ["query"] },
  exportData: { command: "export_data", args: ["format", "query"] },
  importData: { command: "import_data", args: ["text", "dryRun"] },
  backups: { command: "backups", args: [] },
  backupNow: { command: "backup_now", args: [] },
  restoreBackup: { command: "restore_backup", args: ["fileName"] },
  bgstatsLink: { command: "bgstats_link", args: ["id"] },
  setBggId: { command: "set_bgg_id", args: ["name", "bggId"] },
  sessionSetLocation: { command: "session_set_location", args: ["id", "location"] },
  sessionCorrectResult: { command: "session_correct_result", args: ["id", "correction"] },
  sessionUndoEdit: { command: "session_undo_edit", args: ["id"] },
  sessionRedoEdit: { command: "session_redo_edit", args: ["id"] },
  sessionSetWhen: { command: "session_set_when", args: ["id", "startedAt", "minutes"] },
  sessionDelete: { command: "session_delete", args: ["id"] },
  trashList: { command: "trash_list", args: [] },
  trashRestore: { command: "trash_restore", args: ["id"] },
  trashEmpty: { command: "trash_empty", args: [] },
  locations: { command: "locations", args: [] },
  sessionAddPhoto: { command: "session_add_photo", args: ["sessionId", "photo"] },
  deletePhoto: { command: "delete_photo", args: ["id"] },
  revealExport: { command: "reveal_export", args: ["path"] },
  logFile: { command: "log_file", args: [] },
} as const;
