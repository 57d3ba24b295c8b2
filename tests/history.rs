//! Issue 8: history filters, statistics, timeline replay, profiles, the
//! archive round trip, the outside formats against fixtures, backups, and
//! bad files that must change nothing.

mod common;

use std::path::Path;
use std::process::Output;

use drydock::api::{
    Action, Api, ErrorCode, ExportFormat, ExportQuery, PlayerEdit, SessionQuery, StartSession,
    StatsQuery,
};
use serde_json::{json, Value};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/history");

fn round(api: &mut Api, id: i64, scores: &[i64]) {
    api.act(
        id,
        &common::cmd("scorepad", json!({"type": "add_round", "scores": scores})),
    )
    .expect("round is recorded");
}

/// Ann, Bob and Cat; two finished scorepad games (Ann wins the first, Bob
/// the second), one open Ann–Cat game.
fn table() -> (Api, Vec<i64>, Vec<i64>) {
    let mut api = Api::in_memory().expect("database");
    let people = common::players(&api, &["Ann", "Bob", "Cat"]);
    let start = |api: &mut Api, ids: Vec<i64>, title: &str| {
        api.start_session(&StartSession {
            seats: Vec::new(),
            location: None,
            player_ids: ids,
            setup: common::typed_setup("scorepad", json!({"title": title})),
        })
        .expect("starts")
        .id
    };
    let first = start(&mut api, vec![people[0], people[1]], "Azul");
    round(&mut api, first, &[10, 4]);
    round(&mut api, first, &[5, 6]);
    api.act(first, &Action::Close).expect("closes");
    let second = start(&mut api, vec![people[1], people[0]], "Azul");
    round(&mut api, second, &[7, 2]);
    api.act(second, &Action::Close).expect("closes");
    api.set_notes(second, "Bob's revenge on the balcony")
        .expect("notes");
    let open = start(&mut api, vec![people[0], people[2]], "Patchwork");
    round(&mut api, open, &[1, 1]);
    (api, people, vec![first, second, open])
}

fn ids_of(api: &Api, query: SessionQuery) -> Vec<i64> {
    api.list_sessions(&query)
        .expect("lists")
        .sessions
        .iter()
        .map(|s| s.id)
        .collect()
}

#[test]
fn history_filters_by_player_winner_dates_and_words() {
    let (api, _, s) = table();
    let q = SessionQuery::default;
    assert_eq!(ids_of(&api, q()), vec![s[2], s[1], s[0]], "newest first");
    let cat = SessionQuery {
        player: Some("cat".into()),
        ..q()
    };
    assert_eq!(ids_of(&api, cat), vec![s[2]], "player names ignore case");
    let bob_won = SessionQuery {
        winner: Some("Bob".into()),
        ..q()
    };
    assert_eq!(
        ids_of(&api, bob_won),
        vec![s[1]],
        "Bob won only the second game"
    );
    let words = SessionQuery {
        search: Some("REVENGE balcony".into()),
        ..q()
    };
    assert_eq!(
        ids_of(&api, words),
        vec![s[1]],
        "every word must appear in the notes"
    );
    let title = SessionQuery {
        search: Some("patch".into()),
        ..q()
    };
    assert_eq!(ids_of(&api, title), vec![s[2]]);
    let wildcard = SessionQuery {
        search: Some("%".into()),
        ..q()
    };
    assert!(
        ids_of(&api, wildcard).is_empty(),
        "% is a character, not a wildcard"
    );
    let future = SessionQuery {
        since: Some("2999-01-01".into()),
        ..q()
    };
    assert!(ids_of(&api, future).is_empty());
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let until_today = SessionQuery {
        until: Some(today),
        ..q()
    };
    assert_eq!(ids_of(&api, until_today).len(), 3, "until is inclusive");
    let bad = api.list_sessions(&SessionQuery {
        since: Some("30/11/2026".into()),
        ..q()
    });
    let error = bad.expect_err("a date in another form is refused");
    assert!(error.message.contains("YYYY-MM-DD"), "{}", error.message);
    let page = api.list_sessions(&q()).expect("lists");
    assert_eq!(page.sessions[1].notes, "Bob's revenge on the balcony");
}

