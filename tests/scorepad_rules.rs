//! The scorepad's rules (SP1–SP9 in `src/games/scorepad/mod.rs`), one test
//! per rule, driven through the `Game` trait exactly as the engine drives it.

use drydock::games::scorepad::{Command, Scorepad, Setup, State, View, WinRule};
use drydock::session::{Game, RuleError, Seat};
use rstest::rstest;

fn seats(names: &[&str]) -> Vec<Seat> {
    names
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect()
}

fn setup(win: WinRule) -> Setup {
    Setup {
        title: "Test".into(),
        win,
        teams: Vec::new(),
    }
}

fn play(state: State, cmd: Command) -> Result<State, RuleError> {
    let events = Scorepad::decide(&state, &cmd)?;
    Ok(events.iter().fold(state, Scorepad::evolve))
}

fn with_rounds(names: &[&str], win: WinRule, rounds: &[&[i64]]) -> State {
    let mut state = Scorepad::setup(&seats(names), &setup(win)).expect("valid setup");
    for round in rounds {
        state = play(
            state,
            Command::AddRound {
                scores: Some(round.iter().map(|s| Some(*s)).collect()),
            },
        )
        .expect("valid round");
    }
    state
}

#[rstest]
#[case::nobody(&[])]
#[case::thirteen(&["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"])]
#[case::blank_name(&["Ann", "  "])]
#[case::same_name_twice(&["Ann", "ann"])]
fn sp1_setup_refuses_bad_seats(#[case] names: &[&str]) {
    let err = Scorepad::setup(&seats(names), &setup(WinRule::Highest))
        .expect_err("SP1 must refuse this table");
    assert_eq!(err.rule, "SP1", "wrong rule cited: {err}");
}

#[test]
fn sp1_one_to_twelve_players_may_keep_score() {
    assert!(Scorepad::setup(&seats(&["Solo"]), &setup(WinRule::Highest)).is_ok());
    let twelve: Vec<String> = (0..12).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = twelve.iter().map(String::as_str).collect();
    assert!(Scorepad::setup(&seats(&names), &setup(WinRule::Highest)).is_ok());
}

#[test]
fn sp2_negative_scores_count_and_blanks_count_as_zero() {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[-3, 4]]);
    let state = play(
        state,
        Command::AddRound {
            scores: Some(vec![Some(10), None]),
        },
    )
    .expect("blank cell allowed");
    assert_eq!(state.totals, vec![7, 4], "Ann: -3 + 10, Bob: 4 + blank (0)");
    assert_eq!(
        View::of(state.clone()).running,
        vec![vec![-3, 4], vec![7, 4]],
        "running totals after each round"
    );
}

#[rstest]
#[case::too_high(1_000_000_001)]
#[case::too_low(-1_000_000_001)]
fn sp2_scores_out_of_range_are_refused(#[case] score: i64) {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[0, 0]]);
    let err = play(
        state,
        Command::SetScore {
            round: 1,
            seat: 0,
            score: Some(score),
        },
    )
    .expect_err("out of range");
    assert_eq!(err.rule, "SP2");
}

#[rstest]
#[case::round_zero(0, 0)]
#[case::round_past_the_end(2, 0)]
#[case::no_such_seat(1, 2)]
fn sp3_score_must_go_in_an_existing_round_and_seat(#[case] round: usize, #[case] seat: usize) {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[1, 2]]);
    let err = play(
        state,
        Command::SetScore {
            round,
            seat,
            score: Some(3),
        },
    )
    .expect_err("no such cell");
    assert_eq!(err.rule, "SP3", "{err}");
}

#[test]
fn sp3_a_round_needs_one_score_per_player() {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[]);
    let err = play(
        state,
        Command::AddRound {
            scores: Some(vec![Some(1)]),
        },
    )
    .expect_err("one score for two players");
    assert_eq!(err.rule, "SP3");
    assert!(
        err.message.contains("2 players, 1 scores"),
        "message should count: {err}"
    );
}

#[test]
fn sp4_only_the_last_round_can_be_removed() {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[1, 2], &[3, 4]]);
    let err =
        play(state.clone(), Command::RemoveRound { round: 1 }).expect_err("round 1 is not last");
    assert_eq!(err.rule, "SP4");
    let state = play(state, Command::RemoveRound { round: 2 }).expect("last round can go");
    assert_eq!(state.totals, vec![1, 2]);
}

