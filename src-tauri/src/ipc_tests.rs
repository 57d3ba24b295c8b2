//! The web view is not trusted: every Tauri command must check its
//! arguments in Rust, answer hostile or malformed ones with a clear error,
//! never panic, and change nothing. These tests prove it through the real
//! IPC layer: Tauri's mock runtime with the app's own context (its ACL and
//! capabilities), the same `with_commands` handler `main` uses, JSON
//! arguments deserialised by Tauri, the command, and the core on a scratch
//! database in a temporary folder.
//!
//! - `every_command_refuses_hostile_arguments_and_changes_nothing`: for each
//!   command, cases derived from its signature in the command list (each required
//!   argument missing, each argument of the wrong JSON type, numbers out of
//!   range, a bytes body, a body that is not an object) and the hand-written
//!   cases of [`specs`] (unknown ids, negative and huge numbers, 200,000
//!   character strings, path traversal, broken photos, unknown games and
//!   enum values, damaged import files). Each must get the expected error
//!   (Tauri's "invalid args" naming the argument, or the core's `ApiError`
//!   with its `code` and a message), and afterwards every row of every
//!   table and every file beside the database must be as before.
//! - `every_command_has_hostile_cases`: the core's command list (from which
//!   the handler is generated) and `capabilities/main.json` agree, and each
//!   command has a [`Spec`] with hand-written cases whose arguments match
//!   its signature: a new command without hostile cases fails here.
//! - `only_the_main_window_may_call_the_commands`: the ACL refuses every
//!   command to another window and to remote content, and unknown commands.
//! - `the_harness_reaches_the_core`: positive calls, so the refusals above
//!   cannot come from a harness that reaches nothing.
//! - `a_deck_is_enrolled_refused_and_forgotten_through_the_ipc`: the four
//!   enrolment fixture photos make a deck; three of them are refused and
//!   leave it as it was; it is forgotten.
//!
//! A call that takes longer than [`CALL_LIMIT`] fails (and ends the run).
//!
//! Left out: the real webview and its JavaScript (`ui/e2e`), the
//! single-instance plugin and the start-up backup (added in `main` only),
//! and the game rules themselves (the core's own tests): a game command is
//! only checked for being refused cleanly, mostly on the scorepad, and a
//! log entry from an import is re-checked against the rules only for the
//! scorepad (`Game::check_event`; the other games accept what replays).

use std::collections::{BTreeMap, BTreeSet};
use std::hash::{Hash, Hasher};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use base64::Engine as _;
use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewUrl, WebviewWindow, WebviewWindowBuilder};

use drydock::api::commands::{camel_case, COMMANDS};

use super::{context, with_commands, Db};

const CAPABILITY: &str = include_str!("../capabilities/main.json");

/// A connected Rickety shape of 100,000 cells: a start and one long row.
fn huge_shape() -> String {
    format!("7{}", " #".repeat(99_999))
}

/// 200,000 characters: far beyond any name, note or grid.
fn overlong() -> String {
    "x".repeat(200_000)
}

// ---------------------------------------------------------------------
// The harness: an app on the mock runtime, a scratch database, calls.
// ---------------------------------------------------------------------

/// What a call answered.
#[derive(Debug)]
enum Reply {
    Ok(Value),
    Err(Value),
    /// The command (or Tauri) panicked; the message, when it had one.
    Panicked(String),
    /// No answer within [`CALL_LIMIT`].
    TimedOut,
}

/// How long a call may take: recognising a photo takes a few seconds in a
/// debug build; a hostile argument must not take much longer.
const CALL_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

struct Harness {
    dir: tempfile::TempDir,
    db: PathBuf,
    /// Kept alive for the windows.
    app: App<MockRuntime>,
    main: WebviewWindow<MockRuntime>,
}

impl Harness {
    fn new() -> Harness {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = dir.path().join("drydock.db");
        let app = with_commands(mock_builder(), Db::open(&db))
            .build(context())
            .expect("the app builds on the mock runtime");
        let main = WebviewWindowBuilder::new(&app, "main", WebviewUrl::default())
            .build()
            .expect("the main window");
        Harness { dir, db, app, main }
    }

    fn window(&self, label: &str) -> WebviewWindow<MockRuntime> {
        WebviewWindowBuilder::new(&self.app, label, WebviewUrl::default())
            .build()
            .expect("a second window")
    }

    /// Sends `body` to `command` as `window` at `url` would, through
    /// `Webview::on_message` (the ACL, then the handler).
    fn send(
        &self,
        window: &WebviewWindow<MockRuntime>,
        url: &str,
        command: &str,
        body: InvokeBody,
    ) -> Reply {
        let request = InvokeRequest {
            cmd: command.to_string(),
            callback: CallbackFn(0),
            error: CallbackFn(1),
            url: url.parse().expect("a URL"),
            body,
            headers: Default::default(),
            invoke_key: INVOKE_KEY.to_string(),
        };
        // On a thread of its own, so a call that hangs fails the test
        // instead of hanging it.
        let (tx, rx) = std::sync::mpsc::channel();
        let window = window.clone();
        std::thread::spawn(move || {
            let answer = catch_unwind(AssertUnwindSafe(|| get_ipc_response(&window, request)));
            let reply = match answer {
                Ok(Ok(body)) => match body.deserialize::<Value>() {
                    Ok(value) => Reply::Ok(value),
                    Err(e) => Reply::Panicked(format!("an answer that is not JSON: {e}")),
                },
                Ok(Err(error)) => Reply::Err(error),
                Err(panic) => Reply::Panicked(
                    panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default(),
                ),
            };
            let _ = tx.send(reply);
        });
        rx.recv_timeout(CALL_LIMIT).unwrap_or(Reply::TimedOut)
    }

    /// A call from the main window's own (local) page.
    fn call(&self, command: &str, body: InvokeBody) -> Reply {
        self.send(&self.main, "tauri://localhost", command, body)
    }

    fn invoke(&self, command: &str, args: Value) -> Reply {
        self.call(command, InvokeBody::Json(args))
    }

    /// A call that must succeed (seeding and positive checks).
    fn ok(&self, command: &str, args: Value) -> Value {
        match self.invoke(command, args.clone()) {
            Reply::Ok(value) => value,
            other => panic!("{command} {args} should succeed: {other:?}"),
        }
    }