#[test]
fn search_reads_the_fts5_index_by_word_prefixes_ignoring_case_and_accents() {
    let (mut api, _, s) = table();
    let find = |api: &Api, words: &str| {
        ids_of(
            api,
            SessionQuery {
                search: Some(words.into()),
                limit: Some(50),
                ..SessionQuery::default()
            },
        )
    };
    api.set_notes(s[0], "Émile's first Azul; the café was full")
        .expect("notes");
    assert_eq!(find(&api, "emile"), vec![s[0]], "accents are ignored");
    assert_eq!(find(&api, "CAF"), vec![s[0]], "a word's start finds it");
    assert_eq!(
        find(&api, "mile"),
        Vec::<i64>::new(),
        "not the middle of a word"
    );
    assert_eq!(find(&api, "cat"), vec![s[2]], "seat names are indexed");
    assert_eq!(
        find(&api, "azul AND"),
        Vec::<i64>::new(),
        "AND is a word to find, not an operator"
    );
    assert_eq!(
        find(&api, "\"azul"),
        vec![s[1], s[0]],
        "a quote is not syntax"
    );
    // The index follows every change: notes replaced, a session imported.
    api.set_notes(s[0], "").expect("notes");
    assert!(find(&api, "emile").is_empty(), "old notes leave the index");
    api.set_notes(s[2], "Bob & Cat").expect("notes");
    assert_eq!(
        find(&api, "&"),
        vec![s[2]],
        "punctuation alone is found as text"
    );
}

#[test]
fn statistics_count_plays_wins_streaks_rivals_and_nemeses() {
    let (mut api, _, _) = table();
    let stats = api
        .stats(&StatsQuery {
            player: Some("Ann".into()),
            game: None,
        })
        .expect("stats");
    let all = stats
        .players
        .iter()
        .find(|p| p.game.is_none())
        .expect("Ann over all games");
    assert_eq!(
        (all.plays, all.wins),
        (2, 1),
        "the open game does not count"
    );
    assert!((all.win_rate - 0.5).abs() < 1e-9);
    assert_eq!(all.best_score, Some(15));
    assert_eq!(all.worst_score, Some(2));
    assert_eq!(all.average_score, Some(8.5));
    assert_eq!(all.streak, -1, "Ann lost the latest game");
    assert_eq!(
        all.rival.as_ref().map(|r| (r.name.as_str(), r.times)),
        Some(("Bob", 2))
    );
    assert_eq!(
        all.nemesis.as_ref().map(|r| (r.name.as_str(), r.times)),
        Some(("Bob", 1))
    );
    let game = &stats.games[0];
    assert_eq!(game.plays, 2);
    assert_eq!(
        game.average_winning_score,
        Some(11.0),
        "winning scores 15 and 7"
    );
    assert_eq!(game.distribution.iter().map(|b| b.count).sum::<u32>(), 4);
    // Finishing another session changes the cached per-game figures.
    let open = ids_of(
        &api,
        SessionQuery {
            status: Some(drydock::api::StatusFilter::Open),
            ..SessionQuery::default()
        },
    );
    api.act(open[0], &Action::Close).expect("closes");
    let again = api.stats(&StatsQuery::default()).expect("stats");
    assert_eq!(
        again.games[0].plays, 3,
        "the cache follows finished sessions"
    );
    let unknown = api.stats(&StatsQuery {
        player: Some("Zed".into()),
        game: None,
    });
    assert_eq!(
        unknown.expect_err("no such player").code,
        ErrorCode::NotFound
    );
}

