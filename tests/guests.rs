//! Issue 22: a guest sits at the table without a saved profile, and when
//! they come back their seats are given to a profile, so the statistics
//! count every play they had; a refused request changes nothing.

mod common;

use drydock::api::{Action, Api, ErrorCode, SeatChoice, StartSession, StatsQuery};
use serde_json::json;

fn start_with(
    api: &mut Api,
    seats: Vec<SeatChoice>,
) -> Result<drydock::api::SessionView, drydock::api::ApiError> {
    api.start_session(&StartSession {
        player_ids: Vec::new(),
        seats,
        setup: common::typed_setup("scorepad", json!({"title": "Azul"})),
        location: None,
    })
}

fn profile(player_id: i64) -> SeatChoice {
    SeatChoice::Profile { player_id }
}

fn guest(name: &str) -> SeatChoice {
    SeatChoice::Guest {
        guest: name.to_string(),
    }
}

/// Ann, the guest Eve and Bob play one round (Eve wins) and close it.
fn evening(api: &mut Api, ann: i64, bob: i64) -> i64 {
    let view = start_with(api, vec![profile(ann), guest(" Eve "), profile(bob)]).expect("starts");
    let command = json!({"type": "add_round", "scores": [3, 9, 4]});
    api.act(view.id, &common::cmd("scorepad", command))
        .expect("round");
    api.act(view.id, &Action::Close).expect("close");
    view.id
}

fn plays_of(api: &mut Api, name: &str) -> u32 {
    let stats = api.stats(&StatsQuery::default()).expect("stats");
    stats
        .players
        .iter()
        .filter(|p| p.name == name && p.game.is_none())
        .map(|p| p.plays)
        .sum()
}

#[test]
fn a_guest_is_seated_where_asked_with_a_colour_of_their_own() {
    let mut api = Api::in_memory().expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    let view = start_with(
        &mut api,
        vec![profile(ids[0]), guest(" Eve "), profile(ids[1])],
    )
    .expect("starts");
    let names: Vec<&str> = view.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Eve", "Bob"]);
    assert_eq!(
        view.seats[1].player_id, None,
        "no profile is saved for a guest"
    );
    assert!(
        !view
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != 1 && s.colour == view.seats[1].colour),
        "the guest's colour is nobody else's at the table: {:?}",
        view.seats
    );
    assert_eq!(api.players().expect("players").len(), 2);
}

#[test]
fn a_guest_named_like_a_profile_or_a_doubled_seating_is_refused() {
    let mut api = Api::in_memory().expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    let said = |r: Result<drydock::api::SessionView, drydock::api::ApiError>| {
        let e = r.expect_err("refused");
        assert_eq!(e.code, ErrorCode::InvalidInput, "{e:?}");
        e.message
    };
    assert!(
        said(start_with(&mut api, vec![profile(ids[0]), guest("ann")])).contains("has a profile")
    );
    assert!(
        said(start_with(&mut api, vec![profile(ids[0]), guest("  ")])).contains("guest's name")
    );
    let both = api.start_session(&StartSession {
        player_ids: vec![ids[0]],
        seats: vec![guest("Eve")],
        setup: common::typed_setup("scorepad", json!({})),
        location: None,
    });
    assert!(said(both).contains("not both"));
    // Two guests of one name are one person twice.
    assert!(said(start_with(&mut api, vec![guest("Eve"), guest("eve")])).contains("seated twice"));
    assert_eq!(
        api.list_sessions(&Default::default()).expect("list").total,
        0
    );
}