#[rstest]
#[case::highest_wins(WinRule::Highest, [10, 7, 3], vec![0])]
#[case::lowest_wins(WinRule::Lowest, [10, 7, 3], vec![2])]
#[case::tie_is_shared(WinRule::Highest, [5, 9, 9], vec![1, 2])]
#[case::lowest_tie_is_shared(WinRule::Lowest, [-2, -2, 0], vec![0, 1])]
fn sp5_winners(#[case] win: WinRule, #[case] round: [i64; 3], #[case] expected: Vec<usize>) {
    let state = with_rounds(&["Ann", "Bob", "Cat"], win, &[&round]);
    assert_eq!(state.leaders, expected);
    assert_eq!(Scorepad::outcome(&state).winners, expected);
}

#[test]
fn sp5_nobody_wins_before_any_score() {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[]);
    let state = play(state, Command::AddRound { scores: None }).expect("empty round");
    assert!(
        state.leaders.is_empty(),
        "an empty scorepad has no winner yet"
    );
}

#[test]
fn timeline_lines_name_the_player_and_the_change() {
    let state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[1, 2]]);
    let events = Scorepad::decide(
        &state,
        &Command::SetScore {
            round: 1,
            seat: 1,
            score: Some(-4),
        },
    )
    .expect("valid");
    assert_eq!(
        Scorepad::describe(&state, &events[0]),
        "Round 1: Bob -4 (was 2)"
    );
}

#[test]
fn sp6_a_game_no_score_decides_is_won_by_whom_the_table_names() {
    let state = with_rounds(&["Ann", "Bob", "Cat"], WinRule::Chosen, &[]);
    assert!(state.leaders.is_empty(), "nobody wins until named");
    let named = play(state, Command::ChooseWinners { seats: vec![2, 0] }).expect("named");
    assert_eq!(named.leaders, vec![2, 0]);
    let outcome = Scorepad::outcome(&named);
    assert_eq!(outcome.winners, vec![2, 0]);
    let scored = play(
        named,
        Command::AddRound {
            scores: Some(vec![Some(9), Some(1), Some(0)]),
        },
    )
    .expect("scores may still be kept");
    assert_eq!(scored.leaders, vec![2, 0], "a score does not decide (SP6)");
    for refused in [vec![0, 0], vec![3]] {
        let err = play(
            scored.clone(),
            Command::ChooseWinners {
                seats: refused.clone(),
            },
        )
        .expect_err("refused");
        assert_eq!(err.rule, "SP6", "{refused:?}: {err}");
    }
    let by_score = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[1, 2]]);
    let err = play(by_score, Command::ChooseWinners { seats: vec![0] }).expect_err("SP6");
    assert_eq!(err.rule, "SP6");
}

#[test]
fn sp7_a_cooperative_table_wins_or_loses_together() {
    let state = with_rounds(&["Ann", "Bob", "Cat"], WinRule::Cooperative, &[&[3, 4, 5]]);
    assert!(state.leaders.is_empty(), "not won until the table says so");
    let won = play(state.clone(), Command::DeclareResult { won: Some(true) }).expect("won");
    assert_eq!(won.leaders, vec![0, 1, 2]);
    let lost = play(won, Command::DeclareResult { won: Some(false) }).expect("lost");
    assert!(lost.leaders.is_empty());
    assert_eq!(
        Scorepad::outcome(&lost).scores,
        vec![3, 4, 5],
        "scores are kept"
    );
    let err = play(
        with_rounds(&["Ann", "Bob"], WinRule::Lowest, &[]),
        Command::DeclareResult { won: Some(true) },
    )
    .expect_err("SP7");
    assert_eq!(err.rule, "SP7");
}