#[test]
fn rickety_statistics_report_vp_categories_won_from_cached_figures() {
    let mut api = Api::in_memory().expect("database");
    let script: drydock::api::Script = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/docs/examples/rickety-3-rounds.json"
        ))
        .expect("example"),
    )
    .expect("script");
    let (scratch, mut run) =
        Api::run_script(drydock::api::GameId::Rickety, &script).expect("plays");
    api.save_script_run(&scratch, &mut run).expect("saves");
    for _ in 0..2 {
        let stats = api.stats(&StatsQuery::default()).expect("stats");
        let figures = &stats.games[0].figures;
        assert_eq!(figures.len(), 5, "one figure per R8 category: {figures:?}");
        let total: i64 = figures
            .iter()
            .flat_map(|f| &f.by_player)
            .map(|s| s.total)
            .sum();
        assert!(total > 0, "categories were won in three rounds");
    }
}

#[test]
fn timeline_replays_the_state_at_any_entry_and_the_score_series() {
    let (api, _, s) = table();
    let past = api.session_at(s[0], 1).expect("after the first round");
    assert_eq!(past.outcome.scores, vec![10, 4], "not the final 15–10");
    assert_eq!(past.timeline.len(), 1);
    assert!(!past.can_undo && past.ended_at.is_some());
    assert_eq!(
        api.session_at(s[0], 0).expect("setup").outcome.scores,
        vec![0, 0]
    );
    let error = api.session_at(s[0], 3).expect_err("there are two entries");
    assert_eq!(error.code, ErrorCode::InvalidInput);
    let series = api.score_series(s[0]).expect("series");
    let points: Vec<(u64, Vec<i64>)> = series
        .points
        .iter()
        .map(|p| (p.seq, p.scores.clone()))
        .collect();
    assert_eq!(
        points,
        vec![(0, vec![0, 0]), (1, vec![10, 4]), (2, vec![15, 10])]
    );
    assert_eq!(series.seats, vec!["Ann", "Bob"]);
    let rounds: Vec<Option<u32>> = series.points.iter().map(|p| p.round).collect();
    assert_eq!(
        rounds,
        vec![Some(0), Some(1), Some(2)],
        "a scorepad counts in rounds: the chart's x axis"
    );
}

#[test]
fn the_score_series_counts_rickety_rounds_and_not_flicky_turns() {
    let script: drydock::api::Script =
        serde_json::from_str(include_str!("../docs/examples/rickety-3-rounds.json"))
            .expect("the example parses");
    let (api, run) = Api::run_script(drydock::api::GameId::Rickety, &script).expect("plays");
    let id = run.session.id;
    let series = api.score_series(id).expect("series");
    let last = series.points.last().expect("points");
    assert_eq!(last.round, Some(3), "R9: three rounds scored");
    assert_eq!(series.points[0].round, Some(0));
    let mut api = Api::in_memory().expect("database");
    let flicky = common::ann_and_bob(&mut api, "flicky", json!({"one_copy_each": true}));
    let series = api.score_series(flicky).expect("series");
    assert!(
        series.points.iter().all(|p| p.round.is_none()),
        "Flicky is played in turns"
    );
}

