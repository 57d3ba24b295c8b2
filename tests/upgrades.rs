//! Databases written by every earlier schema version open, migrate and keep
//! their data (fixtures in tests/fixtures/schema/, made by make.py as each
//! release left them); a newer one is refused (tests/store.rs).

use std::path::Path;

use drydock::api::{Api, ExportFormat, ExportQuery, SessionQuery, StatsQuery};
use drydock::store::MIGRATIONS;
use rstest::rstest;

#[rstest]
#[case::v1_players_sessions_log(1)]
#[case::v2_rickety_shapes(2)]
#[case::v3_photos(3)]
#[case::v4_history(4)]
fn an_old_database_migrates_and_keeps_every_play(#[case] version: u32) {
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/schema/v{version}.db"));
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.db");
    std::fs::copy(&fixture, &path).expect("copy the fixture");
    let before = rusqlite::Connection::open(&path)
        .and_then(|c| {
            c.query_row("SELECT max(version) FROM schema_migrations", [], |r| {
                r.get::<_, i64>(0)
            })
        })
        .expect("fixture version");
    assert_eq!(
        before,
        i64::from(version),
        "the fixture is what version {version} wrote"
    );

    let mut api = Api::open(&path).expect("an old database opens");
    let latest = MIGRATIONS
        .last()
        .map(|m| i64::from(m.version))
        .expect("migrations");
    assert_eq!(api.store().schema_version().expect("version"), latest);
    assert_eq!(api.store().integrity_check().expect("check"), "ok");

    let page = api
        .list_sessions(&SessionQuery::default())
        .expect("history lists");
    assert_eq!(page.total, 1);
    let session = api.session(page.sessions[0].id).expect("the log replays");
    assert_eq!(
        session.outcome.scores,
        vec![13, 13, 7],
        "the recorded result"
    );
    assert_eq!(session.notes, "Ann's birthday, played on the new table");
    // The word index (migration 7) holds the sessions written before it.
    let found = api
        .list_sessions(&SessionQuery {
            search: Some("birthday bob".into()),
            ..SessionQuery::default()
        })
        .expect("searches");
    assert_eq!(
        found.total, 1,
        "an old session is found by its notes and a seat"
    );
    let players = api.players().expect("players");
    assert_eq!(players.len(), 3);
    assert!(
        players.iter().all(|p| p.initial.len() == 1),
        "new columns get their defaults"
    );
    let stats = api
        .stats(&StatsQuery::default())
        .expect("statistics on old data");
    assert_eq!(stats.games[0].plays, 1);
    let mut out = Vec::new();
    api.export_to(ExportFormat::Json, &ExportQuery::default(), &mut out)
        .expect("an old database exports");
    // Issue 22: rows older than the uuid migration get version 4 UUIDs,
    // one each, and the archive carries them.
    let archive: serde_json::Value = serde_json::from_slice(&out).expect("archive JSON");
    let mut uuids: Vec<uuid::Uuid> = archive["players"]
        .as_array()
        .expect("players")
        .iter()
        .chain(
            archive["sessions"]
                .as_array()
                .expect("sessions")
                .iter()
                .map(|s| &s["session"]),
        )
        .map(|item| {
            let text = item["uuid"].as_str().expect("a uuid on every row");
            uuid::Uuid::parse_str(text).expect("a UUID")
        })
        .collect();
    assert!(uuids.iter().all(|u| u.get_version_num() == 4), "{uuids:?}");
    let count = uuids.len();
    uuids.sort();
    uuids.dedup();
    assert_eq!(uuids.len(), count, "no two rows share a UUID");
    assert_eq!(count, 4, "three players and one session");
    if version >= 2 {
        assert!(
            api.rickety_shape("Sloop").is_ok(),
            "the saved shape survives"
        );
    }
}
