//! Issue 18, "Stores what it should refuse": every stored field has one
//! limit (docs/security.md, "Limits on stored fields"), and the archive
//! import, the single-session import and the app's own commands all keep
//! to it. A refused import names the item and the field, exits 2 on the
//! command line, and leaves the database file byte for byte as it was.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::process::{Command, Output};
use std::sync::OnceLock;

use base64::Engine as _;
mod common;

use drydock::api::{Action, Api, ApiError, ErrorCode, NewPlayer, PlayerEdit, StartSession};
use proptest::prelude::*;
use rstest::rstest;
use serde_json::{json, Value};

/// A 64 × 64 PNG: a photo the app would keep.
fn png() -> Vec<u8> {
    let img = image::RgbImage::from_pixel(64, 64, image::Rgb([20, 120, 200]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    img.write_to(&mut bytes, image::ImageFormat::Png)
        .expect("a PNG");
    bytes.into_inner()
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The log and result of a real finished scorepad game of two (3 to 5),
/// as the app exports them: what every file below replays.
fn played() -> &'static (Value, Value) {
    static PLAYED: OnceLock<(Value, Value)> = OnceLock::new();
    PLAYED.get_or_init(|| {
        let mut api = Api::in_memory().expect("database");
        let ids: Vec<i64> = ["Ann", "Bob"]
            .iter()
            .map(|name| {
                api.create_player(&NewPlayer {
                    name: name.to_string(),
                    colour: None,
                })
                .expect("player")
                .id
            })
            .collect();
        let id = api
            .start_session(&StartSession {
                seats: Vec::new(),
                location: None,
                player_ids: ids,
                setup: common::typed_setup("scorepad", json!({"title": "Base"})),
            })
            .expect("starts")
            .id;
        api.act(
            id,
            &common::cmd("scorepad", json!({"type": "add_round", "scores": [3, 5]})),
        )
        .expect("round");
        api.act(id, &Action::Close).expect("closes");
        let export = api.export_session(id).expect("exports");
        (
            serde_json::to_value(&export.events).expect("events"),
            serde_json::to_value(&export.session.result).expect("result"),
        )
    })
}

/// Every stored field of an archive of one session, one profile played
/// under another name at seat 0 (Zed at seat 1), one photo and one shape.
#[derive(Debug, Clone)]
struct Stored {
    player_name: String,
    player_colour: String,
    initial: String,
    created_at: String,
    seat_name: String,
    seat_colour: String,
    title: String,
    notes: String,
    started_at: String,
    ended_at: String,
    shape_name: String,
    photo_seat: Option<i64>,
    photo_media_type: String,
    photo_taken_at: String,
}

impl Stored {
    fn good() -> Stored {
        Stored {
            player_name: "Ann".into(),
            player_colour: "#e4572e".into(),
            initial: "AN".into(),
            created_at: "2026-01-01T12:00:00.000Z".into(),
            seat_name: "Annie".into(),
            seat_colour: "#17a34a".into(),
            title: "Azul".into(),
            notes: "Ann's first win".into(),
            started_at: "2026-01-02T18:00:00.000Z".into(),
            ended_at: "2026-01-02T19:00:00.000Z".into(),
            shape_name: "Schooner".into(),
            photo_seat: Some(1),
            photo_media_type: "image/png".into(),
            photo_taken_at: "2026-01-02T18:30:00.000Z".into(),
        }
    }

    /// The archive, in the form `drydock export` writes it (a seat's name
    /// and colour only where they differ from the profile's).
    fn archive(&self) -> Value {
        let (events, result) = played();
        let differs = |own: &str, profile: &str| (own != profile).then(|| own.to_string());
        let mut seat = json!({"player": 1});
        if let Some(name) = differs(&self.seat_name, &self.player_name) {
            seat["name"] = json!(name);
        }
        if let Some(colour) = differs(&self.seat_colour, &self.player_colour) {
            seat["colour"] = json!(colour);
        }
        json!({
            "format": "drydock-archive",
            "version": drydock::api::ARCHIVE_VERSION,
            "exported_at": "2026-01-03T00:00:00.000Z",
            "players": [
                {"key": 1, "name": self.player_name, "colour": self.player_colour,
                 "initial": self.initial, "created_at": self.created_at,
                 "uuid": "0b9f3c1e-8d2a-4f6b-9c1d-3e5f7a9b1c2d"},
                {"key": 2, "name": "Zed", "colour": "#2e86de", "initial": "",
                 "created_at": "2026-01-01T12:00:00.000Z",
                 "uuid": "5e0c8a44-2b1f-4c7e-8d9a-6f3b2a1c0e9d"}
            ],
            "shapes": [
                {"name": self.shape_name, "grid": "7", "created_at": "2026-01-01T12:00:00.000Z"}
            ],
            "sessions": [{
                "id": 3,
                "session": {
                    "game": "scorepad",
                    "title": self.title,
                    "setup": {"title": self.title, "win": "highest"},
                    "seats": [seat, {"player": 2}],
                    "started_at": self.started_at,
                    "ended_at": self.ended_at,
                    "result": result,
                    "notes": self.notes,
                    "uuid": "9a7c5e3b-1d2f-4a6b-8c0e-2f4a6c8e0b1d"
                },
                "events": events,
                "photos": [{
                    "seat": self.photo_seat,
                    "taken_at": self.photo_taken_at,
                    "media_type": self.photo_media_type,
                    "bytes": b64(&png()),
                    "recognition": null
                }]
            }]
        })
    }
}

/// The database file and its write-ahead log, hashed.
fn db_hash(db: &Path) -> u64 {
    let mut hasher = DefaultHasher::new();
    for path in [db.to_path_buf(), db.with_extension("db-wal")] {
        match std::fs::read(&path) {
            Ok(bytes) => bytes.hash(&mut hasher),
            Err(_) => "absent".hash(&mut hasher),
        }
    }
    hasher.finish()
}

/// A database with a profile and a finished session in it, closed (so
/// its log is checkpointed) and opened and closed once more, as the
/// refused import will find it.
fn seeded_db(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("d.db");
    {
        let mut api = Api::open(&db).expect("opens");
        // Another evening of Ann and Zed's: the file's session is new here.
        let file = Stored {
            started_at: "2025-12-01T18:00:00.000Z".into(),
            ended_at: "2025-12-01T19:00:00.000Z".into(),
            shape_name: "Sloop".into(),
            ..Stored::good()
        }
        .archive();
        let archive = Api::parse_archive(&file.to_string()).expect("parses");
        api.import_archive(&archive, false).expect("seeds");
    }
    drop(Api::open(&db).expect("opens again"));
    db
}

/// Imports `file` into a seeded database file and returns the refusal,
/// having checked that it is `bad_file` and that the file did not change.
/// The unchanged good archive must import (dry run), so the refusal is
/// the change's.
fn refused(change: impl FnOnce(&mut Stored)) -> ApiError {
    let mut stored = Stored::good();
    Api::in_memory()
        .expect("database")
        .import_archive(
            &Api::parse_archive(&stored.archive().to_string()).expect("parses"),
            true,
        )
        .expect("the good archive imports");
    change(&mut stored);
    refused_file(&stored.archive())
}

fn refused_file(file: &Value) -> ApiError {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = seeded_db(dir.path());
    let before = db_hash(&db);
    let error = {
        let mut api = Api::open(&db).expect("opens");
        match Api::parse_archive(&file.to_string()) {
            Err(e) => e,
            Ok(archive) => api
                .import_archive(&archive, false)
                .expect_err("the import must be refused"),
        }
    };
    assert_eq!(
        db_hash(&db),
        before,
        "a refused import leaves the database file as it was ({})",
        error.message
    );
    assert_eq!(
        error.code,
        ErrorCode::BadFile,
        "a fault of the file is bad_file: {}",
        error.message
    );
    error
}

fn assert_names(error: &ApiError, parts: &[&str]) {
    for part in parts {
        assert!(
            error.message.contains(part),
            "the refusal names {part:?}: {}",
            error.message
        );
    }
}

const SESSION: &str = "session 3 (Scorepad, 2026-01-02)";

#[test]
fn import_refuses_a_player_name_over_40_characters() {
    let error = refused(|s| s.player_name = "A".repeat(10_000));
    assert_names(
        &error,
        &["player 1's name", "10000 characters", "at most 40"],
    );
}

#[rstest]
#[case::nul("An\0n")]
#[case::line_break("Ann\nBob")]
#[case::tab("Ann\tBob")]
#[case::escape("Ann\u{1b}[2J")]
#[case::delete("Ann\u{7f}")]
fn import_refuses_a_player_name_with_a_control_character(#[case] name: &str) {
    let error = refused(|s| s.player_name = name.into());
    assert_names(&error, &["player 1's name", "control character"]);
}

#[rstest]
#[case::zero_width_space("\u{200B}")]
#[case::joiners_and_marks("\u{200C}\u{200D}\u{200E}\u{200F}")]
#[case::word_joiner_and_bom("\u{2060}\u{FEFF}")]
#[case::soft_hyphen_between_spaces(" \u{00AD} ")]
fn import_refuses_a_player_name_made_only_of_invisible_characters(#[case] name: &str) {
    let error = refused(|s| s.player_name = name.into());
    assert_names(&error, &["player 1's name", "no visible character"]);
}

#[test]
fn import_refuses_a_seat_name_over_40_characters() {
    let error = refused(|s| s.seat_name = "S".repeat(10_000));
    assert_names(
        &error,
        &[SESSION, "seat 1's name", "10000 characters", "at most 40"],
    );
}

#[test]
fn import_refuses_a_seat_name_with_a_line_break() {
    let error = refused(|s| s.seat_name = "Annie\nDROP TABLE".into());
    assert_names(&error, &[SESSION, "seat 1's name", "control character"]);
}

#[rstest]
#[case::css_in_a_profile("player", "red;background:url(https://x)")]
#[case::word_in_a_profile("player", "red")]
#[case::css_in_a_seat("seat", "red;background:url(https://x)")]
#[case::seven_digits_in_a_seat("seat", "#1234567")]
fn import_refuses_a_colour_that_is_not_hash_rrggbb(#[case] whose: &str, #[case] colour: &str) {
    let error = refused(|s| match whose {
        "player" => s.player_colour = colour.into(),
        _ => s.seat_colour = colour.into(),
    });
    let field = if whose == "player" {
        "player 1's colour"
    } else {
        "seat 1's colour"
    };
    assert_names(&error, &[field, "not a colour", "#rrggbb"]);
}

#[rstest]
#[case::seven_letters("ABCDEFG", "7 characters")]
#[case::three_letters("ABC", "3 characters")]
#[case::a_control_character("A\u{7}", "control character")]
fn import_refuses_an_avatar_initial_outside_two_letters(#[case] initial: &str, #[case] why: &str) {
    let error = refused(|s| s.initial = initial.into());
    assert_names(&error, &["player 1's initial", why]);
}

#[rstest]
#[case::a_word("yesterday")]
#[case::a_date_only("2026-01-01")]
#[case::empty("")]
fn import_refuses_a_created_at_that_is_not_an_rfc_3339_time(#[case] time: &str) {
    let error = refused(|s| s.created_at = time.into());
    assert_names(&error, &["player 1's created_at", "RFC 3339"]);
}

#[test]
fn import_refuses_a_session_that_ends_before_it_starts() {
    let error = refused(|s| s.ended_at = "2000-01-01T00:00:00.000Z".into());
    assert_names(&error, &[SESSION, "ended_at", "before the session started"]);
}

#[rstest]
#[case::ten_thousand(10_000)]
#[case::one_too_many(81)]
fn import_refuses_a_session_title_over_80_characters(#[case] length: usize) {
    let error = refused(|s| s.title = "T".repeat(length));
    assert_names(
        &error,
        &[
            SESSION,
            "title",
            &format!("{length} characters"),
            "at most 80",
        ],
    );
}

#[test]
fn import_refuses_notes_over_10000_characters() {
    let error = refused(|s| s.notes = "n".repeat(20_000));
    assert_names(
        &error,
        &[SESSION, "notes", "20000 characters", "at most 10000"],
    );
}

#[test]
fn import_refuses_a_photo_whose_bytes_are_not_an_image() {
    let mut file = Stored::good().archive();
    file["sessions"][0]["photos"][0]["bytes"] = json!(b64(b"<html><script>alert(1)</script>"));
    let error = refused_file(&file);
    assert_names(&error, &[SESSION, "photo 1's bytes", "not a photo"]);
}

#[test]
fn import_refuses_a_photo_that_is_a_png_only_in_its_first_bytes() {
    let mut bytes = png();
    bytes.truncate(40);
    let mut file = Stored::good().archive();
    file["sessions"][0]["photos"][0]["bytes"] = json!(b64(&bytes));
    let error = refused_file(&file);
    assert_names(&error, &[SESSION, "photo 1's bytes", "not a photo"]);
}

#[rstest]
#[case::html("text/html", "image/jpeg, image/png or image/webp")]
#[case::svg("image/svg+xml", "image/jpeg, image/png or image/webp")]
#[case::another_photo_type("image/jpeg", "but the bytes are image/png")]
fn import_refuses_a_photo_media_type_that_is_not_the_photos(
    #[case] media_type: &str,
    #[case] why: &str,
) {
    let error = refused(|s| s.photo_media_type = media_type.into());
    assert_names(&error, &[SESSION, "photo 1's media_type", why]);
}

#[rstest]
#[case::past_the_last(2)]
#[case::far_away(1_000_000)]
#[case::negative(-1)]
fn import_refuses_a_photo_seat_outside_the_table(#[case] seat: i64) {
    let error = refused(|s| s.photo_seat = Some(seat));
    assert_names(&error, &[SESSION, "photo 1's seat", "2 seats"]);
}

#[test]
fn import_refuses_a_shape_name_over_40_characters() {
    let error = refused(|s| s.shape_name = "S".repeat(5_000));
    assert_names(
        &error,
        &["shape 1", "name", "5000 characters", "at most 40"],
    );
}

#[test]
fn import_refuses_a_shape_name_made_only_of_invisible_characters() {
    let error = refused(|s| s.shape_name = "\u{200B}\u{200B}".into());
    assert_names(&error, &["shape 1", "name", "no visible character"]);
}

#[test]
fn import_refuses_a_shape_with_a_built_in_shapes_name() {
    let error = refused(|s| s.shape_name = "basic".into());
    assert_names(&error, &["shape 1", "built-in"]);
}

/// The session of an archive as a single-session export
/// (`drydock sessions import`).
fn session_export(archive: &Value) -> Value {
    let players: Vec<Value> = archive["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| json!({"key": p["key"], "name": p["name"], "colour": p["colour"]}))
        .collect();
    json!({
        "format": "drydock-session",
        "version": drydock::api::EXPORT_VERSION,
        "players": players,
        "session": archive["sessions"][0]["session"],
        "events": archive["sessions"][0]["events"],
    })
}

#[rstest]
#[case::a_long_player_name(Stored { player_name: "P".repeat(41), ..Stored::good() }, "player 1's name")]
#[case::a_long_seat_name(Stored { seat_name: "S".repeat(41), ..Stored::good() }, "seat 1's name")]
#[case::a_colour_that_is_css(Stored { seat_colour: "red;x:y".into(), ..Stored::good() }, "seat 1's colour")]
#[case::a_long_title(Stored { title: "T".repeat(81), ..Stored::good() }, "title")]
#[case::long_notes(Stored { notes: "n".repeat(10_001), ..Stored::good() }, "notes")]
#[case::an_end_before_the_start(Stored { ended_at: "2026-01-02T17:59:59.999Z".into(), ..Stored::good() }, "ended_at")]
fn a_single_session_import_keeps_the_same_limits(#[case] stored: Stored, #[case] field: &str) {
    let good = session_export(&Stored::good().archive());
    let mut api = Api::in_memory().expect("database");
    api.import_session(&Api::parse_export(&good.to_string()).expect("parses"))
        .expect("the good export imports");
    let mut api = Api::in_memory().expect("database");
    let file = session_export(&stored.archive());
    let error = api
        .import_session(&Api::parse_export(&file.to_string()).expect("parses"))
        .expect_err("refused");
    assert_eq!(error.code, ErrorCode::BadFile, "{}", error.message);
    assert_names(&error, &[field]);
    assert!(
        api.players().expect("players").is_empty(),
        "a refused import adds no profile"
    );
}

#[rstest]
#[case::nul("Cy\0")]
#[case::line_break("Cy\nCy")]
#[case::zero_width_only("\u{200B}\u{200D}")]
fn the_app_refuses_the_same_player_names_as_the_import(#[case] name: &str) {
    let api = Api::in_memory().expect("database");
    let error = api
        .create_player(&NewPlayer {
            name: name.into(),
            colour: None,
        })
        .expect_err("refused");
    assert_eq!(error.code, ErrorCode::InvalidInput, "{}", error.message);
    assert_eq!(
        error.details.field.as_deref(),
        Some("name"),
        "{}",
        error.message
    );
    assert!(api.players().expect("players").is_empty());
}

#[test]
fn the_app_refuses_an_avatar_initial_with_a_control_character() {
    let api = Api::in_memory().expect("database");
    let id = api
        .create_player(&NewPlayer {
            name: "Cy".into(),
            colour: None,
        })
        .expect("player")
        .id;
    let error = api
        .update_player(
            id,
            &PlayerEdit {
                name: None,
                colour: None,
                initial: Some("C\u{7}".into()),
            },
        )
        .expect_err("refused");
    assert_eq!(
        error.details.field.as_deref(),
        Some("initial"),
        "{}",
        error.message
    );
}

#[test]
fn the_app_refuses_a_shape_name_made_only_of_invisible_characters() {
    let api = Api::in_memory().expect("database");
    let error = api
        .save_rickety_shape("\u{2060}\u{FEFF}", "7")
        .expect_err("refused");
    assert_eq!(error.code, ErrorCode::InvalidInput, "{}", error.message);
    assert_eq!(
        error.details.field.as_deref(),
        Some("name"),
        "{}",
        error.message
    );
}

fn drydock(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drydock"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("DRYDOCK_DB")
        .output()
        .expect("drydock runs")
}

#[test]
fn importing_a_file_whose_setup_breaks_a_rule_exits_2_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = seeded_db(dir.path());
    let before = db_hash(&db);
    // SP1: a scorepad needs at least one player.
    let mut archive = Stored::good().archive();
    archive["sessions"][0]["session"]["seats"] = json!([]);
    let single = session_export(&archive);
    for (command, file) in [("import", &archive), ("sessions import", &single)] {
        let path = dir.path().join("bad.json");
        std::fs::write(&path, file.to_string()).expect("write");
        let mut args: Vec<&str> = command.split(' ').collect();
        args.push(path.to_str().expect("path"));
        let out = drydock(&db, &args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(2),
            "`drydock {command}` of a file whose setup breaks a rule exits 2 (a bad file): {stderr}"
        );
        assert!(stderr.contains("SP1"), "the rule is named: {stderr}");
        assert_eq!(db_hash(&db), before, "{command}: nothing written");
    }
}

#[test]
fn importing_a_file_with_an_overlong_name_exits_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = seeded_db(dir.path());
    let before = db_hash(&db);
    let file = Stored {
        player_name: "A".repeat(10_000),
        ..Stored::good()
    }
    .archive();
    let path = dir.path().join("long.json");
    std::fs::write(&path, file.to_string()).expect("write");
    let out = drydock(&db, &["import", path.to_str().expect("path")]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("player 1's name"), "{stderr}");
    assert_eq!(db_hash(&db), before, "nothing written");
}

/// An archive without what legitimately differs between databases: the
/// time of export, the ids (players are keyed by name instead).
fn comparable(text: &str) -> Value {
    let mut v: Value = serde_json::from_str(text).expect("archive JSON");
    v["exported_at"] = Value::Null;
    let keys: Vec<(Value, Value)> = v["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| (p["key"].clone(), p["name"].clone()))
        .collect();
    let players = v["players"].as_array_mut().expect("players");
    for p in players.iter_mut() {
        p["key"] = Value::Null;
    }
    players.sort_by_key(|p| p["name"].to_string());
    for s in v["sessions"].as_array_mut().expect("sessions") {
        s["id"] = Value::Null;
        for seat in s["session"]["seats"].as_array_mut().expect("seats") {
            let name = keys.iter().find(|k| k.0 == seat["player"]).map(|k| &k.1);
            seat["player"] = name.cloned().unwrap_or(Value::Null);
        }
    }
    v
}

/// Text a person types on one line: 1 to 40 characters, letters, digits
/// and some punctuation of any script, no space at either end (the stored
/// name is trimmed).
fn one_line(max: usize) -> impl Strategy<Value = String> {
    let inner = max - 2;
    proptest::string::string_regex(&format!(
        "[\\p{{L}}\\p{{N}}]([\\p{{L}}\\p{{N}}\\p{{So}} '.,!&-]{{0,{inner}}}[\\p{{L}}\\p{{N}}])?"
    ))
    .expect("regex")
    // Hangul fillers are letters that show nothing.
    .prop_filter("a visible name", |s| {
        !s.chars()
            .any(|c| matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}'))
    })
}

fn time() -> impl Strategy<Value = (i64, String)> {
    (946_684_800_000i64..4_102_444_800_000, prop::bool::ANY).prop_map(|(ms, zulu)| {
        let at = chrono::DateTime::from_timestamp_millis(ms).expect("in range");
        let text = if zulu {
            at.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
        } else {
            at.with_timezone(&chrono::FixedOffset::east_opt(3600).expect("offset"))
                .to_rfc3339()
        };
        (ms, text)
    })
}

fn one_ms_before(time: &str) -> String {
    let at = chrono::DateTime::parse_from_rfc3339(time).expect("a stored time");
    (at - chrono::Duration::milliseconds(1)).to_rfc3339()
}

prop_compose! {
    fn stored_within_limits()(
        player_name in one_line(40).prop_filter("not Zed", |n| !n.eq_ignore_ascii_case("zed")),
        seat_name in one_line(40).prop_filter("not Zed", |n| !n.eq_ignore_ascii_case("zed")),
        player_colour in "#[0-9a-f]{6}",
        seat_colour in "#[0-9a-f]{6}",
        initial in "\\p{Lu}{0,2}",
        created_at in time(),
        title in prop_oneof![Just(String::new()), one_line(80)],
        notes in (prop::collection::vec(any::<char>(), 0..64), prop::bool::ANY)
            .prop_map(|(chars, full)| {
                let mut notes: String = chars.into_iter().collect();
                if full {
                    let pad = 10_000 - notes.chars().count();
                    notes.push_str(&"x".repeat(pad));
                }
                notes
            }),
        started in time(),
        minutes in 0i64..(3 * 24 * 60),
        shape_name in one_line(40).prop_filter("not a built-in shape", |n| {
            drydock::games::rickety::Shape::built_in(n).is_none()
        }),
        photo_seat in prop_oneof![Just(None), (0i64..2).prop_map(Some)],
        photo_taken_at in time(),
    ) -> Stored {
        let ended = chrono::DateTime::from_timestamp_millis(started.0 + minutes * 60_000)
            .expect("in range")
            .format("%Y-%m-%dT%H:%M:%S%.3fZ")
            .to_string();
        Stored {
            player_name,
            player_colour,
            initial,
            created_at: created_at.1,
            seat_name,
            seat_colour,
            title,
            notes,
            started_at: started.1,
            ended_at: ended,
            shape_name,
            photo_seat,
            photo_media_type: "image/png".into(),
            photo_taken_at: photo_taken_at.1,
        }
    }
}

type Change = fn(&mut Stored);

/// A stored field pushed just past its limit, and the words that name it
/// in the refusal.
fn just_outside() -> impl Strategy<Value = (&'static str, Change)> {
    let changes: Vec<(&'static str, Change)> = vec![
        ("player 1's name", |s| s.player_name = "é".repeat(41)),
        ("seat 1's name", |s| s.seat_name = "é".repeat(41)),
        ("seat 1's name", |s| s.seat_name.push('\0')),
        ("player 1's colour", |s| s.player_colour.push('0')),
        ("seat 1's colour", |s| {
            s.seat_colour.pop();
        }),
        ("player 1's initial", |s| s.initial = "ÉÉÉ".into()),
        ("player 1's created_at", |s| s.created_at.truncate(10)),
        ("title", |s| s.title = "é".repeat(81)),
        ("notes", |s| s.notes = "é".repeat(10_001)),
        ("ended_at", |s| s.ended_at = one_ms_before(&s.started_at)),
        ("photo 1's seat", |s| s.photo_seat = Some(2)),
        ("photo 1's media_type", |s| {
            s.photo_media_type = "image/gif".into()
        }),
        ("shape 1", |s| s.shape_name = "é".repeat(41)),
    ];
    prop::sample::select(changes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn every_field_within_its_limits_round_trips_through_export_and_import(
        stored in stored_within_limits()
    ) {
        let text = stored.archive().to_string();
        let mut api = Api::in_memory().expect("database");
        let report = api
            .import_archive(&Api::parse_archive(&text).expect("parses"), false)
            .map_err(|e| TestCaseError::fail(format!("refused within the limits: {}", e.message)))?;
        prop_assert_eq!(report.sessions_added.len(), 1);
        let mut out = Vec::new();
        api.export_archive(None, None, &mut out).expect("exports");
        let exported = String::from_utf8(out).expect("UTF-8");
        prop_assert_eq!(
            comparable(&exported),
            comparable(&text),
            "every stored field comes back as it went in"
        );
    }

    #[test]
    fn a_field_just_outside_its_limit_is_refused_naming_the_field(
        (field, change) in just_outside(),
        stored in stored_within_limits(),
    ) {
        let mut stored = stored;
        change(&mut stored);
        let mut api = Api::in_memory().expect("database");
        let error = api
            .import_archive(&Api::parse_archive(&stored.archive().to_string()).expect("parses"), false)
            .expect_err("refused");
        prop_assert_eq!(error.code, ErrorCode::BadFile, "{}", &error.message);
        prop_assert!(error.message.contains(field), "names {}: {}", field, &error.message);
        prop_assert!(api.players().expect("players").is_empty(), "nothing written");
    }
}
