//! Issue 22: a play logged afterwards, or started on the app late, gets the
//! day, time and length it really had; statistics and exports follow, and
//! a start in the future, a missing or week-long duration, or a duration
//! for an open session is refused without changing anything.

mod common;

use drydock::api::{Action, Api, ErrorCode, SessionQuery, StatsQuery};
use serde_json::json;

#[test]
fn a_finished_play_takes_the_start_and_length_it_really_had() {
    let mut api = Api::in_memory().expect("database");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({"title": "Azul"}));
    api.act(
        id,
        &common::cmd("scorepad", json!({"type": "add_round", "scores": [40, 35]})),
    )
    .expect("round");
    api.act(id, &Action::Close).expect("closes");

    api.set_when(id, "2026-11-28T19:30:00+01:00", Some(45))
        .expect("a past start and length");
    let view = api.session(id).expect("view");
    assert_eq!(view.started_at, "2026-11-28T18:30:00.000Z", "stored in UTC");
    assert_eq!(view.ended_at.as_deref(), Some("2026-11-28T19:15:00.000Z"));
    let page = api
        .list_sessions(&SessionQuery {
            until: Some("2026-11-28".into()),
            ..SessionQuery::default()
        })
        .expect("history");
    assert_eq!(page.total, 1, "History files it under that day");
    let stats = api.stats(&StatsQuery::default()).expect("stats");
    let figures = serde_json::to_value(&stats).expect("json");
    assert_eq!(
        figures["games"][0]["longest_minutes"].as_f64(),
        Some(45.0),
        "the statistics read the new length: {figures}"
    );
}

#[test]
fn a_start_in_the_future_or_a_wrong_duration_is_refused_and_changes_nothing() {
    let mut api = Api::in_memory().expect("database");
    let open = common::ann_and_bob(&mut api, "scorepad", json!({"title": "Azul"}));
    let before = api.session(open).expect("view").started_at;
    let refusals = [
        ("2999-01-01T20:00:00Z", None, "started_at"),
        ("last tuesday", None, "started_at"),
        ("2026-11-28T19:30:00Z", Some(30), "minutes"),
    ];
    for (start, minutes, field) in refusals {
        let err = api.set_when(open, start, minutes).expect_err("refused");
        assert_eq!(err.code, ErrorCode::InvalidInput, "{start}");
        assert_eq!(
            err.details.field.as_deref(),
            Some(field),
            "{start}: {}",
            err.message
        );
        assert_eq!(
            api.session(open).expect("view").started_at,
            before,
            "{start}: unchanged"
        );
    }
    api.set_when(open, "2026-11-28T19:30:00Z", None)
        .expect("an open session takes a start alone");
    api.act(open, &Action::Close).expect("closes");
    for minutes in [None, Some(7 * 24 * 60 + 1)] {
        let err = api
            .set_when(open, "2026-11-28T19:30:00Z", minutes)
            .expect_err("a finished play needs a length under a week");
        assert_eq!(err.details.field.as_deref(), Some("minutes"));
    }
    let missing = api.set_when(987_654, "2026-11-28T19:30:00Z", Some(5));
    assert_eq!(missing.expect_err("no session").code, ErrorCode::NotFound);
}