#[test]
fn a_returning_guest_is_given_to_a_profile_and_their_plays_count() {
    let mut api = Api::in_memory().expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    evening(&mut api, ids[0], ids[1]);
    evening(&mut api, ids[0], ids[1]);
    let guests = api.guests().expect("guests");
    assert_eq!(guests.len(), 1);
    assert_eq!((guests[0].name.as_str(), guests[0].plays), ("Eve", 2));

    let eve = common::players(&api, &["Eve"])[0];
    assert_eq!(
        plays_of(&mut api, "Eve"),
        0,
        "a new profile has no plays yet"
    );
    let adopted = api.adopt_guest("eve", Some(eve)).expect("adopted");
    assert_eq!(adopted.name, "Eve");
    assert!(api.guests().expect("guests").is_empty());
    assert_eq!(
        plays_of(&mut api, "Eve"),
        2,
        "the guest's plays are the profile's now"
    );
    let stats = api.stats(&StatsQuery::default()).expect("stats");
    let eve_all = stats
        .players
        .iter()
        .find(|p| p.name == "Eve" && p.game.is_none())
        .expect("Eve");
    assert_eq!(eve_all.wins, 2);
}

#[test]
fn a_guest_is_not_given_to_someone_who_sat_at_the_same_table() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("d.db");
    let mut api = Api::open(&db).expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    evening(&mut api, ids[0], ids[1]);
    drop(api);
    common::refused_and_unchanged(
        &db,
        &[
            (
                vec!["players", "adopt", "Eve", "Ann"],
                "both sat at the table",
            ),
            (
                vec!["players", "adopt", "Zoe", "Ann"],
                "nobody played as the guest",
            ),
            (vec!["players", "adopt", "Eve", "Nobody"], "Nobody"),
        ],
    );
    let listed = common::cli_json("UTC", &db, &["players", "guests", "--json"]);
    assert_eq!(listed[0]["name"], "Eve");
    assert_eq!(listed[0]["plays"], 1);
}

#[test]
fn a_guest_stays_a_guest_through_the_trash_and_a_session_export() {
    let mut api = Api::in_memory().expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    let id = evening(&mut api, ids[0], ids[1]);
    let export = api.export_session(id).expect("export");
    let copy = api.import_session(&export).expect("import");
    assert_eq!(copy.seats[1].name, "Eve");
    assert_eq!(copy.seats[1].player_id, None, "the copy's guest is a guest");
    // A play of the same game, start (to the millisecond) and players is the
    // same play to an import (the archive's duplicate rule): the second
    // evening must not start in the millisecond the first (and its copy) did.
    std::thread::sleep(std::time::Duration::from_millis(5));
    let another = evening(&mut api, ids[0], ids[1]);
    api.delete_session(another).expect("to the trash");
    let trashed = api.trash().expect("trash");
    let report = api.restore_from_trash(trashed[0].id).expect("restore");
    assert_eq!(report.sessions_added.len(), 1, "{report:?}");
    assert_eq!(
        api.players().expect("players").len(),
        2,
        "no profile was made for Eve"
    );
    assert_eq!(api.guests().expect("guests")[0].plays, 3);
}

#[test]
fn a_guest_linked_to_a_new_profile_makes_it_only_when_the_link_holds() {
    let mut api = Api::in_memory().expect("db");
    let ids = common::players(&api, &["Ann", "Bob"]);
    evening(&mut api, ids[0], ids[1]);
    let refused = api
        .adopt_guest("Zoe", None)
        .expect_err("nobody played as Zoe");
    assert_eq!(refused.code, ErrorCode::NotFound);
    assert_eq!(
        api.players().expect("players").len(),
        2,
        "no profile is left behind"
    );
    let eve = api.adopt_guest("Eve", None).expect("a new profile");
    assert_eq!(eve.name, "Eve");
    assert_eq!(plays_of(&mut api, "Eve"), 1);
    assert!(api.guests().expect("guests").is_empty());
}

#[test]
fn two_guests_of_one_name_do_not_sit_at_one_table_in_any_game() {
    let mut api = Api::in_memory().expect("db");
    let refused = api
        .start_session(&StartSession {
            player_ids: Vec::new(),
            seats: vec![guest("Sam"), guest("sam")],
            setup: common::typed_setup("flicky", json!(null)),
            location: None,
        })
        .expect_err("one person, one seat");
    assert!(refused.message.contains("seated twice"), "{refused:?}");
}