    /// Every row of every table (hashed per table) and every file and
    /// folder beside the database, but the database and its journal.
    fn fingerprint(&self) -> Fingerprint {
        let conn = rusqlite::Connection::open_with_flags(
            &self.db,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .expect("the scratch database opens read-only");
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .expect("user_version");
        let mut names = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .expect("the table list");
        let names: Vec<String> = names
            .query_map([], |row| row.get(0))
            .expect("the table list")
            .collect::<Result<_, _>>()
            .expect("table names");
        let mut tables = BTreeMap::new();
        for name in names {
            let mut statement = conn
                .prepare(&format!("SELECT * FROM \"{name}\""))
                .expect("a table scan");
            let columns = statement.column_count();
            let mut rows = statement.query([]).expect("a table scan");
            let mut hasher = std::collections::hash_map::DefaultHasher::new();
            let mut count = 0usize;
            while let Some(row) = rows.next().expect("a row") {
                count += 1;
                for i in 0..columns {
                    format!("{:?}", row.get_ref(i).expect("a cell")).hash(&mut hasher);
                }
            }
            tables.insert(name, (count, hasher.finish()));
        }
        let mut files = BTreeMap::new();
        list_files(self.dir.path(), self.dir.path(), &mut files);
        let db_name = self.db.file_name().and_then(|n| n.to_str()).unwrap_or("");
        files.retain(|path: &String, _| !path.starts_with(db_name));
        Fingerprint {
            version,
            tables,
            files,
        }
    }
}

fn list_files(root: &Path, dir: &Path, out: &mut BTreeMap<String, Option<u64>>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path
            .strip_prefix(root)
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        if path.is_dir() {
            out.insert(format!("{name}/"), None);
            list_files(root, &path, out);
        } else {
            out.insert(name, entry.metadata().ok().map(|m| m.len()));
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
struct Fingerprint {
    version: i64,
    /// Per table: rows and a hash of every cell.
    tables: BTreeMap<String, (usize, u64)>,
    /// Relative path (folders end in `/`) and size.
    files: BTreeMap<String, Option<u64>>,
}

impl Fingerprint {
    /// What changed from `self` to `now`; empty when nothing did.
    fn changes(&self, now: &Fingerprint, files_may_change: bool) -> Vec<String> {
        let mut changes = Vec::new();
        if self.version != now.version {
            changes.push(format!(
                "schema version {} -> {}",
                self.version, now.version
            ));
        }
        for (name, before) in &self.tables {
            match now.tables.get(name) {
                Some(after) if after == before => {}
                Some(after) => changes.push(format!(
                    "table {name}: {} rows -> {} rows{}",
                    before.0,
                    after.0,
                    if before.0 == after.0 {
                        " (contents changed)"
                    } else {
                        ""
                    }
                )),
                None => changes.push(format!("table {name} vanished")),
            }
        }
        for name in now.tables.keys() {
            if !self.tables.contains_key(name) {
                changes.push(format!("table {name} appeared"));
            }
        }
        if !files_may_change && self.files != now.files {
            let before: BTreeSet<_> = self.files.iter().collect();
            let after: BTreeSet<_> = now.files.iter().collect();
            for gone in before.difference(&after) {
                changes.push(format!("file {gone:?} gone or changed"));
            }
            for new in after.difference(&before) {
                changes.push(format!("file {new:?} appeared or changed"));
            }
        }
        changes
    }
}

// ---------------------------------------------------------------------
// What exists before the hostile calls: made through the IPC too.
// ---------------------------------------------------------------------

/// Ids and names of what the seed made (placeholders for the guard test).
#[derive(Debug, Clone)]
struct Seed {
    ada: i64,
    bo: i64,
    /// A scorepad session with Ada and Bo, one round played, still open.
    open: i64,
    /// A finished scorepad session with Ada alone.
    closed: i64,
    photo: i64,
    shape: String,
    backup: String,
    /// A file in `backups/` named like a backup that is not a database.
    damaged_backup: String,
    /// Backups that are SQLite databases but not working Drydock ones: a
    /// copy with a trigger planted on `events`, and a file holding only
    /// the migrations ledger.
    trap_backup: String,
    ledger_backup: String,
    /// A 64×64 PNG, base64 (a photo the core accepts).
    png: String,
}

impl Seed {
    fn placeholder() -> Seed {
        Seed {
            ada: 1,
            bo: 2,
            open: 1,
            closed: 2,
            photo: 1,
            shape: "Seed shape".into(),
            backup: "drydock-x-manual.db".into(),
            damaged_backup: "drydock-00000000T000000000-damaged.db".into(),
            trap_backup: "drydock-00000000T000000001-trap.db".into(),
            ledger_backup: "drydock-00000000T000000002-ledger.db".into(),
            png: String::new(),
        }
    }

    fn make(h: &Harness) -> Seed {
        let id = |v: &Value| v["id"].as_i64().expect("an id");
        let ada = id(&h.ok("create_player", json!({"player": {"name": "Ada"}})));
        let bo = id(&h.ok(
            "create_player",
            json!({"player": {"name": "Bo", "colour": "#2e86de"}}),
        ));
        let open = id(&h.ok(
            "start_session",
            json!({"start": {"game": "scorepad", "player_ids": [ada, bo], "setup": {"title": "Seed"}}}),
        ));
        let view = h.ok(
            "session_act",
            json!({"id": open, "action": {"action": "command", "game": "scorepad", "command": {"type": "add_round", "scores": [3, 4]}}}),
        );
        assert_eq!(view["state"]["totals"], json!([3, 4]), "the round counts");
        let closed = id(&h.ok(
            "start_session",
            json!({"start": {"game": "scorepad", "player_ids": [ada]}}),
        ));
        h.ok(
            "session_act",
            json!({"id": closed, "action": {"action": "command", "game": "scorepad", "command": {"type": "add_round", "scores": [5]}}}),
        );
        h.ok(
            "session_act",
            json!({"id": closed, "action": {"action": "close"}}),
        );
        h.ok("session_set_notes", json!({"id": open, "notes": "seeded"}));
        let png = png_base64(64);
        let photo = id(&h.ok(
            "session_add_photo",
            json!({"sessionId": open, "photo": format!("data:image/png;base64,{png}")}),
        ));
        let shapes = h.ok("rickety_shapes", json!({}));
        let grid = shapes[0]["grid"].as_str().expect("a built-in grid");
        let shape = "Seed shape".to_string();
        h.ok("rickety_save_shape", json!({"name": shape, "grid": grid}));
        let backup = h.ok("backup_now", json!({}))["file_name"]
            .as_str()
            .expect("a backup name")
            .to_string();
        let damaged_backup = "drydock-00000000T000000000-damaged.db".to_string();
        std::fs::write(
            h.dir.path().join("backups").join(&damaged_backup),
            b"not a database",
        )
        .expect("a damaged backup");
        let folder = h.dir.path().join("backups");
        let trap_backup = "drydock-00000000T000000001-trap.db".to_string();
        std::fs::copy(folder.join(&backup), folder.join(&trap_backup)).expect("a copy");
        rusqlite::Connection::open(folder.join(&trap_backup))
            .and_then(|c| {
                c.execute_batch(
                    "CREATE TRIGGER vanish AFTER INSERT ON events BEGIN DELETE FROM events WHERE rowid = new.rowid; END;",
                )
            })
            .expect("a planted trigger");
        let ledger_backup = "drydock-00000000T000000002-ledger.db".to_string();
        rusqlite::Connection::open(folder.join(&ledger_backup))
            .and_then(|c| {
                c.execute_batch(
                    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
                     INSERT INTO schema_migrations VALUES (1, 'init', '2026-01-01T00:00:00Z');",
                )
            })
            .expect("a ledger alone");
        Seed {
            ada,
            bo,
            open,
            closed,
            photo,
            shape,
            backup,
            damaged_backup,
            trap_backup,
            ledger_backup,
            png,
        }
    }
}

fn png_bytes(side: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(side, side, |x, y| {
        image::Rgb([(x * 4) as u8, (y * 4) as u8, 90])
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("a PNG");
    bytes.into_inner()
}

fn png_base64(side: u32) -> String {
    base64::engine::general_purpose::STANDARD.encode(png_bytes(side))
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// An archive (`drydock-archive`) of scorepad sessions by Zed and Yu, each
/// given as (start time, events, game).
fn archive(sessions: &[(&str, Value, &str)]) -> String {
    let sessions: Vec<Value> = sessions
        .iter()
        .enumerate()
        .map(|(i, (started, events, game))| {
            json!({
                "id": i + 1,
                "session": {
                    "game": game, "title": "Imported", "setup": {"title": "Imported"},
                    "seats": [{"player": 1}, {"player": 2}],
                    "started_at": started, "ended_at": null, "result": null
                },
                "events": events,
                "photos": []
            })
        })
        .collect();
    json!({
        "format": "drydock-archive", "version": 1, "exported_at": "2026-01-01T00:00:00Z",
        "players": [
            {"key": 1, "name": "Zed", "colour": "#112233", "created_at": "2026-01-01T00:00:00Z"},
            {"key": 2, "name": "Yu", "colour": "#445566", "created_at": "2026-01-01T00:00:00Z"}
        ],
        "shapes": [],
        "sessions": sessions
    })
    .to_string()
}

/// A one-session archive with one value changed by `edit`: a stored
/// field outside its limits (src/api/fields.rs).
fn tampered(edit: impl Fn(&mut Value)) -> String {
    let mut file: Value =
        serde_json::from_str(&archive(&[("2026-01-01T00:00:00Z", json!([]), "scorepad")]))
            .expect("the archive is JSON");
    edit(&mut file);
    file.to_string()
}

fn round_added(seq: u64, round: u64, scores: Value) -> Value {
    json!({"seq": seq, "at": "2026-01-01T00:01:00Z",
           "payload": {"v": 1, "kind": "events",
                       "events": [{"type": "round_added", "round": round, "scores": scores}]}})
}

// ---------------------------------------------------------------------
// The table: per command, well-typed arguments and hostile cases.
// ---------------------------------------------------------------------

/// How a hostile call must be answered.
#[derive(Debug, Clone)]
enum Expect {
    /// Refused by Tauri before the command runs: "invalid args `<key>` for
    /// command `<command>`: …".
    BadArg(String),
    /// Refused by the core: `{code, message}` with this code, the message
    /// holding `mentions` (when given).
    Api {
        code: &'static str,
        mentions: Option<String>,
    },
    /// The command takes no arguments: whatever is sent is ignored, the
    /// call succeeds and the database is unchanged (`writes_files`: the
    /// command's purpose is a new file, e.g. a backup).
    Ignored { writes_files: bool },
}

fn bad_arg(key: &str) -> Expect {
    Expect::BadArg(key.to_string())
}

fn api(code: &'static str) -> Expect {
    Expect::Api {
        code,
        mentions: None,
    }
}

fn api_saying(code: &'static str, mentions: &str) -> Expect {
    Expect::Api {
        code,
        mentions: Some(mentions.to_string()),
    }
}

#[derive(Debug, Clone)]
struct Case {
    what: String,
    body: InvokeBody,
    expect: Expect,
}

fn case(what: &str, args: Value, expect: Expect) -> Case {
    Case {
        what: what.to_string(),
        body: InvokeBody::Json(args),
        expect,
    }
}

struct Spec {
    command: &'static str,
    /// Well-typed arguments, one per parameter: the cases derived from the
    /// signature change one argument of these at a time.
    base: Value,
    /// Hand-written hostile cases reaching the command and the core.
    cases: Vec<Case>,
}

fn no_args(command: &'static str, writes_files: bool) -> Spec {
    let ignored = Expect::Ignored { writes_files };
    Spec {
        command,
        base: json!({}),
        cases: vec![
            case(
                "unexpected arguments",
                json!({"id": -1, "path": "../../etc/passwd", "text": overlong()}),
                ignored.clone(),
            ),
            case("a body that is not an object", json!([1, 2, 3]), ignored),
        ],
    }
}

fn act(id: i64, command: Value) -> Value {
    json!({"id": id, "action": {"action": "command", "game": "scorepad", "command": command}})
}

fn specs(s: &Seed) -> Vec<Spec> {
    let nope = 987_654_321i64;
    let too_small_png = png_base64(16);
    let truncated_png = b64(&png_bytes(64)[..60]);
    let not_an_image = b64(b"GIF89a, or rather: not a photo at all");
    vec![
        no_args("games", false),
        no_args("players", false),
        Spec {
            command: "create_player",
            base: json!({"player": {"name": "Cy"}}),
            cases: vec![
                case(
                    "an empty name",
                    json!({"player": {"name": ""}}),
                    api("invalid_input"),
                ),
                case(
                    "a blank name",
                    json!({"player": {"name": " \t "}}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong name",
                    json!({"player": {"name": overlong()}}),
                    api("invalid_input"),
                ),
                case(
                    "a name taken (other case)",
                    json!({"player": {"name": "ADA"}}),
                    api("invalid_input"),
                ),
                case(
                    "a colour that is a word",
                    json!({"player": {"name": "Cy", "colour": "red"}}),
                    api("invalid_input"),
                ),
                case(
                    "a colour with a bad digit",
                    json!({"player": {"name": "Cy", "colour": "#12345g"}}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong colour",
                    json!({"player": {"name": "Cy", "colour": overlong()}}),
                    api("invalid_input"),
                ),
                case(
                    "a name that is a number",
                    json!({"player": {"name": 7}}),
                    bad_arg("player"),
                ),
                case(
                    "no name",
                    json!({"player": {"colour": "#112233"}}),
                    bad_arg("player"),
                ),
            ],
        },
        Spec {
            command: "start_session",
            base: json!({"start": {"game": "scorepad", "player_ids": [s.ada]}}),
            cases: vec![
                case(
                    "a guest named like a profile",
                    json!({"start": {"game": "scorepad", "seats": [{"player_id": s.bo}, {"guest": "ADA"}]}}),
                    api_saying("invalid_input", "has a profile"),
                ),
                case(
                    "seats given twice over",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "seats": [{"guest": "Eve"}]}}),
                    api_saying("invalid_input", "not both"),
                ),
                case(
                    "a guest with a control character",
                    json!({"start": {"game": "scorepad", "seats": [{"guest": "Eve\u{7}"}]}}),
                    api("invalid_input"),
                ),
                case(
                    "a seat that is neither a profile nor a guest",
                    json!({"start": {"game": "scorepad", "seats": [{"name": "Eve"}]}}),
                    bad_arg("start"),
                ),
                // The game is part of the typed contract: one this build
                // does not know is a bad argument.
                case(
                    "an unknown game",
                    json!({"start": {"game": "chess", "player_ids": [s.ada]}}),
                    bad_arg("start"),
                ),
                case(
                    "an overlong game",
                    json!({"start": {"game": overlong(), "player_ids": [s.ada]}}),
                    bad_arg("start"),
                ),
                case(
                    "a player who does not exist",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada, nope]}}),
                    api("not_found"),
                ),
                case(
                    "a negative player id",
                    json!({"start": {"game": "scorepad", "player_ids": [-1]}}),
                    api("not_found"),
                ),
                case(
                    "the largest player id",
                    json!({"start": {"game": "scorepad", "player_ids": [i64::MAX]}}),
                    api("not_found"),
                ),
                case(
                    "a player twice",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada, s.ada]}}),
                    api("invalid_input"),
                ),
                case(
                    "nobody",
                    json!({"start": {"game": "scorepad", "player_ids": []}}),
                    api("rule_violation"),
                ),
                case(
                    "a setup with an unknown field",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "setup": {"admin": true}}}),
                    bad_arg("start"),
                ),
                case(
                    "an unknown win rule",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "setup": {"win": "sideways"}}}),
                    bad_arg("start"),
                ),
                case(
                    "an overlong title",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "setup": {"title": overlong()}}}),
                    api("invalid_input"),
                ),
                case(
                    "a setup that is a string",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "setup": "../../etc/passwd"}}),
                    bad_arg("start"),
                ),
                case(
                    "Rickety with an unknown setup field",
                    json!({"start": {"game": "rickety", "player_ids": [s.ada, s.bo], "setup": {"admin": true}}}),
                    bad_arg("start"),
                ),
                case(
                    "Flicky with an unknown setup field",
                    json!({"start": {"game": "flicky", "player_ids": [s.ada, s.bo], "setup": {"admin": true}}}),
                    bad_arg("start"),
                ),
                case(
                    "Space Craft with an unknown setup field",
                    json!({"start": {"game": "spacecraft", "player_ids": [s.ada, s.bo], "setup": {"admin": true}}}),
                    bad_arg("start"),
                ),
                case(
                    "Ships with an unknown setup field",
                    json!({"start": {"game": "ships", "player_ids": [s.ada, s.bo], "setup": {"admin": true}}}),
                    bad_arg("start"),
                ),
                case(
                    "Rickety with a shape of 100,000 cells",
                    json!({"start": {"game": "rickety", "player_ids": [s.ada, s.bo], "setup": {"shape": {"name": "Big", "grid": huge_shape()}}}}),
                    bad_arg("start"),
                ),
                case(
                    "Rickety with a shape of 400 cells",
                    json!({"start": {"game": "rickety", "player_ids": [s.ada, s.bo], "setup": {"shape": {"name": "Big", "grid": "7\n".to_string() + &"#\n".repeat(400)}}}}),
                    bad_arg("start"),
                ),
                case(
                    "an unknown field",
                    json!({"start": {"game": "scorepad", "player_ids": [s.ada], "owner": 1}}),
                    bad_arg("start"),
                ),
                case(
                    "player ids as text",
                    json!({"start": {"game": "scorepad", "player_ids": ["1"]}}),
                    bad_arg("start"),
                ),
            ],
        },
        Spec {
            command: "session_act",
            base: json!({"id": s.open, "action": {"action": "undo"}}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope, "action": {"action": "undo"}}),
                    api("not_found"),
                ),
                case(
                    "a negative id",
                    json!({"id": -1, "action": {"action": "close"}}),
                    api("not_found"),
                ),
                case(
                    "the largest id",
                    json!({"id": i64::MAX, "action": {"action": "close"}}),
                    api("not_found"),
                ),
                case(
                    "a closed session",
                    act(s.closed, json!({"type": "add_round"})),
                    api("session_closed"),
                ),
                case(
                    "closing a closed session",
                    json!({"id": s.closed, "action": {"action": "close"}}),
                    api("session_closed"),
                ),
                case(
                    "redo with nothing undone",
                    json!({"id": s.open, "action": {"action": "redo"}}),
                    api("nothing_to_redo"),
                ),
                case(
                    "an unknown game command",
                    act(s.open, json!({"type": "drop_table"})),
                    bad_arg("action"),
                ),
                case(
                    "a game command that is text",
                    act(s.open, json!(overlong())),
                    bad_arg("action"),
                ),
                case(
                    "a score beyond the limit",
                    act(
                        s.open,
                        json!({"type": "set_score", "round": 1, "seat": 0, "score": 1_000_000_001i64}),
                    ),
                    api_saying("rule_violation", "SP2"),
                ),
                case(
                    "the smallest i64 score",
                    act(
                        s.open,
                        json!({"type": "set_score", "round": 1, "seat": 0, "score": i64::MIN}),
                    ),
                    api_saying("rule_violation", "SP2"),
                ),
                case(
                    "the largest i64 score in a new round",
                    act(
                        s.open,
                        json!({"type": "add_round", "scores": [i64::MAX, 0]}),
                    ),
                    api_saying("rule_violation", "SP2"),
                ),
                case(
                    "a seat that does not exist",
                    act(
                        s.open,
                        json!({"type": "set_score", "round": 1, "seat": 99, "score": 1}),
                    ),
                    api_saying("rule_violation", "SP3"),
                ),
                case(
                    "a round that does not exist",
                    act(
                        s.open,
                        json!({"type": "set_score", "round": u64::MAX, "seat": 0, "score": 1}),
                    ),
                    api_saying("rule_violation", "SP3"),
                ),
                // A command that is no command of its game is refused as
                // the argument it is: the contract is typed per game.
                case(
                    "a negative round",
                    act(
                        s.open,
                        json!({"type": "set_score", "round": -1, "seat": 0, "score": 1}),
                    ),
                    bad_arg("action"),
                ),
                case(
                    "another game's command",
                    json!({"id": s.open, "action": {"action": "command", "game": "flicky", "command": {"type": "end_turn"}}}),
                    api_saying("invalid_input", "Scorepad session"),
                ),
                case(
                    "a command without its game",
                    json!({"id": s.open, "action": {"action": "command", "command": {"type": "add_round", "scores": [1, 2]}}}),
                    bad_arg("action"),
                ),
                case(
                    "too many scores",
                    act(s.open, json!({"type": "add_round", "scores": [1, 2, 3]})),
                    api_saying("rule_violation", "SP3"),
                ),
                case(
                    "an unknown action",
                    json!({"id": s.open, "action": {"action": "delete"}}),
                    bad_arg("action"),
                ),
                // Not checked: an unknown field beside a unit action
                // (`{"action": "undo", "all": true}`) is ignored, as serde's
                // deny_unknown_fields does not reach the unit variants of
                // an internally tagged enum; the action is the one named.
                case(
                    "a command action without its command",
                    json!({"id": s.open, "action": {"action": "command"}}),
                    bad_arg("action"),
                ),
                case(
                    "an action with an unknown field",
                    json!({"id": s.open, "action": {"action": "command", "game": "scorepad", "command": {"type": "add_round"}, "all": true}}),
                    bad_arg("action"),
                ),
            ],
        },
        Spec {
            command: "session_show",
            base: json!({"id": s.open}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
                case("the smallest id", json!({"id": i64::MIN}), api("not_found")),
            ],
        },
        Spec {
            command: "session_preview",
            base: json!({"id": s.open, "command": {"game": "scorepad", "command": {"type": "add_round"}}}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope, "command": {"game": "scorepad", "command": {"type": "add_round"}}}),
                    api("not_found"),
                ),
                case(
                    "a closed session",
                    json!({"id": s.closed, "command": {"game": "scorepad", "command": {"type": "add_round"}}}),
                    api("session_closed"),
                ),
                case(
                    "an unknown game command",
                    json!({"id": s.open, "command": {"game": "scorepad", "command": {"type": "drop_table"}}}),
                    bad_arg("command"),
                ),
                case(
                    "an unknown game",
                    json!({"id": s.open, "command": {"game": "chess", "command": {"type": "add_round"}}}),
                    bad_arg("command"),
                ),
                case(
                    "another game's command",
                    json!({"id": s.open, "command": {"game": "flicky", "command": {"type": "end_turn"}}}),
                    api_saying("invalid_input", "Scorepad session"),
                ),
                case(
                    "a command that is null",
                    json!({"id": s.open, "command": null}),
                    bad_arg("command"),
                ),
                case(
                    "an overlong command",
                    json!({"id": s.open, "command": overlong()}),
                    bad_arg("command"),
                ),
                case(
                    "the smallest i64 score",
                    json!({"id": s.open, "command": {"game": "scorepad", "command": {"type": "add_round", "scores": [0, i64::MIN]}}}),
                    api_saying("rule_violation", "SP2"),
                ),
            ],
        },
        Spec {
            command: "sessions_list",
            base: json!({"query": {}}),
            cases: vec![
                case(
                    "an unknown game",
                    json!({"query": {"game": "chess"}}),
                    bad_arg("query"),
                ),
                case(
                    "a page of 0",
                    json!({"query": {"limit": 0}}),
                    api("invalid_input"),
                ),
                case(
                    "a page of 201",
                    json!({"query": {"limit": 201}}),
                    api("invalid_input"),
                ),
                case(
                    "a page of u32::MAX",
                    json!({"query": {"limit": u32::MAX}}),
                    api("invalid_input"),
                ),
                case(
                    "an impossible date",
                    json!({"query": {"since": "2026-13-45"}}),
                    api("invalid_input"),
                ),
                case(
                    "a path for a date",
                    json!({"query": {"until": "../../etc/passwd"}}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong date",
                    json!({"query": {"since": overlong()}}),
                    api("invalid_input"),
                ),
                case(
                    "the last day there is",
                    json!({"query": {"until": "+262142-12-31"}}),
                    api("invalid_input"),
                ),
                case(
                    "an unknown status",
                    json!({"query": {"status": "deleted"}}),
                    bad_arg("query"),
                ),
                case(
                    "a negative page",
                    json!({"query": {"limit": -1}}),
                    bad_arg("query"),
                ),
                case(
                    "an offset beyond u32",
                    json!({"query": {"offset": 1u64 << 40}}),
                    bad_arg("query"),
                ),
                case(
                    "an unknown filter",
                    json!({"query": {"sql": "1=1"}}),
                    bad_arg("query"),
                ),
            ],
        },
        no_args("rickety_shapes", false),
        Spec {
            command: "rickety_save_shape",
            base: json!({"name": "Mine", "grid": "7"}),
            cases: vec![
                case(
                    "a built-in name",
                    json!({"name": "Basic", "grid": "# 7 #"}),
                    api("invalid_input"),
                ),
                case(
                    "a built-in name, other case",
                    json!({"name": "bASIC", "grid": "# 7 #"}),
                    api("invalid_input"),
                ),
                case(
                    "a name taken",
                    json!({"name": s.shape.to_uppercase(), "grid": "# 7 #"}),
                    api("invalid_input"),
                ),
                case(
                    "an empty name",
                    json!({"name": "  ", "grid": "# 7 #"}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong name",
                    json!({"name": overlong(), "grid": "# 7 #"}),
                    api("invalid_input"),
                ),
                case(
                    "no start cell",
                    json!({"name": "Mine", "grid": "# # #"}),
                    api_saying("bad_file", "R3"),
                ),
                case(
                    "two start cells",
                    json!({"name": "Mine", "grid": "7 # 7"}),
                    api_saying("bad_file", "R3"),
                ),
                case(
                    "cut-off cells",
                    json!({"name": "Mine", "grid": "7 . #"}),
                    api_saying("bad_file", "R3"),
                ),
                case(
                    "a token that is no cell",
                    json!({"name": "Mine", "grid": "7 X"}),
                    api("bad_file"),
                ),
                case(
                    "an overlong grid",
                    json!({"name": "Mine", "grid": huge_shape()}),
                    api("bad_file"),
                ),
                case(
                    "an overlong grid of many rows",
                    json!({"name": "Mine", "grid": format!("7\n{}", "#\n".repeat(100_000))}),
                    api("bad_file"),
                ),
            ],
        },
        Spec {
            command: "rickety_delete_shape",
            base: json!({"name": "Mine"}),
            cases: vec![
                case(
                    "a built-in shape",
                    json!({"name": "basic"}),
                    api("invalid_input"),
                ),
                case(
                    "a shape that does not exist",
                    json!({"name": "Nope"}),
                    api("not_found"),
                ),
                case(
                    "an overlong name",
                    json!({"name": overlong()}),
                    api("not_found"),
                ),
                case("a wildcard", json!({"name": "%"}), api("not_found")),
            ],
        },
        no_args("flicky_catalog", false),
        Spec {
            command: "spacecraft_check",
            base: json!({"rocket": "", "colours": [], "joins": null}),
            cases: vec![
                case(
                    "a rocket that is not one",
                    json!({"rocket": "../../etc/passwd", "colours": []}),
                    api("bad_file"),
                ),
                case(
                    "an overlong rocket",
                    json!({"rocket": overlong(), "colours": []}),
                    api("bad_file"),
                ),
                case(
                    "an overlong colour and a rocket that is not one",
                    json!({"rocket": "?? ??", "colours": [overlong()]}),
                    api("bad_file"),
                ),
                case(
                    "a join table that is not one",
                    json!({"rocket": "", "colours": [], "joins": {"joins": [{"from": "nowhere"}]}}),
                    bad_arg("joins"),
                ),
                case(
                    "colours that are not text",
                    json!({"rocket": "", "colours": [1, 2]}),
                    bad_arg("colours"),
                ),
                case(
                    "cells holding a part of three colours",
                    json!({"rocket": [[{"kind": "hull", "colours": ["grey", "blue", "gold"]}]], "colours": []}),
                    bad_arg("rocket"),
                ),
                case(
                    "cells holding a colour the table does not play with",
                    json!({"rocket": [[{"kind": "hull", "colours": ["pink"]}]], "colours": []}),
                    api("bad_file"),
                ),
            ],
        },
        Spec {
            command: "rickety_stack",
            base: json!({"text": "7H"}),
            cases: vec![
                case(
                    "text that is no stack",
                    json!({"text": "QQ"}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong text",
                    json!({"text": overlong()}),
                    api("invalid_input"),
                ),
                case("a number", json!({"text": 7}), bad_arg("text")),
            ],
        },
        no_args("spacecraft_library", false),
        no_args("ships_library", false),
        Spec {
            command: "ships_cards",
            base: json!({"data": []}),
            cases: vec![
                case(
                    "an unknown era",
                    json!({"data": [{"name": "Galleon", "era": "era_9"}]}),
                    bad_arg("data"),
                ),
                case(
                    "a negative cost",
                    json!({"data": [{"name": "Galleon", "era": "galley", "gold_cost": -1}]}),
                    bad_arg("data"),
                ),
                case(
                    "a cost beyond u32",
                    json!({"data": [{"name": "Galleon", "era": "galley", "gold_cost": 1u64 << 40}]}),
                    bad_arg("data"),
                ),
                case(
                    "a card without a name",
                    json!({"data": [{"era": "galley"}]}),
                    bad_arg("data"),
                ),
            ],
        },
        Spec {
            command: "rickety_recognize",
            base: json!({"photo": s.png, "shape": null, "shapeGrid": null, "decks": 2, "deck": null, "sessionId": null, "seat": null}),
            cases: vec![
                case(
                    "a deck never enrolled",
                    json!({"photo": s.png, "decks": 2, "deck": "Bicycle"}),
                    api_saying("not_found", "no enrolled deck"),
                ),
                case(
                    "an overlong deck name",
                    json!({"photo": s.png, "decks": 2, "deck": overlong()}),
                    api("invalid_input"),
                ),
                case(
                    "a deck name with a control character",
                    json!({"photo": s.png, "decks": 2, "deck": "Bi\u{0}cycle"}),
                    api("invalid_input"),
                ),
                case(
                    "a photo that is not base64",
                    json!({"photo": "data:image/png;base64,!!!not base64!!!", "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "a photo that is not an image",
                    json!({"photo": not_an_image, "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "a path for a photo",
                    json!({"photo": "../../etc/passwd", "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "an overlong photo",
                    json!({"photo": "A".repeat(200_000), "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "an empty photo",
                    json!({"photo": "", "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "a photo too small to read",
                    json!({"photo": too_small_png, "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "a cut-off PNG",
                    json!({"photo": truncated_png, "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "0 decks",
                    json!({"photo": s.png, "decks": 0}),
                    api_saying("invalid_input", "R2"),
                ),
                case(
                    "9 decks",
                    json!({"photo": s.png, "decks": 9}),
                    api_saying("invalid_input", "R2"),
                ),
                case(
                    "a shape that does not exist",
                    json!({"photo": s.png, "shape": "Nope", "decks": 2}),
                    api("not_found"),
                ),
                case(
                    "a shape grid that is not one",
                    json!({"photo": s.png, "shapeGrid": "# # #", "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "an overlong shape grid",
                    json!({"photo": s.png, "shapeGrid": overlong(), "decks": 2}),
                    api("bad_file"),
                ),
                case(
                    "a shape of 100,000 cells",
                    json!({"photo": s.png, "shapeGrid": huge_shape(), "decks": 2}),
                    api_saying("bad_file", "20"),
                ),
                case(
                    "a session that does not exist",
                    json!({"photo": s.png, "decks": 2, "sessionId": nope}),
                    api("not_found"),
                ),
                case(
                    "a seat that does not exist",
                    json!({"photo": s.png, "decks": 2, "sessionId": s.open, "seat": 2}),
                    api("invalid_input"),
                ),
                case(
                    "a negative seat",
                    json!({"photo": s.png, "decks": 2, "sessionId": s.open, "seat": -1}),
                    api("invalid_input"),
                ),
            ],
        },
        Spec {
            command: "session_photos",
            base: json!({"sessionId": s.open}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"sessionId": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"sessionId": -1}), api("not_found")),
            ],
        },
        Spec {
            command: "photo_data_url",
            base: json!({"id": s.photo}),
            cases: vec![
                case(
                    "a photo that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
                case("the largest id", json!({"id": i64::MAX}), api("not_found")),
            ],
        },
        no_args("database_path", false),
        no_args("log_file", false),
        no_args("decks", false),
        Spec {
            command: "enrol_deck",
            base: json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": s.png}]}),
            cases: vec![
                case(
                    "no photos",
                    json!({"name": "Bicycle", "photos": []}),
                    api_saying("invalid_input", "1 to 8 photos"),
                ),
                case(
                    "nine photos",
                    json!({"name": "Bicycle", "photos": vec![json!({"name": "spades.png", "data": s.png}); 9]}),
                    api_saying("invalid_input", "9 photos sent"),
                ),
                case(
                    "a blank deck name",
                    json!({"name": " \t ", "photos": [{"name": "spades.png", "data": s.png}]}),
                    api_saying("invalid_input", "deck name"),
                ),
                case(
                    "an overlong deck name",
                    json!({"name": overlong(), "photos": [{"name": "spades.png", "data": s.png}]}),
                    api_saying("invalid_input", "deck name"),
                ),
                case(
                    "a deck name with a control character",
                    json!({"name": "Bi\u{0}cycle", "photos": [{"name": "spades.png", "data": s.png}]}),
                    api_saying("invalid_input", "deck name"),
                ),
                // What the reader makes of a 64 px gradient is the vision
                // module's business: the refusal names the photo.
                case(
                    "a photo that is not of cards",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": s.png}]}),
                    api_saying("bad_file", "spades.png: "),
                ),
                case(
                    "a second photo that is not base64",
                    json!({"name": "Bicycle", "photos": [
                        {"name": "spades.png", "data": s.png},
                        {"name": "hearts.jpg", "data": "data:image/jpeg;base64,!!!not base64!!!"}
                    ]}),
                    api_saying("bad_file", "hearts.jpg: the photo data is not base64"),
                ),
                case(
                    "a photo that is not an image",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.gif", "data": not_an_image}]}),
                    api_saying("bad_file", "spades.gif"),
                ),
                case(
                    "a path for a photo",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": "../../etc/passwd"}]}),
                    api_saying("bad_file", "spades.png"),
                ),
                case(
                    "a path for a photo's name",
                    json!({"name": "Bicycle", "photos": [{"name": "../../etc/passwd", "data": not_an_image}]}),
                    api_saying("bad_file", "../../etc/passwd: "),
                ),
                case(
                    "an empty photo",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": ""}]}),
                    api_saying("bad_file", "spades.png"),
                ),
                case(
                    "an overlong photo",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": "A".repeat(200_000)}]}),
                    api_saying("bad_file", "spades.png"),
                ),
                case(
                    "a photo too small to read",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": too_small_png}]}),
                    api_saying("bad_file", "spades.png"),
                ),
                case(
                    "a cut-off PNG",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": truncated_png}]}),
                    api_saying("bad_file", "spades.png"),
                ),
                case(
                    "a photo over 40 MB",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": "A".repeat(54 << 20)}]}),
                    api_saying("bad_file", "spades.png: the photo is larger than 40 MB"),
                ),
                case(
                    "photos over 64 MB together",
                    json!({"name": "Bicycle", "photos": [
                        {"name": "spades.png", "data": "A".repeat(44 << 20)},
                        {"name": "hearts.png", "data": "A".repeat(44 << 20)}
                    ]}),
                    api_saying("bad_file", "hearts.png: the photos come to more than 64 MB"),
                ),
                case(
                    "an overlong photo name",
                    json!({"name": "Bicycle", "photos": [{"name": overlong(), "data": s.png}]}),
                    api_saying("invalid_input", "photo 1"),
                ),
                case(
                    "a photo name with a control character",
                    json!({"name": "Bicycle", "photos": [{"name": "spa\u{1b}[2Jdes.png", "data": s.png}]}),
                    api_saying("invalid_input", "photo 1"),
                ),
                case(
                    "a photo without its data",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png"}]}),
                    bad_arg("photos"),
                ),
                case(
                    "a photo with an unknown field",
                    json!({"name": "Bicycle", "photos": [{"name": "spades.png", "data": s.png, "path": "/etc/passwd"}]}),
                    bad_arg("photos"),
                ),
                case(
                    "a photo that is a bare string",
                    json!({"name": "Bicycle", "photos": [s.png]}),
                    bad_arg("photos"),
                ),
            ],
        },
        Spec {
            command: "forget_deck",
            base: json!({"name": "Bicycle"}),
            cases: vec![
                case(
                    "a deck never enrolled",
                    json!({"name": "Bicycle"}),
                    api_saying("not_found", "no enrolled deck"),
                ),
                case(
                    "a wildcard",
                    json!({"name": "%"}),
                    api_saying("not_found", "no enrolled deck"),
                ),
                case(
                    "a blank name",
                    json!({"name": "   "}),
                    api_saying("invalid_input", "deck name"),
                ),
                case(
                    "an overlong name",
                    json!({"name": overlong()}),
                    api_saying("invalid_input", "deck name"),
                ),
                case(
                    "a name with a control character",
                    json!({"name": "Bi\u{0}cycle"}),
                    api_saying("invalid_input", "deck name"),
                ),
            ],
        },
        Spec {
            command: "session_at",
            base: json!({"id": s.open, "seq": 0}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope, "seq": 0}),
                    api("not_found"),
                ),
                case(
                    "an entry beyond the log",
                    json!({"id": s.open, "seq": 99}),
                    api("invalid_input"),
                ),
                case(
                    "the largest entry",
                    json!({"id": s.open, "seq": u64::MAX}),
                    api("invalid_input"),
                ),
            ],
        },
        Spec {
            command: "session_scores",
            base: json!({"id": s.open}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
            ],
        },
        Spec {
            command: "session_set_notes",
            base: json!({"id": s.open, "notes": "x"}),
            cases: vec![
                case(
                    "overlong notes",
                    json!({"id": s.open, "notes": overlong()}),
                    api("invalid_input"),
                ),
                case(
                    "10,001 characters",
                    json!({"id": s.open, "notes": "é".repeat(10_001)}),
                    api("invalid_input"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope, "notes": "x"}),
                    api("not_found"),
                ),
                case(
                    "a negative id",
                    json!({"id": -1, "notes": "x"}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "update_player",
            base: json!({"id": s.ada, "edit": {}}),
            cases: vec![
                case(
                    "a player who does not exist",
                    json!({"id": nope, "edit": {"name": "Zoe"}}),
                    api("not_found"),
                ),
                case(
                    "a negative id",
                    json!({"id": -1, "edit": {"name": "Zoe"}}),
                    api("not_found"),
                ),
                case(
                    "an empty name",
                    json!({"id": s.ada, "edit": {"name": ""}}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong name",
                    json!({"id": s.ada, "edit": {"name": overlong()}}),
                    api("invalid_input"),
                ),
                case(
                    "another player's name",
                    json!({"id": s.ada, "edit": {"name": "bo"}}),
                    api("invalid_input"),
                ),
                case(
                    "a bad colour",
                    json!({"id": s.ada, "edit": {"colour": "javascript:alert(1)"}}),
                    api("invalid_input"),
                ),
                case(
                    "three letters",
                    json!({"id": s.ada, "edit": {"initial": "ABC"}}),
                    api("invalid_input"),
                ),
                case(
                    "a good name and a bad colour",
                    json!({"id": s.ada, "edit": {"name": "Ann", "colour": "#zzzzzz"}}),
                    api("invalid_input"),
                ),
                case(
                    "an unknown field",
                    json!({"id": s.ada, "edit": {"admin": true}}),
                    bad_arg("edit"),
                ),
            ],
        },
        Spec {
            command: "adopt_guest",
            base: json!({"name": "Eve", "playerId": s.ada}),
            cases: vec![
                case(
                    "a guest nobody played as",
                    json!({"name": "Eve", "playerId": s.ada}),
                    api_saying("not_found", "guest"),
                ),
                case(
                    "a new profile for a guest nobody played as",
                    json!({"name": "Zoe", "playerId": null}),
                    api_saying("not_found", "guest"),
                ),
                case(
                    "a profile that does not exist",
                    json!({"name": "Eve", "playerId": nope}),
                    api("not_found"),
                ),
                case(
                    "an empty name",
                    json!({"name": " ", "playerId": s.ada}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong name",
                    json!({"name": overlong(), "playerId": s.ada}),
                    api("invalid_input"),
                ),
            ],
        },
        no_args("guests", false),
        Spec {
            command: "merge_players",
            base: json!({"keep": s.ada, "merge": s.bo}),
            cases: vec![
                case(
                    "a player with themself",
                    json!({"keep": s.ada, "merge": s.ada}),
                    api("invalid_input"),
                ),
                case(
                    "two who sat at one table",
                    json!({"keep": s.ada, "merge": s.bo}),
                    api("invalid_input"),
                ),
                case(
                    "a player who does not exist",
                    json!({"keep": s.ada, "merge": nope}),
                    api("not_found"),
                ),
                case(
                    "into one who does not exist",
                    json!({"keep": nope, "merge": s.bo}),
                    api("not_found"),
                ),
                case(
                    "negative ids",
                    json!({"keep": -1, "merge": -2}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "stats",
            base: json!({"query": {}}),
            cases: vec![
                case(
                    "an unknown game",
                    json!({"query": {"game": "chess"}}),
                    bad_arg("query"),
                ),
                case(
                    "a player who does not exist",
                    json!({"query": {"player": "Nobody"}}),
                    api("not_found"),
                ),
                case(
                    "an overlong player",
                    json!({"query": {"player": overlong()}}),
                    api("not_found"),
                ),
                case(
                    "an unknown filter",
                    json!({"query": {"since": "2026-01-01"}}),
                    bad_arg("query"),
                ),
            ],
        },
        Spec {
            command: "export_data",
            base: json!({"format": "csv", "query": {}}),
            cases: vec![
                case(
                    "an unknown game",
                    json!({"format": "csv", "query": {"game": "chess"}}),
                    bad_arg("query"),
                ),
                case(
                    "an unknown game, archive",
                    json!({"format": "json", "query": {"game": "chess"}}),
                    bad_arg("query"),
                ),
                case(
                    "an impossible date",
                    json!({"format": "bgg", "query": {"since": "2026-02-30"}}),
                    api("invalid_input"),
                ),
                case(
                    "an unknown format",
                    json!({"format": "exe", "query": {}}),
                    bad_arg("format"),
                ),
                case(
                    "a path for a format",
                    json!({"format": "../../etc/passwd", "query": {}}),
                    bad_arg("format"),
                ),
                case(
                    "a path in the query",
                    json!({"format": "csv", "query": {"path": "/etc/passwd"}}),
                    bad_arg("query"),
                ),
            ],
        },
        Spec {
            command: "import_data",
            base: json!({"text": "", "dryRun": true}),
            cases: vec![
                case("nothing", json!({"text": ""}), api("bad_file")),
                case(
                    "overlong text",
                    json!({"text": overlong()}),
                    api("bad_file"),
                ),
                case(
                    "a path",
                    json!({"text": "../../etc/passwd"}),
                    api("bad_file"),
                ),
                case(
                    "a CSV file",
                    json!({"text": "session,game,player\n1,scorepad,Ada\n"}),
                    api("bad_file"),
                ),
                case(
                    "a BG Stats backup whose play names a game it lacks",
                    json!({"text": r#"{"games": [], "players": [], "plays": [{"gameRefId": 7, "playDate": "2026-01-01 20:00:00", "playerScores": []}]}"#}),
                    api("bad_file"),
                ),
                case(
                    "BGG play XML with an entity of its own",
                    json!({"text": r#"<!DOCTYPE plays [<!ENTITY x "xxxxxxxx">]><plays><play date="2026-01-01"><item name="X"/><comments>&x;&x;&x;</comments></play></plays>"#}),
                    api("bad_file"),
                ),
                case(
                    "XML that is not BGG plays",
                    json!({"text": "<html><body>hello</body></html>"}),
                    api("bad_file"),
                ),
                case(
                    "a newer archive",
                    json!({"text": r#"{"format": "drydock-archive", "version": 99}"#}),
                    api("bad_file"),
                ),
                case(
                    "an archive cut short",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([]), "scorepad")])[..200].to_string()}),
                    api("bad_file"),
                ),
                case(
                    "a good session, then one of an unknown game",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([round_added(1, 1, json!([1, 2]))]), "scorepad"), ("2026-01-02T00:00:00Z", json!([]), "chess")])}),
                    api_saying("bad_file", "chess"),
                ),
                case(
                    "a good session, then one whose log does not replay",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([]), "scorepad"), ("2026-01-02T00:00:00Z", json!([round_added(1, 7, json!([1]))]), "scorepad")])}),
                    api("bad_file"),
                ),
                case(
                    "scores that overflow a total",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([round_added(1, 1, json!([i64::MAX, 0])), round_added(2, 2, json!([i64::MAX, 0]))]), "scorepad")])}),
                    api("bad_file"),
                ),
                case(
                    "a round with one score for two players",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([round_added(1, 1, json!([5]))]), "scorepad")])}),
                    api_saying("bad_file", "SP3"),
                ),
                case(
                    "a score below the smallest",
                    json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([round_added(1, 1, json!([i64::MIN, 0]))]), "scorepad")])}),
                    api_saying("bad_file", "SP2"),
                ),
                case(
                    "a time that is not one",
                    json!({"text": archive(&[("yesterday", json!([]), "scorepad")])}),
                    api_saying("bad_file", "RFC 3339"),
                ),
                case(
                    "a player name of 10,000 characters",
                    json!({"text": tampered(|f| f["players"][0]["name"] = json!("x".repeat(10_000)))}),
                    api_saying("bad_file", "at most 40"),
                ),
                case(
                    "a player name with a line break",
                    json!({"text": tampered(|f| f["players"][0]["name"] = json!("Zed\nDROP"))}),
                    api_saying("bad_file", "control character"),
                ),
                case(
                    "a colour that is a style",
                    json!({"text": tampered(|f| f["players"][0]["colour"] = json!("red;background:url(x)"))}),
                    api_saying("bad_file", "not a colour"),
                ),
                case(
                    "a session that ends before it starts",
                    json!({"text": tampered(|f| f["sessions"][0]["session"]["ended_at"] = json!("2025-01-01T00:00:00Z"))}),
                    api_saying("bad_file", "before the session started"),
                ),
                case(
                    "a photo that is a web page, at a seat not at the table",
                    json!({"text": tampered(|f| f["sessions"][0]["photos"] = json!([{"seat": 9, "taken_at": "2026-01-01T00:00:00Z", "media_type": "text/html", "bytes": "PHNjcmlwdD4=", "recognition": null}]))}),
                    api("bad_file"),
                ),
                case(
                    "a dry run that is text",
                    json!({"text": "", "dryRun": "yes"}),
                    bad_arg("dryRun"),
                ),
            ],
        },
        no_args("backups", false),
        no_args("backup_now", true),
        Spec {
            command: "restore_backup",
            base: json!({"fileName": s.backup}),
            cases: vec![
                case(
                    "a path up and out",
                    json!({"fileName": "../../etc/passwd"}),
                    api("invalid_input"),
                ),
                case(
                    "an absolute path",
                    json!({"fileName": "/etc/passwd"}),
                    api("invalid_input"),
                ),
                case(
                    "a Windows path",
                    json!({"fileName": "..\\..\\drydock.db"}),
                    api("invalid_input"),
                ),
                case(
                    "the folder above",
                    json!({"fileName": ".."}),
                    api("invalid_input"),
                ),
                case(
                    "a hidden file",
                    json!({"fileName": ".drydock.db"}),
                    api("invalid_input"),
                ),
                case("nothing", json!({"fileName": ""}), api("invalid_input")),
                case(
                    "a backup that does not exist",
                    json!({"fileName": "drydock-20000101T000000000-manual.db"}),
                    api("bad_file"),
                ),
                case(
                    "a damaged backup",
                    json!({"fileName": s.damaged_backup}),
                    api("bad_file"),
                ),
                case(
                    "a backup with a trigger planted on the log",
                    json!({"fileName": s.trap_backup}),
                    api_saying("bad_file", "vanish"),
                ),
                case(
                    "a backup holding only the migrations ledger",
                    json!({"fileName": s.ledger_backup}),
                    api_saying("bad_file", "it lacks table"),
                ),
                case(
                    "an overlong name",
                    json!({"fileName": overlong()}),
                    api("invalid_input"),
                ),
                case(
                    "a NUL in the name",
                    json!({"fileName": format!("{}\u{0}.txt", s.backup)}),
                    api("invalid_input"),
                ),
            ],
        },
        Spec {
            command: "set_bgg_id",
            base: json!({"name": "Azul", "bggId": 230802}),
            cases: vec![
                case(
                    "an id of 0",
                    json!({"name": "Azul", "bggId": 0}),
                    api("invalid_input"),
                ),
                case(
                    "an id past any BGG id",
                    json!({"name": "Azul", "bggId": 4_000_000_000u32}),
                    api("invalid_input"),
                ),
                case(
                    "an empty name",
                    json!({"name": "  ", "bggId": 1}),
                    api("invalid_input"),
                ),
                case(
                    "an overlong name",
                    json!({"name": overlong(), "bggId": 1}),
                    api("invalid_input"),
                ),
            ],
        },
        Spec {
            command: "session_set_location",
            base: json!({"id": s.open, "location": "x"}),
            cases: vec![
                case(
                    "an overlong place",
                    json!({"id": s.open, "location": "é".repeat(81)}),
                    api("invalid_input"),
                ),
                case(
                    "a line break in the place",
                    json!({"id": s.open, "location": "Ann's\nflat"}),
                    api("invalid_input"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope, "location": "x"}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "session_correct_result",
            base: json!({"id": s.closed, "correction": {"scores": [6], "winners": [0]}}),
            cases: vec![
                case(
                    "a score per seat too many",
                    json!({"id": s.closed, "correction": {"scores": [6, 7], "winners": [0]}}),
                    api_saying("invalid_input", "needs 1 scores"),
                ),
                case(
                    "a winner who did not play",
                    json!({"id": s.closed, "correction": {"scores": [6], "winners": [4]}}),
                    api_saying("invalid_input", "no seat 5"),
                ),
                case(
                    "places that are no ranking",
                    json!({"id": s.closed, "correction": {"scores": [6], "winners": [0], "places": [2]}}),
                    api_saying("invalid_input", "ranking"),
                ),
                case(
                    "a score past the limit",
                    json!({"id": s.closed, "correction": {"scores": [i64::MAX], "winners": [0]}}),
                    api("invalid_input"),
                ),
                case(
                    "an open session",
                    json!({"id": s.open, "correction": {"scores": [1, 2], "winners": [1]}}),
                    api_saying("invalid_input", "still being played"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope, "correction": {"scores": [6], "winners": [0]}}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "session_undo_edit",
            base: json!({"id": s.closed}),
            cases: vec![
                case(
                    "an open session",
                    json!({"id": s.open}),
                    api_saying("invalid_input", "still being played"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "session_redo_edit",
            base: json!({"id": s.closed}),
            cases: vec![
                case(
                    "a finished play with nothing undone",
                    json!({"id": s.closed}),
                    api("nothing_to_redo"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
            ],
        },
        no_args("locations", false),
        Spec {
            command: "session_set_when",
            base: json!({"id": s.closed, "startedAt": "2026-01-01T20:00:00Z", "minutes": 30}),
            cases: vec![
                case(
                    "a start that is not a time",
                    json!({"id": s.closed, "startedAt": "yesterday", "minutes": 30}),
                    api("invalid_input"),
                ),
                case(
                    "a start in the future",
                    json!({"id": s.closed, "startedAt": "2999-01-01T20:00:00Z", "minutes": 30}),
                    api("invalid_input"),
                ),
                case(
                    "a finished play without its duration",
                    json!({"id": s.closed, "startedAt": "2026-01-01T20:00:00Z", "minutes": null}),
                    api("invalid_input"),
                ),
                case(
                    "a play of more than a week",
                    json!({"id": s.closed, "startedAt": "2026-01-01T20:00:00Z", "minutes": 20_000}),
                    api("invalid_input"),
                ),
                case(
                    "a duration for an open session",
                    json!({"id": s.open, "startedAt": "2026-01-01T20:00:00Z", "minutes": 30}),
                    api("invalid_input"),
                ),
                case(
                    "a session that does not exist",
                    json!({"id": nope, "startedAt": "2026-01-01T20:00:00Z", "minutes": 30}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "session_delete",
            base: json!({"id": s.open}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
            ],
        },
        no_args("trash_list", false),
        Spec {
            command: "trash_restore",
            base: json!({"id": 1}),
            cases: vec![
                case(
                    "a play not in the trash",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
            ],
        },
        no_args("trash_empty", false),
        Spec {
            command: "bgstats_link",
            base: json!({"id": s.closed}),
            cases: vec![
                case(
                    "a session that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
                case(
                    "a session still open",
                    json!({"id": s.open}),
                    api("invalid_input"),
                ),
            ],
        },
        Spec {
            command: "session_add_photo",
            base: json!({"sessionId": s.open, "photo": s.png}),
            cases: vec![
                case(
                    "a photo that is not base64",
                    json!({"sessionId": s.open, "photo": "%%%"}),
                    api("bad_file"),
                ),
                case(
                    "a photo that is not an image",
                    json!({"sessionId": s.open, "photo": not_an_image}),
                    api("bad_file"),
                ),
                case(
                    "a path for a photo",
                    json!({"sessionId": s.open, "photo": "../../etc/passwd"}),
                    api("bad_file"),
                ),
                case(
                    "an overlong photo",
                    json!({"sessionId": s.open, "photo": "A".repeat(200_000)}),
                    api("bad_file"),
                ),
                case(
                    "an empty photo",
                    json!({"sessionId": s.open, "photo": ""}),
                    api("bad_file"),
                ),
                case(
                    "a photo too small",
                    json!({"sessionId": s.open, "photo": too_small_png}),
                    api("bad_file"),
                ),
                case(
                    "a cut-off PNG",
                    json!({"sessionId": s.open, "photo": truncated_png}),
                    api("bad_file"),
                ),
                case(
                    "a session that does not exist",
                    json!({"sessionId": nope, "photo": s.png}),
                    api("not_found"),
                ),
                case(
                    "a negative session id",
                    json!({"sessionId": -1, "photo": s.png}),
                    api("not_found"),
                ),
            ],
        },
        Spec {
            command: "delete_photo",
            base: json!({"id": s.photo}),
            cases: vec![
                case(
                    "a photo that does not exist",
                    json!({"id": nope}),
                    api("not_found"),
                ),
                case("a negative id", json!({"id": -1}), api("not_found")),
                case("the largest id", json!({"id": i64::MAX}), api("not_found")),
            ],
        },
        Spec {
            command: "reveal_export",
            base: json!({"path": "/tmp/drydock-export.csv"}),
            cases: vec![
                case(
                    "a file this run did not save",
                    json!({"path": "/etc/passwd"}),
                    api("not_found"),
                ),
                case(
                    "a relative path out of the data folder",
                    json!({"path": "../../etc/shadow"}),
                    api("not_found"),
                ),
                case(
                    "a path that is not text",
                    json!({"path": 7}),
                    bad_arg("path"),
                ),
            ],
        },
    ]
}

// ---------------------------------------------------------------------
// The commands as the source declares them.
// ---------------------------------------------------------------------

/// The names of the core's command list (`for_each_command!`), from which
/// the handler, the ACL and the TypeScript client are generated.
fn handler_commands() -> Vec<String> {
    COMMANDS.iter().map(|c| c.name.to_string()).collect()
}

/// The `allow-…` permissions of the main window's capability (written by
/// `build.rs` from the same list), as command names.
fn granted_commands() -> Vec<String> {
    let capability: Value = serde_json::from_str(CAPABILITY).expect("main.json is JSON");
    assert_eq!(
        capability["windows"],
        json!(["main"]),
        "the capability is the main window's"
    );
    capability["permissions"]
        .as_array()
        .expect("a permissions list")
        .iter()
        .map(|p| {
            let p = p.as_str().expect("permissions are names");
            p.strip_prefix("allow-")
                .unwrap_or_else(|| panic!("{p} is not an allow- permission of a command"))
                .replace('-', "_")
        })
        .collect()
}

/// A command's parameters as the web view names them (camelCase) with
/// their Rust types as the list writes them (spaces removed).
fn parameters(command: &str) -> Vec<(String, String)> {
    let spec = COMMANDS
        .iter()
        .find(|c| c.name == command)
        .unwrap_or_else(|| panic!("the command list has no {command}"));
    spec.params
        .iter()
        .map(|(name, ty)| (camel_case(name), ty.split_whitespace().collect()))
        .collect()
}

/// Cases every command gets from its signature: each required argument
/// missing, each argument of the wrong JSON type, numbers out of range,
/// and bodies that are not a JSON object.
fn derived_cases(spec: &Spec) -> Vec<Case> {
    let params = parameters(spec.command);
    let mut cases = Vec::new();
    let Some((first_required, _)) = params.iter().find(|(_, ty)| !ty.starts_with("Option<")) else {
        let ignored = Expect::Ignored {
            writes_files: spec
                .cases
                .iter()
                .any(|c| matches!(c.expect, Expect::Ignored { writes_files: true })),
        };
        cases.push(Case {
            what: "a bytes body".into(),
            body: InvokeBody::Raw(b"../../etc/passwd".to_vec()),
            expect: ignored,
        });
        return cases;
    };
    cases.push(Case {
        what: "a bytes body".into(),
        body: InvokeBody::Raw(b"../../etc/passwd".to_vec()),
        expect: bad_arg(first_required),
    });
    cases.push(case(
        "a body that is an array",
        json!([spec.base.clone()]),
        bad_arg(first_required),
    ));
    for (key, ty) in &params {
        let with = |value: Value| {
            let mut args = spec.base.clone();
            args[key.as_str()] = value;
            args
        };
        if !ty.starts_with("Option<") {
            let mut args = spec.base.clone();
            if let Some(map) = args.as_object_mut() {
                map.remove(key.as_str());
            }
            cases.push(case(&format!("{key} missing"), args, bad_arg(key)));
        }
        let inner = ty
            .strip_prefix("Option<")
            .and_then(|t| t.strip_suffix('>'))
            .unwrap_or(ty);
        if inner == "serde_json::Value" {
            continue; // any JSON is one: the command checks it (see specs)
        }
        let wrong = if inner == "bool" {
            json!("true")
        } else {
            json!(true)
        };
        cases.push(case(
            &format!("{key} of the wrong type"),
            with(wrong),
            bad_arg(key),
        ));
        let out_of_range: &[Value] = match inner {
            "i64" => &[json!(1.5), json!(1e30), json!("1")],
            "u64" => &[json!(-1), json!(1e30)],
            "u8" => &[json!(-1), json!(256)],
            "String" => &[json!(42), json!(null)],
            _ => &[],
        };
        for value in out_of_range {
            if value.is_null() && ty.starts_with("Option<") {
                continue;
            }
            cases.push(case(
                &format!("{key} = {value}"),
                with(value.clone()),
                bad_arg(key),
            ));
        }
    }
    cases
}

/// Checks one reply; the problems found (empty: as expected).
fn judge(command: &str, reply: &Reply, expect: &Expect) -> Option<String> {
    match (expect, reply) {
        (_, Reply::Panicked(message)) => Some(format!("PANICKED: {message}")),
        (_, Reply::TimedOut) => Some(format!("no answer within {CALL_LIMIT:?}")),
        (Expect::BadArg(key), Reply::Err(Value::String(message))) => {
            let wanted = format!("invalid args `{key}` for command `{command}`");
            (!message.contains(&wanted)).then(|| format!("wanted {wanted:?}, got {message:?}"))
        }
        (Expect::Api { code, mentions }, Reply::Err(error)) => {
            let message = error["message"].as_str().unwrap_or_default();
            if error["code"] != json!(code) {
                Some(format!("wanted the code {code}, got {error}"))
            } else if message.trim().is_empty() {
                Some(format!("an empty message: {error}"))
            } else {
                mentions
                    .as_deref()
                    .filter(|m| !message.contains(m))
                    .map(|m| format!("the message does not mention {m:?}: {message:?}"))
            }
        }
        (Expect::Ignored { .. }, Reply::Ok(_)) => None,
        (_, other) => Some(format!("wanted {expect:?}, got {}", short(other))),
    }
}

fn short(reply: &Reply) -> String {
    clip(&format!("{reply:?}"))
}

/// At most 400 characters of `text` (errors may echo a 200,000 character
/// argument).
fn clip(text: &str) -> String {
    match text.char_indices().nth(400) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

// ---------------------------------------------------------------------
// The tests.
// ---------------------------------------------------------------------

#[test]
fn every_command_refuses_hostile_arguments_and_changes_nothing() {
    let h = Harness::new();
    let seed = Seed::make(&h);
    let mut before = h.fingerprint();
    let mut failures = Vec::new();
    let mut total = 0;
    let specs = specs(&seed);
    'commands: for spec in &specs {
        let cases = derived_cases(spec)
            .into_iter()
            .chain(spec.cases.iter().cloned());
        for case in cases {
            total += 1;
            let started = std::time::Instant::now();
            let reply = h.call(spec.command, case.body.clone());
            let took = started.elapsed();
            if took > std::time::Duration::from_secs(2) {
                println!("slow: {} / {}: {took:?}", spec.command, case.what);
            }
            if matches!(reply, Reply::TimedOut) {
                // It may still hold the database: later cases would wait.
                failures.push(format!(
                    "{} / {}: no answer within {CALL_LIMIT:?}; the cases after it were not run",
                    spec.command, case.what
                ));
                break 'commands;
            }
            let mut problems: Vec<String> = judge(spec.command, &reply, &case.expect)
                .into_iter()
                .collect();
            let writes_files = matches!(case.expect, Expect::Ignored { writes_files: true });
            let after = h.fingerprint();
            problems.extend(before.changes(&after, writes_files));
            // A case that changed something is reported once, not again
            // by every case after it.
            before = after;
            if !problems.is_empty() {
                failures.push(format!(
                    "{} / {}: {}",
                    spec.command,
                    case.what,
                    problems
                        .iter()
                        .map(|p| clip(p))
                        .collect::<Vec<_>>()
                        .join("; ")
                ));
            }
        }
    }
    println!("{} commands, {total} hostile cases", specs.len());
    assert!(
        failures.is_empty(),
        "{} of {total} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The seeded data is all still there and still reachable.
    let players = h.ok("players", json!({}));
    assert_eq!(players.as_array().map(Vec::len), Some(2), "{players}");
    let notes = h.ok("session_show", json!({"id": seed.open}))["notes"].clone();
    assert_eq!(notes, json!("seeded"));
}

#[test]
fn every_command_has_hostile_cases() {
    let handled = handler_commands();
    let unique: BTreeSet<&String> = handled.iter().collect();
    assert_eq!(
        unique.len(),
        handled.len(),
        "a command is listed twice: {handled:?}"
    );
    let handled: BTreeSet<String> = handled.into_iter().collect();
    let granted: BTreeSet<String> = granted_commands().into_iter().collect();
    assert_eq!(
        handled, granted,
        "the command list (left) and capabilities/main.json (right) differ: build the app to write it again"
    );
    assert!(handled.len() >= 30, "the lists were not read: {handled:?}");

    let specs = specs(&Seed::placeholder());
    let covered: BTreeSet<String> = specs.iter().map(|s| s.command.to_string()).collect();
    assert_eq!(specs.len(), covered.len(), "a command has two specs");
    let missing: Vec<_> = handled.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "commands without hostile cases in ipc_tests::specs: {missing:?}"
    );
    let stale: Vec<_> = covered.difference(&handled).collect();
    assert!(
        stale.is_empty(),
        "specs of commands that do not exist: {stale:?}"
    );

    for spec in &specs {
        let params = parameters(spec.command);
        let keys: BTreeSet<&str> = params.iter().map(|(k, _)| k.as_str()).collect();
        let base: BTreeSet<&str> = spec
            .base
            .as_object()
            .map(|m| m.keys().map(String::as_str).collect())
            .unwrap_or_default();
        assert_eq!(
            keys, base,
            "{}: base arguments and signature differ",
            spec.command
        );
        assert!(
            !spec.cases.is_empty(),
            "{} has no hand-written hostile case",
            spec.command
        );
        if params.is_empty() {
            assert!(
                spec.cases
                    .iter()
                    .all(|c| matches!(c.expect, Expect::Ignored { .. })),
                "{} takes no arguments: its cases can only be ignored",
                spec.command
            );
        } else {
            let reaching_core = spec
                .cases
                .iter()
                .filter(|c| matches!(c.expect, Expect::Api { .. }))
                .count();
            // Commands that are pure functions of typed data end in Tauri's
            // deserialisation: nothing of theirs reaches the core.
            let pure = ["ships_cards"];
            assert!(
                reaching_core > 0 || pure.contains(&spec.command),
                "{}: no hand-written case reaches the core",
                spec.command
            );
        }
    }
}

#[test]
fn only_the_main_window_may_call_the_commands() {
    let h = Harness::new();
    let other = h.window("other");
    let specs = specs(&Seed::placeholder());
    let refused = |reply: Reply, who: &str, command: &str| match reply {
        Reply::Err(Value::String(message)) if message.contains("not allowed") => {}
        other => panic!(
            "{command} from {who}: wanted an ACL refusal, got {}",
            short(&other)
        ),
    };
    for command in handler_commands() {
        let base = specs
            .iter()
            .find(|s| s.command == command)
            .map(|s| s.base.clone())
            .unwrap_or_default();
        let reply = h.send(
            &other,
            "tauri://localhost",
            &command,
            InvokeBody::Json(base.clone()),
        );
        refused(reply, "another window", &command);
        let reply = h.send(
            &h.main,
            "https://evil.example/",
            &command,
            InvokeBody::Json(base),
        );
        refused(reply, "a remote page in the main window", &command);
    }
    for unknown in [
        "drop_database",
        "plugin:fs|read_file",
        "plugin:shell|open",
        "",
    ] {
        refused(
            h.invoke(unknown, json!({"path": "/etc/passwd"})),
            "the main window",
            unknown,
        );
    }
    // The same window may call them from its own page.
    assert!(matches!(h.invoke("games", json!({})), Reply::Ok(_)));
    assert_eq!(h.fingerprint().tables.get("players").map(|t| t.0), Some(0));
}

#[test]
fn the_harness_reaches_the_core() {
    let h = Harness::new();
    let created = h.ok(
        "create_player",
        json!({"player": {"name": "  Cy  ", "colour": "#2E86DE"}}),
    );
    assert_eq!(created["name"], json!("Cy"));
    assert_eq!(created["colour"], json!("#2e86de"));
    let players = h.ok("players", json!({}));
    assert_eq!(players, json!([created]));
    assert_eq!(
        h.ok("database_path", json!({})),
        json!(h.db.display().to_string())
    );
    let seed = Seed::make(&h);
    let page = h.ok("sessions_list", json!({"query": {"status": "open"}}));
    assert_eq!(page["total"], json!(1));
    assert_eq!(page["sessions"][0]["id"], json!(seed.open));
    let before = h.fingerprint();
    let report = h.ok(
        "import_data",
        json!({"text": archive(&[("2026-01-01T00:00:00Z", json!([round_added(1, 1, json!([1, 2]))]), "scorepad")]), "dryRun": true}),
    );
    assert_eq!(report["players_added"], json!(2), "{report}");
    assert_eq!(
        before.changes(&h.fingerprint(), false),
        Vec::<String>::new(),
        "a dry run writes nothing"
    );
    assert!(h
        .ok("photo_data_url", json!({"id": seed.photo}))
        .as_str()
        .is_some_and(|url| url.starts_with("data:image/png;base64,")));
}

/// Enrolment photos of tests/fixtures/vision/enrol (the Svg cards deck,
/// one suit a photo), as the app sends them: file name and `data:` URL.
fn enrol_photos(suits: &[&str]) -> Value {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/vision/enrol");
    suits
        .iter()
        .map(|suit| {
            let name = format!("{suit}.jpg");
            let bytes = std::fs::read(folder.join(&name)).expect("an enrolment fixture photo");
            json!({"name": name, "data": format!("data:image/jpeg;base64,{}", b64(&bytes))})
        })
        .collect()
}

#[test]
fn a_deck_is_enrolled_refused_and_forgotten_through_the_ipc() {
    let h = Harness::new();
    let all = ["1-spades", "2-hearts", "3-diamonds", "4-clubs"];
    let report = h.ok(
        "enrol_deck",
        json!({"name": "  Svg cards ", "photos": enrol_photos(&all)}),
    );
    assert_eq!(report["deck"]["name"], json!("Svg cards"), "{report}");
    let photos = report["photos"].as_array().expect("one line per photo");
    let seen: Vec<(String, u64, String, String)> = photos
        .iter()
        .map(|p| {
            (
                p["photo"].as_str().unwrap_or_default().to_string(),
                p["cards"].as_u64().unwrap_or_default(),
                card_code(&p["first"]),
                card_code(&p["last"]),
            )
        })
        .collect();
    let wanted: Vec<(String, u64, String, String)> = all
        .iter()
        .zip(["S", "H", "D", "C"])
        .map(|(name, suit)| {
            (
                format!("{name}.jpg"),
                13,
                format!("A{suit}"),
                format!("K{suit}"),
            )
        })
        .collect();
    assert_eq!(seen, wanted, "13 cards a photo, A to K of its suit");
    assert_eq!(
        photos[0]["first"],
        json!({"rank": 1, "suit": "S"}),
        "a card as the session JSON has it"
    );
    assert!(
        photos.iter().all(|p| p["off_colour"] == json!([])),
        "a two-colour deck in order has no off-colour card: {report}"
    );
    let decks = h.ok("decks", json!({}));
    assert_eq!(decks[0]["name"], json!("Svg cards"), "{decks}");

    // Three photos of four: 39 cards; refused, and the deck kept before
    // is as it was.
    let before = h.fingerprint();
    match h.invoke(
        "enrol_deck",
        json!({"name": "svg CARDS", "photos": enrol_photos(&all[..3])}),
    ) {
        Reply::Err(error) => {
            assert_eq!(error["code"], json!("bad_file"), "{error}");
            let message = error["message"].as_str().unwrap_or_default();
            assert!(message.contains("show 39 cards"), "{message}");
        }
        other => panic!("39 cards should be refused: {}", short(&other)),
    }
    assert_eq!(
        before.changes(&h.fingerprint(), false),
        Vec::<String>::new(),
        "a refused enrolment keeps the deck as it was"
    );

    assert_eq!(
        h.ok("forget_deck", json!({"name": " SVG cards"})),
        Value::Null
    );
    assert_eq!(h.ok("decks", json!({})), json!([]));
    match h.invoke("forget_deck", json!({"name": "Svg cards"})) {
        Reply::Err(error) => assert_eq!(error["code"], json!("not_found"), "{error}"),
        other => panic!(
            "a forgotten deck cannot be forgotten again: {}",
            short(&other)
        ),
    }
}

/// A card of the JSON (`{"rank": 1, "suit": "S"}`) as a table writes it (`AS`).
fn card_code(card: &Value) -> String {
    let rank = match card["rank"].as_u64() {
        Some(1) => "A".to_string(),
        Some(11) => "J".to_string(),
        Some(12) => "Q".to_string(),
        Some(13) => "K".to_string(),
        Some(n) => n.to_string(),
        None => "?".to_string(),
    };
    format!("{rank}{}", card["suit"].as_str().unwrap_or("?"))
}
