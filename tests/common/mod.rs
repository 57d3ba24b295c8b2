//! Set-up shared by the integration tests: players and sessions made
//! through the public API, as the app makes them.

#![allow(dead_code)]

use drydock::api::{Action, Api, GameCommand, GameId, GameSetup, NewPlayer, StartSession};
use serde_json::Value;

/// Creates a profile per name; their ids in order.
pub fn players(api: &Api, names: &[&str]) -> Vec<i64> {
    names
        .iter()
        .map(|name| {
            api.create_player(&NewPlayer {
                name: name.to_string(),
                colour: None,
            })
            .expect("new player")
            .id
        })
        .collect()
}

/// Starts `game` for Ann and Bob with `setup`; the session's id.
pub fn ann_and_bob(api: &mut Api, game: &str, setup: Value) -> i64 {
    let player_ids = players(api, &["Ann", "Bob"]);
    start(api, game, setup, player_ids)
}

/// Starts `game` for the profiles `player_ids` with `setup`; the session's id.
pub fn start(api: &mut Api, game: &str, setup: Value, player_ids: Vec<i64>) -> i64 {
    api.start_session(&StartSession {
        seats: Vec::new(),
        location: None,
        player_ids,
        setup: typed_setup(game, setup),
    })
    .expect("session starts")
    .id
}

/// `setup` read as `game`'s setup (`null`: every default).
pub fn typed_setup(game: &str, setup: Value) -> GameSetup {
    let game = GameId::parse(game).expect("a game this build knows");
    GameSetup::decode(game, &setup).expect("a setup of the game")
}

/// The action playing `command` in session `id`, read as its game's command.
pub fn command(api: &Api, id: i64, command: Value) -> Action {
    let game = api.session_game(id).expect("the session exists");
    Action::Command(GameCommand::decode(game, &command).expect("a command of the game"))
}

/// `command` read as a command of `game`, as an action.
pub fn cmd(game: &str, command: Value) -> Action {
    let game = GameId::parse(game).expect("a game this build knows");
    Action::Command(GameCommand::decode(game, &command).expect("a command of the game"))
}

/// A session's state as JSON, for tests that probe it by path.
pub fn state_json(view: &drydock::api::SessionView) -> Value {
    let tagged = serde_json::to_value(&view.state).expect("a state serialises");
    tagged["state"].clone()
}

/// A session exported again, as a file from before exports carried the
/// play's UUID (version 1) would read: the version and the UUID are the
/// only things a re-export of a v1 file adds. Checks that it adds them.
pub fn as_v1(mut export: drydock::api::SessionExport) -> drydock::api::SessionExport {
    assert_eq!(export.version, drydock::api::EXPORT_VERSION);
    let uuid = export
        .session
        .uuid
        .take()
        .expect("a re-export carries the uuid");
    assert_eq!(uuid.len(), 36, "a hyphenated UUID: {uuid}");
    export.version = 1;
    export
}

/// The CLI on database `db`, run in time zone `tz`.
pub fn cli_in(tz: &str, db: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_drydock"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env("TZ", tz)
        .output()
        .expect("drydock runs")
}

/// The CLI's JSON answer, which must be a success.
pub fn cli_json(tz: &str, db: &std::path::Path, args: &[&str]) -> Value {
    let out = cli_in(tz, db, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// A fresh database (and its folder) holding the history fixture's
/// archive, imported through the CLI in time zone `tz`.
pub fn history_fixture(tz: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let archive = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/history/archive.json");
    cli_json(
        tz,
        &db,
        &["import", archive.to_str().expect("path"), "--json"],
    );
    (dir, db)
}

/// Runs each CLI call of `cases` on `db` in UTC and checks it is refused
/// with a message holding its text, and that no byte of the database
/// changed.
pub fn refused_and_unchanged(db: &std::path::Path, cases: &[(Vec<&str>, &str)]) {
    let bytes = std::fs::read(db).expect("db");
    for (args, said) in cases {
        let out = cli_in("UTC", db, args);
        assert!(!out.status.success(), "{args:?} is refused");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(message.contains(said), "{args:?}: {message}");
        assert_eq!(
            std::fs::read(db).expect("db"),
            bytes,
            "{args:?} changed nothing"
        );
    }
}
