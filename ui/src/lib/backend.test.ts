import { beforeEach, describe, expect, it, vi } from "vitest";

const invoke = vi.fn();
vi.mock("@tauri-apps/api/core", () => ({ invoke: (...args: unknown[]) => invoke(...args) }));

const backend = await import("./backend");

beforeEach(() => {
  invoke.mockReset();
  invoke.mockResolvedValue("ok");
});

describe("backend command names and argument names match the Rust shell", () => {
  it.each([
    ["games", () => backend.games(), "games", undefined],
    ["players", () => backend.players(), "players", undefined],
    ["createPlayer", () => backend.createPlayer({ name: "Ann" }), "create_player", { new: { name: "Ann" } }],
    [
      "startSession",
      () => backend.startSession({ game: "scorepad", player_ids: [2, 1], setup: { title: "Carcassonne", win: "highest" } }),
      "start_session",
      { start: { game: "scorepad", player_ids: [2, 1], setup: { title: "Carcassonne", win: "highest" } } },
    ],
    [
      "sessionAct (command)",
      () => backend.sessionAct(7, { action: "command", command: { type: "set_score", round: 1, seat: 0, score: -3 } }),
      "session_act",
      { id: 7, action: { action: "command", command: { type: "set_score", round: 1, seat: 0, score: -3 } } },
    ],
    ["sessionAct (undo)", () => backend.sessionAct(7, { action: "undo" }), "session_act", { id: 7, action: { action: "undo" } }],
    ["sessionShow", () => backend.sessionShow(3), "session_show", { id: 3 }],
    [
      "sessionsList",
      () => backend.sessionsList({ status: "open", limit: 50, offset: 0 }),
      "sessions_list",
      { query: { status: "open", limit: 50, offset: 0 } },
    ],
    ["sessionAt", () => backend.sessionAt(3, 5), "session_at", { id: 3, seq: 5 }],
    ["sessionScores", () => backend.sessionScores(3), "session_scores", { id: 3 }],
    ["sessionSetNotes", () => backend.sessionSetNotes(3, "Ann won"), "session_set_notes", { id: 3, notes: "Ann won" }],
    ["bgstatsLink", () => backend.bgstatsLink(3), "bgstats_link", { id: 3 }],
    ["sessionDelete", () => backend.sessionDelete(4), "session_delete", { id: 4 }],
    ["trashList", () => backend.trashList(), "trash_list", undefined],
    ["trashRestore", () => backend.trashRestore(2), "trash_restore", { id: 2 }],
    ["trashEmpty", () => backend.trashEmpty(), "trash_empty", undefined],
    [
      "sessionSetWhen",
      () => backend.sessionSetWhen(4, "2026-11-28T18:30:00.000Z", 45),
      "session_set_when",
      { id: 4, startedAt: "2026-11-28T18:30:00.000Z", minutes: 45 },
    ],
    ["sessionSetLocation", () => backend.sessionSetLocation(4, "Ann's flat"), "session_set_location", { id: 4, location: "Ann's flat" }],
    [
      "sessionCorrectResult",
      () => backend.sessionCorrectResult(4, { scores: [9, 8], winners: [1], places: [] }),
      "session_correct_result",
      { id: 4, correction: { scores: [9, 8], winners: [1], places: [] } },
    ],
    ["sessionUndoEdit", () => backend.sessionUndoEdit(4), "session_undo_edit", { id: 4 }],
    ["sessionRedoEdit", () => backend.sessionRedoEdit(4), "session_redo_edit", { id: 4 }],
    ["locations", () => backend.locations(), "locations", undefined],
    ["setBggId", () => backend.setBggId("Azul", 230802), "set_bgg_id", { name: "Azul", bggId: 230802 }],
    [
      "startSession (rickety)",
      () =>
        backend.startSession({
          game: "rickety",
          player_ids: [1, 2],
          setup: { decks: 2, shape: { name: "basic", grid: ". C .\n" } },
        }),
      "start_session",
      { start: { game: "rickety", player_ids: [1, 2], setup: { decks: 2, shape: { name: "basic", grid: ". C .\n" } } } },
    ],
    [
      "sessionAct (rickety set_cell)",
      () =>
        backend.sessionAct(5, {
          action: "command",
          command: { type: "set_cell", seat: 1, row: 2, col: 3, stack: "8h/9h" },
        }),
      "session_act",
      { id: 5, action: { action: "command", command: { type: "set_cell", seat: 1, row: 2, col: 3, stack: "8h/9h" } } },
    ],
    ["ricketyShapes", () => backend.ricketyShapes(), "rickety_shapes", undefined],
    [
      "ricketySaveShape",
      () => backend.ricketySaveShape("Longboat", "7 #\n"),
      "rickety_save_shape",
      { name: "Longboat", grid: "7 #\n" },
    ],
    [
      "startSession (flicky)",
      () =>
        backend.startSession({
          game: "flicky",
          player_ids: [1, 2],
          setup: { vp_tokens: 12, one_copy_each: true, singles: [] },
        }),
      "start_session",
      { start: { game: "flicky", player_ids: [1, 2], setup: { vp_tokens: 12, one_copy_each: true, singles: [] } } },
    ],
    [
      "sessionAct (flicky buy with a payment)",
      () =>
        backend.sessionAct(6, {
          action: "command",
          command: {
            type: "buy",
            upgrade: "boosters",
            payment: { energy: 1, dark_matter: 1, rare_metal: 1, star_crystal: 0, alien_samples: 0 },
          },
        }),
      "session_act",
      {
        id: 6,
        action: {
          action: "command",
          command: {
            type: "buy",
            upgrade: "boosters",
            payment: { energy: 1, dark_matter: 1, rare_metal: 1, star_crystal: 0, alien_samples: 0 },
          },
        },
      },
    ],
    ["flickyCatalog", () => backend.flickyCatalog(), "flicky_catalog", undefined],
    [
      "startSession (spacecraft)",
      () =>
        backend.startSession({
          game: "spacecraft",
          player_ids: [1, 2],
          setup: {
            variant: "basic",
            plan: [{ type: "kind", kind: "hull", n: 3 }],
            countdown: [2, 1],
            colours: [],
            display: 2,
            advanced_cards: [],
            goals: [1, 2],
          },
        }),
      "start_session",
      {
        start: {
          game: "spacecraft",
          player_ids: [1, 2],
          setup: {
            variant: "basic",
            plan: [{ type: "kind", kind: "hull", n: 3 }],
            countdown: [2, 1],
            colours: [],
            display: 2,
            advanced_cards: [],
            goals: [1, 2],
          },
        },
      },
    ],
    [
      "sessionAct (spacecraft build)",
      () => backend.sessionAct(8, { action: "command", command: { type: "build", rocket: "N:gold\nH:grey\n" } }),
      "session_act",
      { id: 8, action: { action: "command", command: { type: "build", rocket: "N:gold\nH:grey\n" } } },
    ],
    [
      "spacecraftCheck",
      () => backend.spacecraftCheck("H:grey\n", ["pink"], null),
      "spacecraft_check",
      { rocket: "H:grey\n", colours: ["pink"], joins: null },
    ],
    ["spacecraftLibrary", () => backend.spacecraftLibrary(), "spacecraft_library", undefined],
    [
      "startSession (ships)",
      () => backend.startSession({ game: "ships", player_ids: [1, 2], setup: { cards: [] } }),
      "start_session",
      { start: { game: "ships", player_ids: [1, 2], setup: { cards: [] } } },
    ],
    [
      "sessionPreview (ships place_ship)",
      () => backend.sessionPreview(9, { type: "place_ship", age: 5, ship_box: "merchant" }),
      "session_preview",
      { id: 9, command: { type: "place_ship", age: 5, ship_box: "merchant" } },
    ],
    ["shipsLibrary", () => backend.shipsLibrary(), "ships_library", undefined],
    [
      "shipsCards",
      () => backend.shipsCards([{ name: "Docks", era: "galley", gold_cost: 1, copies: 2 }]),
      "ships_cards",
      { data: [{ name: "Docks", era: "galley", gold_cost: 1, copies: 2 }] },
    ],
    [
      "ricketyRecognize",
      () =>
        backend.ricketyRecognize({
          photo: "data:image/jpeg;base64,AAAA",
          shapeGrid: "7\n",
          decks: 2,
          deck: "Bicycle",
          sessionId: 4,
          seat: 1,
        }),
      "rickety_recognize",
      { photo: "data:image/jpeg;base64,AAAA", shape: null, shapeGrid: "7\n", decks: 2, deck: "Bicycle", sessionId: 4, seat: 1 },
    ],
    ["decks", () => backend.decks(), "decks", undefined],
    [
      "enrolDeck",
      () => backend.enrolDeck("Bicycle", [{ name: "1-spades.jpg", data: "data:image/jpeg;base64,/9j/" }]),
      "enrol_deck",
      { name: "Bicycle", photos: [{ name: "1-spades.jpg", data: "data:image/jpeg;base64,/9j/" }] },
    ],
    ["forgetDeck", () => backend.forgetDeck("Bicycle"), "forget_deck", { name: "Bicycle" }],
    ["sessionPhotos", () => backend.sessionPhotos(4), "session_photos", { sessionId: 4 }],
    ["photoDataUrl", () => backend.photoDataUrl(9), "photo_data_url", { id: 9 }],
    [
      "sessionAddPhoto",
      () => backend.sessionAddPhoto(4, "data:image/jpeg;base64,/9j/"),
      "session_add_photo",
      { sessionId: 4, photo: "data:image/jpeg;base64,/9j/" },
    ],
    ["deletePhoto", () => backend.deletePhoto(9), "delete_photo", { id: 9 }],
    ["databasePath", () => backend.databasePath(), "database_path", undefined],
    ["logFile", () => backend.logFile(), "log_file", undefined],
    ["revealExport", () => backend.revealExport("/tmp/a.csv"), "reveal_export", { path: "/tmp/a.csv" }],
    ["updatePlayer", () => backend.updatePlayer(3, { name: "Ann", initial: "AN" }), "update_player", { id: 3, edit: { name: "Ann", initial: "AN" } }],
    ["mergePlayers", () => backend.mergePlayers(1, 4), "merge_players", { keep: 1, merge: 4 }],
    ["guests", () => backend.guests(), "guests", undefined],
    ["adoptGuest", () => backend.adoptGuest("Eve", 4), "adopt_guest", { name: "Eve", playerId: 4 }],
    ["stats", () => backend.stats({ game: "scorepad" }), "stats", { query: { game: "scorepad" } }],
    [
      "exportData",
      () => backend.exportData("csv", { since: "2026-01-01" }),
      "export_data",
      { format: "csv", query: { since: "2026-01-01" } },
    ],
    ["importData", () => backend.importData("{}"), "import_data", { text: "{}" }],
    ["importData (dry run)", () => backend.importData("{}", true), "import_data", { text: "{}", dryRun: true }],
    ["backups", () => backend.backups(), "backups", undefined],
    ["backupNow", () => backend.backupNow(), "backup_now", undefined],
    ["restoreBackup", () => backend.restoreBackup("drydock-1.db"), "restore_backup", { fileName: "drydock-1.db" }],
  ])("%s invokes %s with the declared argument names", async (_name, run, command, args) => {
    await run();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith(command, args);
  });
});

describe("backend errors", () => {
  it("rejects with the backend's ApiError as sent", async () => {
    const error = { code: "session_closed", message: "session 1 is closed", details: {} };
    invoke.mockRejectedValueOnce(error);
    await expect(backend.sessionAct(1, { action: "undo" })).rejects.toEqual(error);
  });

  it("turns a bare Tauri string rejection into an ApiError with that message", async () => {
    invoke.mockRejectedValueOnce("command session_act not allowed by ACL");
    await expect(backend.sessionShow(1)).rejects.toMatchObject({
      code: "invalid_input",
      message: "command session_act not allowed by ACL",
    });
  });
});