#[test]
fn profiles_rename_and_merge_and_history_keeps_the_played_name() {
    let (mut api, people, s) = table();
    let renamed = api
        .update_player(
            people[2],
            &PlayerEdit {
                name: Some("Catherine".into()),
                initial: Some("Ct".into()),
                ..Default::default()
            },
        )
        .expect("renames");
    assert_eq!(
        (renamed.name.as_str(), renamed.initial.as_str()),
        ("Catherine", "Ct")
    );
    let seats = api.session(s[2]).expect("session").seats;
    assert_eq!(seats[1].name, "Cat", "history reads as it was played");
    let clash = api.update_player(
        people[2],
        &PlayerEdit {
            name: Some("ann".into()),
            ..Default::default()
        },
    );
    assert!(clash.is_err(), "two profiles cannot share a name");
    let together = api
        .merge_players(people[0], people[2])
        .expect_err("Ann and Cat sat together");
    assert!(together.message.contains("session"), "{}", together.message);
    let dup = api
        .create_player(&drydock::api::NewPlayer {
            name: "Anne".into(),
            colour: None,
        })
        .expect("new");
    let solo = api
        .start_session(&StartSession {
            seats: Vec::new(),
            location: None,
            player_ids: vec![dup.id, people[1]],
            setup: common::typed_setup("scorepad", json!({})),
        })
        .expect("starts")
        .id;
    round(&mut api, solo, &[9, 1]);
    api.act(solo, &Action::Close).expect("closes");
    api.merge_players(people[0], dup.id).expect("Anne is Ann");
    let stats = api
        .stats(&StatsQuery {
            player: Some("Ann".into()),
            game: None,
        })
        .expect("stats");
    let all = stats
        .players
        .iter()
        .find(|p| p.game.is_none())
        .expect("Ann");
    assert_eq!(
        (all.plays, all.wins),
        (3, 2),
        "Anne's win now counts for Ann"
    );
    assert!(api
        .players()
        .expect("players")
        .iter()
        .all(|p| p.name != "Anne"));
}

fn archive_text(api: &Api) -> String {
    let mut out = Vec::new();
    api.export_to(ExportFormat::Json, &ExportQuery::default(), &mut out)
        .expect("exports");
    String::from_utf8(out).expect("UTF-8")
}

