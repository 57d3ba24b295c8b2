//! Issue 21 item 3: a game that reached its own end says so before it is
//! closed (`awaiting_close`, in the view and in the history list), and its
//! close can be taken back (`Action::Reopen`) until another session is
//! closed — with nothing of the taken-back result left in the statistics.

mod common;

use drydock::api::{Action, Api, ErrorCode, SessionQuery, StatsQuery, StatusFilter};
use serde_json::{json, Value};

/// Starts `game` for Ann and Bob, making their profiles the first time.
fn start(api: &mut Api, game: &str, setup: Value) -> i64 {
    let known = api.players().expect("players");
    let player_ids = if known.is_empty() {
        common::players(api, &["Ann", "Bob"])
    } else {
        known.iter().map(|p| p.id).collect()
    };
    common::start(api, game, setup, player_ids)
}

/// The rulebook-example Rickety game (docs/examples) played to its end
/// (R9: three rounds), not closed.
fn finished_rickety(api: &mut Api) -> i64 {
    let script: Value =
        serde_json::from_str(include_str!("../docs/examples/rickety-3-rounds.json"))
            .expect("the example parses");
    let id = start(api, "rickety", script["setup"].clone());
    let actions = script["actions"].as_array().expect("actions");
    for action in actions.iter().filter(|a| a["action"] != "close") {
        let action = Action::decode(drydock::api::GameId::Rickety, action).expect("an action");
        api.act(id, &action)
            .expect("the example's action is accepted");
    }
    id
}

fn scorepad(api: &mut Api, scores: &[i64]) -> i64 {
    let id = start(api, "scorepad", json!({"title": "Azul"}));
    api.act(
        id,
        &common::cmd("scorepad", json!({"type": "add_round", "scores": scores})),
    )
    .expect("a round");
    id
}

fn ann_wins(api: &mut Api) -> u32 {
    let stats = api.stats(&StatsQuery::default()).expect("stats");
    stats
        .players
        .iter()
        .find(|p| p.name == "Ann")
        .map_or(0, |p| p.wins)
}

#[test]
fn r9_a_game_at_its_own_end_awaits_its_close_in_the_view_and_the_list() {
    let mut api = Api::in_memory().expect("database");
    let id = finished_rickety(&mut api);
    let view = api.session(id).expect("shows");
    assert_eq!(common::state_json(&view)["phase"], "finished");
    assert!(view.awaiting_close, "round 3 scored ends the game (R9)");
    let page = api
        .list_sessions(&SessionQuery {
            status: Some(StatusFilter::Open),
            ..Default::default()
        })
        .expect("lists");
    assert!(page.sessions[0].awaiting_close, "Home can list it first");

    let view = api.act(id, &Action::Close).expect("closes");
    assert!(!view.awaiting_close, "closed: the result is recorded");
    assert!(view.can_reopen, "the close just made can be taken back");
}

#[test]
fn a_game_still_playing_or_without_an_end_never_awaits_its_close() {
    let mut api = Api::in_memory().expect("database");
    let pad = scorepad(&mut api, &[3, 4]);
    assert!(!api.session(pad).expect("shows").awaiting_close);
    let rickety = start(&mut api, "rickety", json!({"shape": "skiff"}));
    assert!(!api.session(rickety).expect("shows").awaiting_close);
}

#[test]
fn reopen_takes_back_the_close_and_its_result_everywhere() {
    let mut api = Api::in_memory().expect("database");
    let id = finished_rickety(&mut api);
    let before = api.session(id).expect("shows");
    api.act(id, &Action::Close).expect("closes");
    assert_eq!(ann_wins(&mut api), 1, "the recorded win counts");

    let reopened = api.act(id, &Action::Reopen).expect("reopens");
    assert_eq!(reopened.ended_at, None);
    assert!(
        reopened.awaiting_close,
        "back to a game over, not yet recorded"
    );
    assert!(!reopened.can_reopen);
    assert_eq!(reopened.timeline, before.timeline, "the log is untouched");
    assert_eq!(
        ann_wins(&mut api),
        0,
        "the taken-back result is not counted"
    );
    let finished = api
        .list_sessions(&SessionQuery {
            status: Some(StatusFilter::Finished),
            ..Default::default()
        })
        .expect("lists");
    assert_eq!(finished.total, 0);
    let seats = &api
        .list_sessions(&SessionQuery::default())
        .expect("lists")
        .sessions[0]
        .seats;
    assert!(
        seats.iter().all(|s| !s.winner),
        "no winner is left on a seat"
    );

    api.act(id, &Action::Close).expect("closes again");
    assert_eq!(ann_wins(&mut api), 1);
}

#[test]
fn a_close_cannot_be_taken_back_once_another_session_is_closed() {
    let mut api = Api::in_memory().expect("database");
    let first = scorepad(&mut api, &[5, 1]);
    api.act(first, &Action::Close).expect("closes");
    let second = scorepad(&mut api, &[1, 5]);
    api.act(second, &Action::Close).expect("closes");
    assert!(!api.session(first).expect("shows").can_reopen);

    let refused = api.act(first, &Action::Reopen).expect_err("superseded");
    assert_eq!(refused.code, ErrorCode::SessionClosed);
    assert!(
        refused
            .message
            .contains("another session has been closed since"),
        "{}",
        refused.message
    );
    assert!(
        api.session(first).expect("shows").ended_at.is_some(),
        "still closed"
    );
    assert!(api.session(second).expect("shows").can_reopen);
}

#[test]
fn reopening_an_open_session_is_refused_and_changes_nothing() {
    let mut api = Api::in_memory().expect("database");
    let id = scorepad(&mut api, &[2, 2]);
    let before = api.session(id).expect("shows");
    let refused = api
        .act(id, &Action::Reopen)
        .expect_err("nothing to take back");
    assert_eq!(refused.code, ErrorCode::InvalidInput);
    assert!(
        refused.message.contains("still open"),
        "{}",
        refused.message
    );
    assert_eq!(api.session(id).expect("shows"), before);
}

#[test]
fn two_closes_in_one_millisecond_leave_the_later_session_reopenable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("d.db");
    let mut api = Api::open(&path).expect("database");
    let first = scorepad(&mut api, &[5, 1]);
    api.act(first, &Action::Close).expect("closes");
    let second = scorepad(&mut api, &[1, 5]);
    api.act(second, &Action::Close).expect("closes");
    // Close times are stored to the millisecond: make them one.
    let raw = rusqlite::Connection::open(&path).expect("the file");
    raw.execute(
        "UPDATE sessions SET ended_at = '2026-12-01T20:00:00.000Z' WHERE id IN (?1, ?2)",
        [first, second],
    )
    .expect("same moment");
    drop(raw);
    assert!(
        api.session(second).expect("shows").can_reopen,
        "the later row"
    );
    assert!(!api.session(first).expect("shows").can_reopen);
    api.act(second, &Action::Reopen).expect("reopens");
}