#[test]
fn sp8_the_team_with_the_best_total_wins_every_member() {
    let teams = Setup {
        teams: vec![1, 2, 1, 2],
        ..setup(WinRule::Highest)
    };
    let names = seats(&["Ann", "Bob", "Cat", "Dan"]);
    let state = Scorepad::setup(&names, &teams).expect("two teams");
    // Bob has the best seat total, but Ann and Cat's team adds up to more.
    let state = play(
        state,
        Command::AddRound {
            scores: Some(vec![Some(6), Some(9), Some(5), Some(1)]),
        },
    )
    .expect("round");
    assert_eq!(state.team_totals, vec![11, 10]);
    assert_eq!(state.leaders, vec![0, 2]);
    let err = play(state, Command::BreakTie { seats: vec![0, 2] }).expect_err("SP9");
    assert_eq!(err.rule, "SP9");
    for (bad, why) in [
        (vec![1, 1, 1, 1], "one team"),
        (vec![1, 3, 1, 3], "a gap"),
        (vec![1, 2, 1], "a seat without a team"),
        (vec![0, 1, 0, 1], "team 0"),
    ] {
        let err = Scorepad::setup(
            &names,
            &Setup {
                teams: bad,
                ..setup(WinRule::Highest)
            },
        )
        .expect_err(why);
        assert_eq!(err.rule, "SP8", "{why}: {err}");
    }
    let coop = Setup {
        teams: vec![1, 2, 1, 2],
        ..setup(WinRule::Cooperative)
    };
    assert_eq!(Scorepad::setup(&names, &coop).expect_err("SP8").rule, "SP8");
}

#[test]
fn sp9_a_tie_broken_by_the_table_sets_places_until_a_score_ends_it() {
    let state = with_rounds(
        &["Ann", "Bob", "Cat", "Dan"],
        WinRule::Highest,
        &[&[13, 13, 7, 7]],
    );
    assert_eq!(state.leaders, vec![0, 1], "a tie shares the win (SP5)");
    let broken = play(state, Command::BreakTie { seats: vec![1, 0] }).expect("broken");
    assert_eq!(broken.leaders, vec![1]);
    assert_eq!(
        broken.places,
        vec![2, 1, 3, 3],
        "Cat and Dan still share 3rd"
    );
    assert_eq!(Scorepad::outcome(&broken).places, vec![2, 1, 3, 3]);
    assert_eq!(
        Scorepad::describe(
            &broken,
            &drydock::games::scorepad::Event::TieBroken { seats: vec![1, 0] }
        ),
        "Tie broken: Bob ahead of Ann"
    );
    let both = play(broken.clone(), Command::BreakTie { seats: vec![3, 2] }).expect("second tie");
    assert_eq!(both.places, vec![2, 1, 4, 3]);

    for (seats, why) in [
        (vec![0, 2], "not tied"),
        (vec![0], "one seat"),
        (vec![0, 1, 0], "twice"),
    ] {
        let err = play(broken.clone(), Command::BreakTie { seats }).expect_err(why);
        assert_eq!(err.rule, "SP9", "{why}: {err}");
    }
    let ended = play(
        broken,
        Command::SetScore {
            round: 1,
            seat: 0,
            score: Some(20),
        },
    )
    .expect("a new score");
    assert_eq!(ended.leaders, vec![0], "the new score decides");
    assert!(ended.places.is_empty(), "the tie-break no longer applies");

    let lowest = with_rounds(&["Ann", "Bob"], WinRule::Lowest, &[&[4, 4]]);
    let broken = play(lowest, Command::BreakTie { seats: vec![0, 1] }).expect("lowest tie");
    assert_eq!(broken.leaders, vec![0]);
    let chosen = with_rounds(&["Ann", "Bob"], WinRule::Chosen, &[&[4, 4]]);
    assert_eq!(
        play(chosen, Command::BreakTie { seats: vec![0, 1] })
            .expect_err("SP9")
            .rule,
        "SP9"
    );
}

/// Totals are kept event by event (a round added, a cell changed or
/// cleared, the last round removed) and always equal the sum of the rounds,
/// which is also the view's last running total.
#[test]
fn sp2_totals_follow_every_change_to_the_rounds() {
    let mut state = with_rounds(&["Ann", "Bob"], WinRule::Highest, &[&[5, 3], &[2, -4]]);
    let changes = [
        Command::SetScore {
            round: 1,
            seat: 0,
            score: Some(9),
        },
        Command::SetScore {
            round: 2,
            seat: 1,
            score: None,
        },
        Command::AddRound {
            scores: Some(vec![Some(1), Some(1)]),
        },
        Command::RemoveRound { round: 3 },
        Command::SetScore {
            round: 2,
            seat: 1,
            score: Some(6),
        },
    ];
    for change in changes {
        state = play(state, change).expect("a legal change");
        let sums: Vec<i64> = (0..2)
            .map(|seat| state.rounds.iter().map(|r| r[seat].unwrap_or(0)).sum())
            .collect();
        assert_eq!(state.totals, sums);
        let view = View::of(state.clone());
        assert_eq!(view.running.last(), Some(&sums));
    }
    assert_eq!(state.totals, vec![11, 9]);
}