/// The archive without what legitimately differs between databases.
fn comparable(text: &str) -> Value {
    let mut v: Value = serde_json::from_str(text).expect("archive JSON");
    v["exported_at"] = Value::Null;
    let keys: Vec<(i64, String)> = v["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["key"].as_i64().unwrap_or_default(),
                p["name"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect();
    let name_of = |key: i64| keys.iter().find(|k| k.0 == key).map(|k| k.1.clone());
    for p in v["players"].as_array_mut().expect("players") {
        p["key"] = Value::Null;
    }
    for s in v["sessions"].as_array_mut().expect("sessions") {
        s["id"] = Value::Null;
        for seat in s["session"]["seats"].as_array_mut().expect("seats") {
            let key = seat["player"].as_i64().unwrap_or_default();
            seat["player"] = json!(name_of(key));
        }
    }
    v
}

#[test]
fn archive_round_trips_exactly_and_a_second_import_skips_everything() {
    let text = std::fs::read_to_string(Path::new(FIXTURES).join("archive.json")).expect("fixture");
    let mut first = Api::in_memory().expect("database");
    let report = first
        .import_archive(&Api::parse_archive(&text).expect("parses"), false)
        .expect("imports");
    assert_eq!(report.sessions_added.len(), 4);
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let exported = archive_text(&first);
    assert_eq!(
        comparable(&exported),
        comparable(&text),
        "export of an import is the file again"
    );
    let mut second = Api::in_memory().expect("database");
    second
        .import_archive(&Api::parse_archive(&exported).expect("parses"), false)
        .expect("imports");
    assert_eq!(comparable(&archive_text(&second)), comparable(&exported));
    let again = second
        .import_archive(&Api::parse_archive(&exported).expect("parses"), false)
        .expect("imports");
    assert!(again.sessions_added.is_empty());
    assert_eq!(
        again.skipped.len(),
        4,
        "every session is already there: {:?}",
        again.skipped
    );
    let notes = &second
        .list_sessions(&SessionQuery::default())
        .expect("lists")
        .sessions;
    assert!(
        notes.iter().any(|s| s.notes.contains("birthday")),
        "notes travel with the session"
    );
}

fn drydock(db: &Path, args: &[&str]) -> Output {
    common::cli_in("UTC", db, args)
}

fn drydock_in(tz: &str, db: &Path, args: &[&str]) -> Output {
    common::cli_in(tz, db, args)
}

fn imported_fixture() -> (tempfile::TempDir, std::path::PathBuf) {
    common::history_fixture("UTC")
}

#[test]
fn csv_bgstats_and_bgg_exports_match_their_fixtures() {
    let (dir, db) = imported_fixture();
    for format in ["csv", "bgstats", "bgg"] {
        let path = dir.path().join(format!("out.{format}"));
        let out = drydock(
            &db,
            &["export", "--format", format, path.to_str().expect("path")],
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = std::fs::read_to_string(&path).expect("written");
        let want = std::fs::read_to_string(Path::new(FIXTURES).join(format!("expected.{format}")))
            .expect("fixture");
        assert_eq!(
            got, want,
            "{format} export differs from tests/fixtures/history/expected.{format}"
        );
    }
    let bgstats: Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(FIXTURES).join("expected.bgstats")).expect("fixture"),
    )
    .expect("JSON");
    for key in ["games", "players", "plays"] {
        assert!(bgstats[key].is_array(), "BG Stats backups have {key}");
    }
    let score = &bgstats["plays"][0]["playerScores"][0];
    for key in ["playerRefId", "score", "winner", "startPlayer"] {
        assert!(!score[key].is_null(), "playerScores carry {key}");
    }
}

#[test]
fn bgg_plays_are_dated_by_the_local_day_and_carry_no_made_up_ids() {
    let (dir, db) = imported_fixture();
    let path = dir.path().join("out.bgg");
    // 18:00 UTC on 3 October is already 4 October at UTC+14.
    let out = drydock_in(
        "Pacific/Kiritimati",
        &db,
        &["export", "--format", "bgg", path.to_str().expect("path")],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let xml = std::fs::read_to_string(&path).expect("written");
    assert!(xml.contains("<plays total=\"3\" page=\"1\">"), "{xml}");
    assert!(xml.contains("date=\"2026-10-04\""), "the local day: {xml}");
    assert!(
        !xml.contains("date=\"2026-10-03\""),
        "not the UTC day: {xml}"
    );
    assert!(
        !xml.contains("<play id="),
        "BGG play ids are BGG's own: {xml}"
    );
}

#[test]
fn bgstats_push_link_carries_the_documented_fields() {
    let (api, _, s) = table();
    let link = api.bgstats_link(s[0]).expect("finished session");
    let data = link
        .url
        .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
        .expect("the documented push link");
    let decoded = percent_decode(data);
    let play: Value = serde_json::from_str(&decoded).expect("JSON data");
    assert_eq!(play["sourceName"], "Drydock");
    assert_eq!(play["game"]["name"], "Azul");
    assert_eq!(play["game"]["highestWins"], true);
    assert_eq!(play["players"][0]["name"], "Ann");
    assert_eq!(play["players"][0]["winner"], true);
    assert_eq!(play["players"][0]["startPlayer"], true);
    assert_eq!(play["players"][1]["score"], 10, "a score is a number");
    // Read the way a typed client reads it: a score that is text fails.
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct PushPlayer {
        name: String,
        score: Option<i64>,
        winner: bool,
        start_player: bool,
    }
    let players: Vec<PushPlayer> =
        serde_json::from_value(play["players"].clone()).expect("typed players");
    assert_eq!(
        players
            .iter()
            .map(|p| (p.name.as_str(), p.score, p.winner, p.start_player))
            .collect::<Vec<_>>(),
        vec![
            ("Ann", Some(15), true, true),
            ("Bob", Some(10), false, false)
        ]
    );
    assert!(link.qr_svg.starts_with("<?xml") || link.qr_svg.contains("<svg"));
    assert!(
        api.bgstats_link(s[2]).is_err(),
        "an open session is not a play yet"
    );
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() + 1 {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("hex");
            out.push(u8::from_str_radix(hex, 16).expect("hex digit"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn bad_import_files_are_refused_with_a_reason_and_change_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let good = std::fs::read_to_string(Path::new(FIXTURES).join("archive.json")).expect("fixture");
    let mut v: Value = serde_json::from_str(&good).expect("JSON");
    let mut dup_session = v.clone();
    let first = dup_session["sessions"][0].clone();
    dup_session["sessions"]
        .as_array_mut()
        .expect("sessions")
        .push(first);
    let mut dup_player = v.clone();
    let p = dup_player["players"][0].clone();
    dup_player["players"]
        .as_array_mut()
        .expect("players")
        .push(p);
    let mut newer = v.clone();
    newer["version"] = json!(99);
    v["sessions"][1]["events"][0]["payload"] =
        json!({"v": 1, "type": "events", "events": [{"type": "nonsense"}]});
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "truncated",
            good[..good.len() / 2].to_string(),
            "not valid JSON",
        ),
        ("duplicate session", dup_session.to_string(), "twice"),
        ("duplicate player", dup_player.to_string(), "used twice"),
        ("newer version", newer.to_string(), "newer Drydock"),
        ("bad event", v.to_string(), "does not replay"),
        (
            "BG Stats backup naming a game it lacks",
            std::fs::read_to_string(Path::new(FIXTURES).join("expected.bgstats"))
                .expect("fixture")
                .replace("\"gameRefId\": 1,", "\"gameRefId\": 9,"),
            "refers to game 9, which is not in the file's games",
        ),
        (
            "a CSV",
            std::fs::read_to_string(Path::new(FIXTURES).join("expected.csv")).expect("fixture"),
            "CSV file",
        ),
        (
            "a CSV with another column order",
            std::fs::read_to_string(Path::new(FIXTURES).join("expected.csv"))
                .expect("fixture")
                .lines()
                .map(|line| {
                    let mut cells: Vec<&str> = line.split(',').collect();
                    cells.swap(0, 1);
                    cells.join(",")
                })
                .collect::<Vec<_>>()
                .join("\n"),
            "CSV file",
        ),
    ];
    for (what, text, reason) in cases {
        let file = dir.path().join("in.json");
        std::fs::write(&file, &text).expect("write");
        let out = drydock(&db, &["import", file.to_str().expect("path")]);
        assert_eq!(out.status.code(), Some(2), "{what}: exit 2 for a bad file");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(reason), "{what}: {stderr}");
        let listed = drydock(&db, &["sessions", "list", "--json"]);
        let page: Value = serde_json::from_slice(&listed.stdout).expect("JSON");
        assert_eq!(page["total"], 0, "{what}: nothing imported");
        let players = drydock(&db, &["players", "list", "--json"]);
        assert_eq!(
            serde_json::from_slice::<Value>(&players.stdout).expect("JSON"),
            json!([]),
            "{what}: no player added"
        );
    }
}

#[test]
fn backup_and_restore_bring_the_database_back_and_refuse_bad_copies() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let mut api = Api::open(&db).expect("opens");
    common::players(&api, &["Ann"]);
    let copy = api.backup_now("manual").expect("backs up");
    common::players(&api, &["Bob"]);
    assert_eq!(api.players().expect("players").len(), 2);
    let safety = api.restore_backup(&copy.file_name).expect("restores");
    assert_eq!(
        api.players().expect("players").len(),
        1,
        "Bob came after the backup"
    );
    assert!(safety.file_name.contains("before-restore"));
    assert_eq!(api.store().integrity_check().expect("check"), "ok");
    // The safety copy undoes the restore.
    api.restore_backup(&safety.file_name).expect("restores");
    assert_eq!(api.players().expect("players").len(), 2);
    let garbage = dir.path().join("garbage.db");
    std::fs::write(&garbage, b"SQLite format 3\0 but then nonsense").expect("write");
    assert!(api.restore_file(&garbage).is_err());
    assert_eq!(
        api.players().expect("players").len(),
        2,
        "a bad copy changes nothing"
    );
    assert!(
        api.restore_backup("../d.db").is_err(),
        "only names inside backups/"
    );
    for _ in 0..drydock::api::BACKUPS_KEPT + 3 {
        api.backup_now("manual").expect("backs up");
    }
    assert_eq!(
        api.backups().expect("lists").len(),
        drydock::api::BACKUPS_KEPT,
        "old copies rotate out"
    );
}

#[test]
fn finishing_a_session_makes_a_backup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut api = Api::open(&dir.path().join("d.db")).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    assert!(api.backups().expect("lists").is_empty());
    api.act(id, &Action::Close).expect("closes");
    let backups = api.backups().expect("lists");
    assert_eq!(backups.len(), 1);
    assert!(backups[0].file_name.ends_with("-finished.db"));
}

