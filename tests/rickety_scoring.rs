//! Rickety Ships scoring: category totals and round VPs (R8), the game
//! (R9), and the rulebook's worked example (R10, diagram 5).

use drydock::games::rickety::scoring::{award, category_winner, game_winners, totals};
use drydock::games::rickety::{Layout, Shape, Totals};
use proptest::prelude::*;
use rstest::rstest;

fn t(rockets: u32, cannons: u32, crew_cargo: u32, battery: u32) -> Totals {
    Totals {
        rockets,
        cannons,
        crew_cargo,
        battery,
    }
}

#[test]
fn r10_worked_example_both_players_end_the_round_on_two_vp() {
    // Diagram 5: player 1 finished first; rockets 9 and 9; cannons 12 and
    // 11; crew/cargo 5 and 7; battery packs 7 and 12.
    let awards = award(&[t(9, 12, 5, 7), t(9, 11, 7, 12)], Some(0));
    assert_eq!(
        (awards[0].done, awards[1].done),
        (1, 0),
        "player 1 called done first"
    );
    assert_eq!(
        (awards[0].rockets, awards[1].rockets),
        (0, 0),
        "tied rockets award nobody"
    );
    assert_eq!(
        (awards[0].cannons, awards[1].cannons),
        (1, 0),
        "cannons 12 beat 11"
    );
    assert_eq!(
        (awards[0].crew_cargo, awards[1].crew_cargo),
        (0, 1),
        "crew 7 beat 5"
    );
    assert_eq!(
        (awards[0].battery, awards[1].battery),
        (0, 1),
        "battery 12 beat 7"
    );
    assert_eq!(
        (awards[0].round_vp(), awards[1].round_vp()),
        (2, 2),
        "both end the round on 2 VPs"
    );
}

#[rstest]
#[case::single_highest(&[3, 5, 1], Some(1))]
#[case::tie_for_highest_awards_nobody(&[5, 5, 1], None)]
#[case::tie_below_the_highest_does_not_matter(&[1, 1, 4], Some(2))]
#[case::highest_zero_awards_nobody(&[0, 0, 0], None)]
fn r8_category_winner(#[case] values: &[u32], #[case] expected: Option<usize>) {
    assert_eq!(category_winner(values), expected);
}

#[test]
fn r8_category_totals_count_tops_roles_and_chips() {
    let shape = Shape::parse("t", "C C C 7 R R R\n").unwrap();
    // Cannons: A=3, 2=2 (stack 4-3-2: top 2), 3=1; rockets J=1, Q=2, K=3
    // (stack J/Q/K top K); visible 7 = 2, a 6 hidden under a 7 counts nothing.
    let layout = Layout::parse("AS 4D/3D/2D 3C 7H/6H/7H JC JD QS/KS\n").unwrap();
    let result = totals(&layout, &shape);
    assert_eq!(result, t(1 + 1 + 3, 3 + 2 + 1, 2, 2 + 2 + 1));
}

#[test]
fn r9_most_vp_wins_and_ties_share() {
    assert_eq!(game_winners(&[7, 9, 4]), vec![1]);
    assert_eq!(game_winners(&[8, 8, 4]), vec![0, 1]);
}

fn totals_strategy() -> impl Strategy<Value = Totals> {
    (0u32..6, 0u32..6, 0u32..6, 0u32..6).prop_map(|(a, b, c, d)| t(a, b, c, d))
}

proptest! {
    #[test]
    fn r8_scoring_does_not_depend_on_player_order(
        table in prop::collection::vec(totals_strategy(), 2..6),
        done in prop::option::of(0usize..6),
        rotation in 0usize..6,
    ) {
        let n = table.len();
        let done = done.filter(|d| *d < n);
        let rotation = rotation % n;
        let awards = award(&table, done);
        let mut rotated = table.clone();
        rotated.rotate_left(rotation);
        let rotated_done = done.map(|d| (d + n - rotation) % n);
        let rotated_awards = award(&rotated, rotated_done);
        for seat in 0..n {
            prop_assert_eq!(awards[seat], rotated_awards[(seat + n - rotation) % n]);
        }
        let given: u32 = awards.iter().map(|a| a.round_vp()).sum();
        prop_assert!(given <= 5, "at most five VPs a round");
    }
}
