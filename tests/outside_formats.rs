//! Issue 22: the files other tools read and write. Each export is read back
//! the way the receiving tool reads it — typed, with UUIDs parsed as UUIDs,
//! numbers as numbers and dates as dates — not compared as text; a BG Stats
//! backup and BGG play XML written from the public descriptions of those
//! formats (tests/fixtures/imports/) import with a preview, skip what the
//! scorepad cannot hold with a reason, and import nothing twice.

mod common;

use std::collections::HashSet;
use std::path::Path;

use common::{cli_in as drydock_in, cli_json as ok_json, history_fixture as history};
use quick_xml::events::Event;
use serde::Deserialize;
use serde_json::Value;
use uuid::Uuid;

const IMPORTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/imports");

fn export(tz: &str, db: &Path, format: &str, extra: &[&str]) -> String {
    let path = db.with_extension(format);
    let mut args = vec!["export", "--format", format];
    args.extend_from_slice(extra);
    args.push(path.to_str().expect("path"));
    let out = drydock_in(tz, db, &args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read_to_string(&path).expect("written")
}

// The BG Stats backup as a typed reader sees it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Backup {
    games: Vec<BsGame>,
    players: Vec<BsPlayer>,
    locations: Vec<Value>,
    plays: Vec<BsPlay>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BsGame {
    id: i64,
    uuid: Uuid,
    name: String,
    highest_wins: bool,
    bgg_id: u64,
    modification_date: String,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BsPlayer {
    id: i64,
    uuid: Uuid,
    name: String,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BsPlay {
    uuid: Uuid,
    game_ref_id: i64,
    play_date: String,
    entry_date: String,
    modification_date: String,
    duration_min: u32,
    location_ref_id: i64,
    comments: String,
    player_scores: Vec<BsScore>,
}
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct BsScore {
    player_ref_id: i64,
    score: String,
    winner: bool,
    rank: u32,
    seat_order: u32,
}

fn bg_date(text: &str) -> chrono::NaiveDateTime {
    chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S")
        .unwrap_or_else(|e| panic!("{text:?} is not a BG Stats date: {e}"))
}

#[test]
fn the_bgstats_backup_reads_typed_with_real_uuids_local_dates_ranks_and_notes() {
    // 18:00 UTC on 3 October is 08:00 the next day at UTC+14.
    let (_dir, db) = history("Pacific/Kiritimati");
    let text = export("Pacific/Kiritimati", &db, "bgstats", &[]);
    let file: Backup = serde_json::from_str(&text).expect("a typed reader accepts the backup");
    assert_eq!(file.plays.len(), 3, "finished plays only");
    assert!(file.locations.is_empty());
    let mut uuids = HashSet::new();
    for u in file
        .games
        .iter()
        .map(|g| g.uuid)
        .chain(file.players.iter().map(|p| p.uuid))
        .chain(file.plays.iter().map(|p| p.uuid))
    {
        assert!(uuids.insert(u), "{u} is used twice");
    }
    let carcassonne = &file.plays[0];
    assert_eq!(
        bg_date(&carcassonne.play_date).to_string(),
        "2026-10-04 08:00:00"
    );
    assert_eq!(
        bg_date(&carcassonne.entry_date),
        bg_date(&carcassonne.play_date)
    );
    assert_eq!(
        bg_date(&carcassonne.modification_date).to_string(),
        "2026-10-04 08:31:00"
    );
    assert_eq!(carcassonne.duration_min, 31);
    assert_eq!(carcassonne.location_ref_id, 0);
    assert_eq!(
        carcassonne.comments,
        "Ann's birthday, played on the new table"
    );
    let game = file
        .games
        .iter()
        .find(|g| g.id == carcassonne.game_ref_id)
        .expect("its game");
    assert_eq!(
        (game.name.as_str(), game.highest_wins, game.bgg_id),
        ("Carcassonne", true, 0)
    );
    bg_date(&game.modification_date);
    let seats: Vec<(String, i64, bool, u32, u32)> = carcassonne
        .player_scores
        .iter()
        .map(|s| {
            let name = &file
                .players
                .iter()
                .find(|p| p.id == s.player_ref_id)
                .expect("ref")
                .name;
            (
                name.clone(),
                s.score.parse().expect("a number as text"),
                s.winner,
                s.rank,
                s.seat_order,
            )
        })
        .collect();
    assert_eq!(
        seats,
        vec![
            ("Ann".into(), 13, true, 1, 1),
            ("Bob".into(), 13, true, 1, 2),
            ("Cat".into(), 7, false, 3, 3)
        ],
        "a tie shares first place"
    );
    let golf = file
        .games
        .iter()
        .find(|g| g.name.starts_with("Golf"))
        .expect("golf");
    assert!(!golf.highest_wins);
    let golf_play = file
        .plays
        .iter()
        .find(|p| p.game_ref_id == golf.id)
        .expect("played");
    assert_eq!(
        golf_play.player_scores[0].rank, 1,
        "lowest score is first at golf"
    );
}

#[test]
fn a_session_keeps_its_uuid_through_archive_export_and_import() {
    let (dir, db) = history("UTC");
    let archive = export("UTC", &db, "json", &[]);
    let v: Value = serde_json::from_str(&archive).expect("JSON");
    assert_eq!(v["version"], 3);
    let original = v["sessions"][0]["session"]["uuid"]
        .as_str()
        .expect("uuid")
        .to_string();
    assert_eq!(
        original, "cc4047be-b64a-58c4-a385-d4626150d454",
        "the fixture's own"
    );
    let copy = dir.path().join("copy.db");
    let file = db.with_extension("json");
    ok_json(
        "UTC",
        &copy,
        &["import", file.to_str().expect("path"), "--json"],
    );
    let again: Value = serde_json::from_str(&export("UTC", &copy, "json", &[])).expect("JSON");
    assert_eq!(again["sessions"][0]["session"]["uuid"], original.as_str());
    assert_eq!(
        v["players"][0]["uuid"], again["players"][0]["uuid"],
        "profiles too"
    );
    // An old copy of a play with a fresh id but the same UUID is the same play.
    let mut renamed = v.clone();
    renamed["sessions"][0]["session"]["started_at"] = "2026-10-03T18:00:01.000Z".into();
    std::fs::write(&file, renamed.to_string()).expect("write");
    let report = ok_json(
        "UTC",
        &copy,
        &["import", file.to_str().expect("path"), "--json"],
    );
    assert_eq!(report["sessions_new"], 0, "{report}");
}

#[test]
fn the_push_link_names_the_play_by_its_uuid_and_carries_notes_and_the_bgg_id() {
    let (_dir, db) = history("UTC");
    ok_json(
        "UTC",
        &db,
        &["games", "bgg-id", "Carcassonne", "822", "--json"],
    );
    let api = drydock::api::Api::open(&db).expect("opens");
    let link = api.bgstats_link(1).expect("a finished play");
    let url = link.url.as_str();
    let data = url.split_once("?data=").expect("the documented link").1;
    let decoded = percent_encoding::percent_decode_str(data)
        .decode_utf8()
        .expect("UTF-8");
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Push {
        source_play_id: Uuid,
        comments: String,
        game: PushGame,
        players: Vec<PushPlayer>,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct PushGame {
        bgg_id: u32,
        source_game_id: Uuid,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct PushPlayer {
        source_player_id: Uuid,
        score: i64,
    }
    let play: Push = serde_json::from_str(&decoded).expect("typed push data");
    assert_eq!(
        play.source_play_id.to_string(),
        "cc4047be-b64a-58c4-a385-d4626150d454"
    );
    assert_eq!(play.comments, "Ann's birthday, played on the new table");
    assert_eq!(play.game.bgg_id, 822);
    assert_eq!(play.game.source_game_id.get_version_num(), 5);
    assert_eq!(play.players.len(), 3);
    assert_eq!(play.players[2].score, 7);
    assert_ne!(
        play.players[0].source_player_id,
        play.players[1].source_player_id
    );
}

#[test]
fn the_push_link_sends_the_start_in_utc_whatever_the_zone_with_ranks_and_no_points() {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Push {
        play_date: String,
        game: PushGame,
        players: Vec<PushPlayer>,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct PushGame {
        highest_wins: bool,
        no_points: bool,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct PushPlayer {
        rank: u32,
        winner: bool,
        start_player: bool,
    }
    for tz in ["Pacific/Kiritimati", "America/Los_Angeles"] {
        let (_dir, db) = history(tz);
        let url =
            String::from_utf8(common::cli_in(tz, &db, &["sessions", "bgstats-link", "1"]).stdout)
                .expect("UTF-8");
        let data = url
            .trim()
            .split_once("?data=")
            .expect("the documented link")
            .1;
        let decoded = percent_encoding::percent_decode_str(data)
            .decode_utf8()
            .expect("UTF-8");
        let play: Push = serde_json::from_str(&decoded).expect("typed push data");
        let started = ok_json(tz, &db, &["sessions", "show", "1", "--json"])["started_at"]
            .as_str()
            .map(|s| s.replace('T', " ")[..19].to_string())
            .expect("start");
        assert_eq!(
            play.play_date, started,
            "{tz}: playDate is the start in UTC"
        );
        assert!(play.game.highest_wins && !play.game.no_points);
        let ranks: Vec<u32> = play.players.iter().map(|p| p.rank).collect();
        assert_eq!(ranks, [1, 1, 3], "{tz}: Ann and Bob tied on 13");
        assert!(play.players[0].winner && play.players[0].start_player);
    }
}

#[test]
fn bgg_xml_reads_typed_with_objectid_comments_and_local_days() {
    let (_dir, db) = history("America/Los_Angeles");
    ok_json(
        "UTC",
        &db,
        &["games", "bgg-id", "Carcassonne", "822", "--json"],
    );
    let xml = export("America/Los_Angeles", &db, "bgg", &[]);
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut dates = Vec::new();
    let mut objectids = Vec::new();
    let mut comments = String::new();
    let mut in_comments = false;
    let mut scores = Vec::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(t) | Event::Empty(t) => {
                let attr = |key: &str| {
                    t.try_get_attribute(key).expect("attribute").map(|a| {
                        a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                            .expect("value")
                            .into_owned()
                    })
                };
                match t.name().as_ref() {
                    "play" => {
                        assert!(attr("id").is_none(), "no made-up BGG play id");
                        let day = attr("date").expect("date");
                        dates.push(
                            chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").expect("a day"),
                        );
                        attr("length")
                            .expect("length")
                            .parse::<u32>()
                            .expect("minutes");
                    }
                    "item" => objectids
                        .push(attr("objectid").map(|id| id.parse::<u32>().expect("a number"))),
                    "player" => scores.push(
                        attr("score")
                            .expect("score")
                            .parse::<i64>()
                            .expect("a number"),
                    ),
                    "comments" => in_comments = true,
                    _ => {}
                }
            }
            Event::Text(t) if in_comments => comments.push_str(&t.xml10_content()),
            Event::GeneralRef(r) if in_comments => comments.push_str(
                quick_xml::escape::resolve_predefined_entity(&r.into_inner()).expect("predefined"),
            ),
            Event::End(t) if t.name().as_ref() == "comments" => in_comments = false,
            Event::Eof => break,
            _ => {}
        }
    }
    // 18:00 UTC is 11:00 the same day in Los Angeles (UTC-7 in October).
    assert_eq!(dates[0].to_string(), "2026-10-03");
    assert_eq!(
        objectids,
        vec![Some(822), None, None],
        "objectid only where known"
    );
    assert_eq!(comments, "Ann's birthday, played on the new table");
    assert_eq!(scores, vec![13, 13, 7, 7, 8, 6, 5]);
}

#[derive(Deserialize)]
struct CsvRow {
    session_id: i64,
    title: String,
    seat: u32,
    player: String,
    score: Option<i64>,
    winner: u8,
    session_uuid: Uuid,
    notes: String,
}

#[test]
fn csv_reads_typed_and_a_bom_is_there_only_when_asked() {
    let (_dir, db) = history("UTC");
    let plain = export("UTC", &db, "csv", &[]);
    assert!(!plain.starts_with('\u{feff}'));
    let bom = export("UTC", &db, "csv", &["--bom"]);
    assert_eq!(bom.strip_prefix('\u{feff}'), Some(plain.as_str()));
    let rows: Vec<CsvRow> = csv::Reader::from_reader(plain.as_bytes())
        .deserialize()
        .collect::<Result<_, _>>()
        .expect("a typed CSV reader accepts every row");
    assert_eq!(rows.len(), 11);
    assert_eq!(
        rows[3].title, "Golf, \"9 holes\"",
        "quotes and commas survive"
    );
    assert_eq!(
        (
            rows[0].seat,
            rows[0].player.as_str(),
            rows[0].score,
            rows[0].winner
        ),
        (1, "Ann", Some(13), 1)
    );
    assert_eq!(rows[7].score, None, "an open session has no score");
    assert_eq!(rows[0].notes, "Ann's birthday, played on the new table");
    assert_eq!(rows[0].session_uuid, rows[2].session_uuid);
    assert_ne!(rows[0].session_uuid, rows[3].session_uuid);
    assert_eq!(rows.iter().map(|r| r.session_id).max(), Some(4));
}

fn fixture(name: &str) -> String {
    Path::new(IMPORTS).join(name).display().to_string()
}

#[test]
fn a_tie_broken_at_the_table_and_a_winner_named_against_the_scores_import_as_recorded() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let mut backup: Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("bgstats-backup.json")).expect("read"),
    )
    .expect("JSON");
    // Azul: Ann and Émile tie on 61 and Ann is marked the winner (a tie-breaker).
    backup["plays"][0]["playerScores"][2]["score"] = "61".into();
    // Golf (lowest wins): the 38 is marked the winner against the 31.
    backup["plays"][1]["playerScores"][0]["winner"] = true.into();
    backup["plays"][1]["playerScores"][1]["winner"] = false.into();
    let file = dir.path().join("edited.json");
    std::fs::write(&file, backup.to_string()).expect("write");
    let report = ok_json(
        "UTC",
        &db,
        &["import", file.to_str().expect("path"), "--json"],
    );
    let show = |i: usize| {
        let id = report["sessions_added"][i].to_string();
        ok_json("UTC", &db, &["sessions", "show", &id, "--json"])
    };
    let azul = show(0);
    assert_eq!(azul["state"]["win"], "highest");
    assert_eq!(azul["outcome"]["winners"], serde_json::json!([0]));
    assert_eq!(azul["outcome"]["places"], serde_json::json!([1, 3, 2]));
    let golf = show(1);
    assert_eq!(golf["state"]["win"], "chosen", "the table named the winner");
    assert_eq!(golf["outcome"]["winners"], serde_json::json!([0]));
    assert_eq!(golf["outcome"]["scores"], serde_json::json!([38, 31]));
}

#[test]
fn a_bgstats_backup_imports_with_a_preview_skips_what_the_scorepad_cannot_hold_and_never_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let file = fixture("bgstats-backup.json");
    let preview = ok_json(
        "Europe/Paris",
        &db,
        &["import", &file, "--dry-run", "--json"],
    );
    assert_eq!(preview["format"], "bgstats");
    assert_eq!(preview["sessions_new"], 3, "{preview}");
    assert_eq!(
        preview["players_added"], 3,
        "Ann, Bob and Émile; the anonymous player is a guest"
    );
    let skipped: Vec<&str> = preview["skipped"]
        .as_array()
        .expect("skipped")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        skipped.len() == 1 && skipped[0].contains("40.5") && skipped[0].contains("SP2"),
        "only the play with a fractional score is skipped: {skipped:?}"
    );
    let listed = ok_json("UTC", &db, &["sessions", "list", "--json"]);
    assert_eq!(listed["total"], 0, "a preview writes nothing");

    let report = ok_json("Europe/Paris", &db, &["import", &file, "--json"]);
    assert_eq!(report["sessions_added"].as_array().expect("ids").len(), 3);
    let added = |i: usize| {
        let id = report["sessions_added"][i].to_string();
        ok_json("UTC", &db, &["sessions", "show", &id, "--json"])
    };
    let azul = added(0);
    assert_eq!(azul["title"], "Azul");
    // 20:30 in Paris (UTC+2 in September) is 18:30 UTC.
    assert_eq!(azul["started_at"], "2026-09-12T18:30:00.000Z");
    assert_eq!(azul["outcome"]["scores"], serde_json::json!([61, 48, 52]));
    assert_eq!(azul["outcome"]["winners"], serde_json::json!([0]));
    assert_eq!(azul["notes"], "First play with the new tiles");
    assert_eq!(azul["location"], "The Meeple Café", "the BG Stats location");
    let seats: Vec<&str> = azul["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    assert_eq!(seats, vec!["Ann", "Bob", "Guest 3"]);
    let golf = added(1);
    assert_eq!(
        golf["outcome"]["winners"],
        serde_json::json!([1]),
        "the lowest score wins at golf"
    );
    // Hanabi is cooperative, and nobody is marked a winner: lost together (SP7).
    let hanabi = added(2);
    assert_eq!(hanabi["title"], "Hanabi");
    assert_eq!(hanabi["state"]["win"], "cooperative");
    assert_eq!(hanabi["state"]["cooperative_won"], false);
    assert_eq!(hanabi["outcome"]["winners"], serde_json::json!([]));
    assert_eq!(hanabi["outcome"]["scores"], serde_json::json!([18, 18]));
    let players = ok_json("UTC", &db, &["players", "list", "--json"]);
    let names: Vec<&str> = players
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert!(
        names.contains(&"Émile")
            && !names
                .iter()
                .any(|n| n.contains("Anonymous") || n.starts_with("Guest")),
        "{names:?}"
    );

    // The export carries the BG Stats UUIDs and the game's BGG id back.
    let back: Value =
        serde_json::from_str(&export("Europe/Paris", &db, "bgstats", &[])).expect("JSON");
    let play_uuids: Vec<&str> = back["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .filter_map(|p| p["uuid"].as_str())
        .collect();
    assert!(
        play_uuids.contains(&"9f1e2d3c-4b5a-4697-8887-766554433221"),
        "{play_uuids:?}"
    );
    assert!(back["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .any(|p| p["playDate"] == "2026-09-12 20:30:00"));
    assert!(back["games"]
        .as_array()
        .expect("games")
        .iter()
        .any(|g| g["name"] == "Azul" && g["bggId"] == 230802));
    assert!(
        back["games"]
            .as_array()
            .expect("games")
            .iter()
            .any(|g| g["name"] == "Hanabi" && g["cooperative"] == true && g["noPoints"] == false),
        "a cooperative game goes back as one"
    );
    let places = back["locations"].as_array().expect("locations");
    assert_eq!(places.len(), 1, "{places:?}");
    assert_eq!(places[0]["name"], "The Meeple Café");
    let azul_play = back["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .find(|p| p["uuid"] == "9f1e2d3c-4b5a-4697-8887-766554433221")
        .expect("the Azul play");
    assert_eq!(azul_play["locationRefId"], places[0]["id"]);
    let ann = back["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == "Ann")
        .expect("Ann");
    assert_eq!(
        ann["uuid"], "539921be-d68b-4aa3-96f3-b3b609be7c35",
        "the profile keeps its BG Stats uuid"
    );

    let again = ok_json("Europe/Paris", &db, &["import", &file, "--json"]);
    assert_eq!(again["sessions_new"], 0, "{again}");
    let listed = ok_json("UTC", &db, &["sessions", "list", "--json"]);
    assert_eq!(listed["total"], 3);
}

#[test]
fn bgg_play_xml_imports_remembers_the_game_id_and_never_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let file = fixture("bgg-plays.xml");
    let preview = ok_json("UTC", &db, &["import", &file, "--dry-run", "--json"]);
    assert_eq!(
        (preview["format"].as_str(), preview["sessions_new"].as_u64()),
        (Some("bgg"), Some(3)),
        "{preview}"
    );
    let report = ok_json("UTC", &db, &["import", &file, "--json"]);
    let ids = report["sessions_added"].as_array().expect("ids");
    assert_eq!(ids.len(), 3, "{report}");
    let first = ok_json(
        "UTC",
        &db,
        &["sessions", "show", &ids[0].to_string(), "--json"],
    );
    assert_eq!(first["title"], "Carcassonne");
    assert_eq!(first["outcome"]["scores"], serde_json::json!([112, 97, 64]));
    assert_eq!(first["notes"], "Farmers decided it & Cat's first game");
    assert_eq!(first["location"], "Bob's flat", "the BGG location");
    let golf = ok_json(
        "UTC",
        &db,
        &["sessions", "show", &ids[1].to_string(), "--json"],
    );
    assert_eq!(
        golf["outcome"]["winners"],
        serde_json::json!([1]),
        "the marked winner had the lowest score"
    );
    let id = ok_json("UTC", &db, &["games", "bgg-id", "Carcassonne", "--json"]);
    assert_eq!(id["bgg_id"], 822, "objectid remembered");
    let again = ok_json("UTC", &db, &["import", &file, "--json"]);
    assert_eq!(
        again["sessions_new"], 0,
        "BGG play ids make the same UUIDs: {again}"
    );
}

#[test]
fn faulty_outside_files_are_refused_by_name_and_change_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    ok_json("UTC", &db, &["players", "add", "Zoe", "--json"]);
    let before = std::fs::read(&db).expect("db");
    let backup =
        std::fs::read_to_string(Path::new(IMPORTS).join("bgstats-backup.json")).expect("fixture");
    let mut dangling: Value = serde_json::from_str(&backup).expect("JSON");
    dangling["plays"][1]["gameRefId"] = 99.into();
    let mut bad_uuid: Value = serde_json::from_str(&backup).expect("JSON");
    bad_uuid["plays"][0]["uuid"] = "drydock-12".into();
    let mut bad_date: Value = serde_json::from_str(&backup).expect("JSON");
    bad_date["plays"][0]["playDate"] = "yesterday".into();
    let cases = [
        ("dangling game", dangling.to_string(), "refers to game 99"),
        ("bad uuid", bad_uuid.to_string(), "not a UUID"),
        ("bad date", bad_date.to_string(), "not a date and time"),
        ("cut XML", "<plays><play date=\"2026-01-01\"><item name=\"X\"".into(), "faulty"),
        (
            "entity XML",
            "<!DOCTYPE plays [<!ENTITY lol \"lol\">]><plays><play date=\"2026-01-01\"><item name=\"X\"/><comments>&lol;</comments></play></plays>".into(),
            "entity XML does not define",
        ),
        ("not plays", "<html><body/></html>".into(), "no <plays> element"),
    ];
    for (what, text, reason) in cases {
        let path = dir.path().join("in.file");
        std::fs::write(&path, text).expect("write");
        let out = drydock_in("UTC", &db, &["import", path.to_str().expect("path")]);
        assert_eq!(out.status.code(), Some(2), "{what}: a bad file exits 2");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(reason), "{what}: {stderr}");
        assert_eq!(
            std::fs::read(&db).expect("db"),
            before,
            "{what}: not a byte changed"
        );
    }
}

#[test]
fn a_play_keeps_where_it_was_played_through_every_format_and_offers_the_places_used() {
    let (dir, db) = history("UTC");
    for (id, place) in [
        ("1", "  Ann's flat "),
        ("2", "Ann's flat"),
        ("3", "The club"),
    ] {
        let out = drydock_in("UTC", &db, &["sessions", "location", id, place]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let places = ok_json("UTC", &db, &["sessions", "locations", "--json"]);
    assert_eq!(
        places,
        serde_json::json!(["Ann's flat", "The club"]),
        "most used first, trimmed"
    );
    let shown = ok_json("UTC", &db, &["sessions", "show", "1", "--json"]);
    assert_eq!(shown["location"], "Ann's flat");
    // Refused with the field named, and nothing changed.
    let before = std::fs::read(&db).expect("db");
    for bad in ["x".repeat(81), "line\nbreak".to_string()] {
        let out = drydock_in("UTC", &db, &["sessions", "location", "1", &bad]);
        assert!(!out.status.success(), "{bad:?} refused");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("the place"),
            "{bad:?}"
        );
    }
    assert_eq!(std::fs::read(&db).expect("db"), before);

    let xml = export("UTC", &db, "bgg", &[]);
    assert!(xml.contains("location=\"Ann&apos;s flat\""), "{xml}");
    let backup: Value = serde_json::from_str(&export("UTC", &db, "bgstats", &[])).expect("JSON");
    let names: Vec<&str> = backup["locations"]
        .as_array()
        .expect("locations")
        .iter()
        .filter_map(|l| l["name"].as_str())
        .collect();
    assert_eq!(names, vec!["Ann's flat", "The club"]);
    for l in backup["locations"].as_array().expect("locations") {
        Uuid::parse_str(l["uuid"].as_str().expect("uuid")).expect("a UUID");
    }
    // The archive carries it to another database.
    export("UTC", &db, "json", &[]);
    let copy = dir.path().join("copy.db");
    let file = db.with_extension("json");
    ok_json(
        "UTC",
        &copy,
        &["import", file.to_str().expect("path"), "--json"],
    );
    let again = ok_json("UTC", &copy, &["sessions", "locations", "--json"]);
    assert_eq!(again, places);
}

#[test]
fn a_named_winner_ranks_first_in_bg_stats_whatever_the_scores() {
    let mut api = drydock::api::Api::in_memory().expect("db");
    let id = common::ann_and_bob(
        &mut api,
        "scorepad",
        serde_json::json!({"title": "Werewolf", "win": "chosen"}),
    );
    for command in [
        serde_json::json!({"type": "add_round", "scores": [9, 1]}),
        serde_json::json!({"type": "choose_winners", "seats": [1]}),
    ] {
        api.act(id, &common::cmd("scorepad", command)).expect("act");
    }
    api.act(id, &drydock::api::Action::Close).expect("close");
    let url = api.bgstats_link(id).expect("link").url;
    let data = url.split_once("?data=").expect("data").1;
    let play: Value = serde_json::from_str(
        &percent_encoding::percent_decode_str(data)
            .decode_utf8()
            .expect("UTF-8"),
    )
    .expect("JSON");
    assert_eq!(play["game"]["noPoints"], true);
    let ranks: Vec<i64> = play["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["rank"].as_i64().expect("rank"))
        .collect();
    assert_eq!(ranks, [2, 1], "Bob was named the winner with 1 point");
}