#[test]
fn a_backup_is_listed_by_what_it_holds_and_reading_it_leaves_nothing_beside_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut api = Api::open(&dir.path().join("d.db")).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({"title": "Carcassonne"}));
    round(&mut api, id, &[3, 4]);
    api.act(id, &Action::Close).expect("closes");
    let listed = api.backups().expect("lists");
    let backup = listed.first().expect("the automatic backup");
    assert_eq!(backup.reason, "finished");
    assert_eq!(backup.sessions, Some(1));
    assert_eq!(backup.latest.as_deref(), Some("Carcassonne"));
    assert_eq!(backup.latest_players, ["Ann", "Bob"]);
    let files: Vec<String> = std::fs::read_dir(dir.path().join("backups"))
        .expect("folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    assert_eq!(files.len(), 1, "no -wal or -shm beside it: {files:?}");
    assert_eq!(files[0], backup.file_name);
}

#[test]
fn cli_stats_backup_and_restore_speak_json_and_refuse_a_newer_copy() {
    let (dir, db) = imported_fixture();
    let out = drydock(&db, &["stats", "--player", "ann", "--json"]);
    let stats: Value = serde_json::from_slice(&out.stdout).expect("stats JSON");
    let all = stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["game"].is_null())
        .expect("Ann over all games")
        .clone();
    assert_eq!(
        (all["plays"].as_u64(), all["wins"].as_u64()),
        (Some(3), Some(2)),
        "{all}"
    );
    let out = drydock(&db, &["backup", "--json"]);
    let copy: Value = serde_json::from_slice(&out.stdout).expect("backup JSON");
    let copy_path = copy["path"].as_str().expect("path").to_string();
    assert!(drydock(&db, &["players", "add", "Zed"]).status.success());
    let out = drydock(&db, &["restore", &copy_path, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let players = drydock(&db, &["players", "list", "--json"]);
    let names: Value = serde_json::from_slice(&players.stdout).expect("JSON");
    assert!(
        names
            .as_array()
            .expect("players")
            .iter()
            .all(|p| p["name"] != "Zed"),
        "Zed came after the backup"
    );
    // A copy written by a newer Drydock is refused and changes nothing.
    let newer = dir.path().join("newer.db");
    std::fs::copy(&copy_path, &newer).expect("copy");
    rusqlite::Connection::open(&newer)
        .and_then(|c| {
            c.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '')",
                [],
            )
        })
        .expect("mark as newer");
    let out = drydock(&db, &["restore", newer.to_str().expect("path")]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("newer"));
    let after = drydock(&db, &["sessions", "list", "--json"]);
    let page: Value = serde_json::from_slice(&after.stdout).expect("JSON");
    assert_eq!(page["total"], 4, "the database is as it was");
}

