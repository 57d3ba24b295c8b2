//! Declares the app's commands to Tauri's ACL so each must be granted by a
//! capability (`capabilities/main.json`): nothing is allowed by default.

const COMMANDS: &[&str] = &[
    "games",
    "players",
    "create_player",
    "start_session",
    "session_act",
    "session_show",
    "session_preview",
    "sessions_list",
    "rickety_shapes",
    "rickety_save_shape",
    "rickety_delete_shape",
    "flicky_catalog",
    "spacecraft_check",
    "spacecraft_library",
    "ships_library",
    "ships_cards",
    "rickety_recognize",
    "decks",
    "enrol_deck",
    "forget_deck",
    "session_photos",
    "photo_data_url",
    "database_path",
    "session_at",
    "session_scores",
    "session_set_notes",
    "update_player",
    "merge_players",
    "stats",
    "export_data",
    "import_data",
    "backups",
    "backup_now",
    "restore_backup",
    "bgstats_link",
    "set_bgg_id",
    "session_set_location",
    "session_correct_result",
    "session_undo_edit",
    "session_redo_edit",
    "session_set_when",
    "session_delete",
    "trash_list",
    "trash_restore",
    "trash_empty",
    "locations",
    "session_add_photo",
    "reveal_export",
    "log_file",
    "delete_photo",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri build script");
}