#[test]
fn a_renamed_player_round_trips_with_the_names_as_played() {
    let (mut api, people, _) = table();
    api.update_player(
        people[1],
        &PlayerEdit {
            name: Some("Robert".into()),
            colour: Some("#112233".into()),
            ..Default::default()
        },
    )
    .expect("renames Bob");
    let text = archive_text(&api);
    let again = api
        .import_archive(&Api::parse_archive(&text).expect("parses"), true)
        .expect("dry run");
    assert!(again.sessions_added.is_empty());
    assert_eq!(
        again.skipped.len(),
        3,
        "all three are already here: {:?}",
        again.skipped
    );
    assert_eq!(again.players_added, 0, "Robert is a known profile");

    let mut other = Api::in_memory().expect("database");
    other
        .import_archive(&Api::parse_archive(&text).expect("parses"), false)
        .expect("imports");
    let first = other
        .list_sessions(&SessionQuery::default())
        .expect("lists")
        .sessions
        .into_iter()
        .find(|x| x.title == "Azul" && x.seats[0].name == "Ann")
        .expect("the first game");
    assert_eq!(
        first.seats[1].name, "Bob",
        "the seat keeps the name it was played under"
    );
    let names: Vec<String> = other
        .players()
        .expect("players")
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert!(
        names.contains(&"Robert".to_string()) && !names.contains(&"Bob".to_string()),
        "{names:?}"
    );
    let stats = other
        .stats(&StatsQuery {
            player: Some("Robert".into()),
            game: None,
        })
        .expect("stats");
    assert_eq!(
        stats
            .players
            .iter()
            .find(|p| p.game.is_none())
            .map(|p| p.plays),
        Some(2),
        "Robert's plays include those played as Bob"
    );
    assert_eq!(
        comparable(&archive_text(&other)),
        comparable(&text),
        "exact round trip"
    );
}

#[test]
fn statistics_over_time_count_plays_by_month_and_year_time_played_and_table_size() {
    let (_dir, db) = imported_fixture();
    let out = drydock(&db, &["stats", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stats: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    // Three finished plays in October 2026: 31 + 24 + 136 minutes.
    assert_eq!(
        stats["by_month"],
        json!([{"month": "2026-10", "plays": 3, "minutes": 191.0}])
    );
    let ann = stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == "Ann" && p["game"].is_null())
        .expect("Ann over all games");
    assert_eq!(
        ann["by_year"],
        json!([{"year": 2026, "plays": 3, "wins": 2}])
    );
    assert_eq!(ann["minutes_played"], json!(191.0));
    let carcassonne = stats["games"]
        .as_array()
        .expect("games")
        .iter()
        .find(|g| g["game"] == "scorepad")
        .expect("the scorepad");
    assert_eq!(
        carcassonne["minutes_played"],
        json!(55.0),
        "31 + 24 minutes"
    );
    assert_eq!(
        carcassonne["by_player_count"],
        json!([
            {"players": 2, "plays": 1, "average_score": 7.5},
            {"players": 3, "plays": 1, "average_score": 11.0}
        ]),
        "Golf with two (7, 8), Carcassonne with three (13, 13, 7)"
    );
}

/// W1, W2: a Ships session's statistics book each VP change in the era it
/// was made in, from the statistics' own fold over the events in effect;
/// the eras add up to each player's VP beyond the five they started with.
#[test]
fn ships_statistics_book_vp_by_era_and_the_eras_add_up_to_the_vp_made() {
    let mut api = Api::in_memory().expect("database");
    let text = include_str!("fixtures/ships-v1-export.json");
    let file = Api::parse_export(text).expect("the fixture parses");
    let view = api.import_session(&file).expect("imports");
    let view = api
        .act(view.id, &drydock::api::Action::Close)
        .expect("closes");
    let stats = api.stats(&StatsQuery::default()).expect("stats");
    let ships = stats
        .games
        .iter()
        .find(|g| g.game == drydock::api::GameId::Ships)
        .expect("the Ships play is counted");
    let labels: Vec<&str> = ships.figures.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "VP in the Galley era",
            "VP in the Sailing Ship era",
            "VP in the Steamship era"
        ]
    );
    for (seat, name) in view.seats.iter().map(|s| &s.name).enumerate() {
        let booked: i64 = ships
            .figures
            .iter()
            .flat_map(|f| &f.by_player)
            .filter(|share| &share.name == name)
            .map(|share| share.total)
            .sum();
        assert_eq!(booked, view.outcome.scores[seat] - 5, "{name}");
    }
    let galley: i64 = ships.figures[0].by_player.iter().map(|s| s.total).sum();
    assert_ne!(galley, 0, "VP moved in the Galley era");
}
