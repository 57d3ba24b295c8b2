//! Ships' scoring arithmetic against the rulebook's worked examples (W9)
//! and the rules they illustrate (W5–W7).

use drydock::games::ships::age_track::AgeTrack;
use drydock::games::ships::areas::{entry_cost, score_area, Location};
use drydock::games::ships::gold::{gain_gold, sell, Good, SellBonus};

const RED: usize = 0;
const BLUE: usize = 1;
const GREEN: usize = 2;
const YELLOW: usize = 3;

#[test]
fn w9_age_five_costs_two_scores_blue_five_and_punishes_the_laggards() {
    let mut track = AgeTrack::default();
    track.ages[1] = vec![RED, RED]; // age 2
    track.ages[2] = vec![BLUE, GREEN, YELLOW, YELLOW]; // age 3
    track.ages[3] = vec![RED, BLUE, BLUE, GREEN, GREEN, YELLOW, RED]; // age 4: seven ships
    let placed = track.new_age(BLUE, 4, 9, 5).expect("age 5 exists");
    assert_eq!(placed.age, 5);
    assert_eq!(
        placed.cost, 2,
        "9 navigation counters less 7 ships in age 4"
    );
    assert_eq!(
        placed.vp[BLUE],
        5 - 1,
        "blue: +5 for the first ship, -1 for its age-3 ship"
    );
    assert_eq!(placed.vp[RED], -4, "red: two ships in age 2, -2 each");
    assert_eq!(placed.vp[GREEN], -1);
    assert_eq!(placed.vp[YELLOW], -2, "yellow: two ships in age 3");
    assert_eq!(
        placed.removed,
        vec![(2, RED), (2, RED)],
        "ships three ages behind leave the track"
    );
}

#[test]
fn w5_the_discount_never_makes_the_cost_negative_and_the_track_ends_at_eleven() {
    let mut track = AgeTrack::default();
    track.ages[0] = vec![RED; 6];
    assert_eq!(track.new_age(BLUE, 2, 3, 2).unwrap().cost, 0);
    track.ages[10] = vec![RED];
    assert!(track.new_age(BLUE, 2, 3, 2).is_none(), "there is no age 12");
}

#[test]
fn w9_area_five_costs_ten_less_six_discs() {
    assert_eq!(entry_cost(10, 6), 4);
    assert_eq!(entry_cost(3, 6), 0);
}

#[test]
fn w6_cubes_score_the_area_number_and_discs_add_their_owners_cubes() {
    let locations = vec![
        Location {
            name: "London".into(),
            cubes: vec![GREEN, GREEN, YELLOW],
            discs: vec![GREEN],
        },
        Location {
            name: "Danzig".into(),
            cubes: vec![RED],
            discs: vec![RED, YELLOW],
        },
    ];
    let vp = score_area(4, &locations, 4);
    assert_eq!(
        vp[GREEN],
        4 + 4 + (4 + 2),
        "two cubes, a disc with two own cubes beside it"
    );
    assert_eq!(vp[RED], 4 + (4 + 1));
    assert_eq!(
        vp[YELLOW],
        4 + 4,
        "a cube in London, a disc in Danzig with no yellow cube"
    );
    assert_eq!(vp[BLUE], 0);
}

#[test]
fn w6_area_seven_discs_gain_one_per_own_merchant_cube() {
    let seven = Location {
        name: "Area 7".into(),
        cubes: vec![BLUE, BLUE, BLUE],
        discs: vec![BLUE, BLUE],
    };
    let vp = score_area(7, &[seven], 4);
    assert_eq!(vp[BLUE], 3 * 7 + 2 * 7 + 2 * 3, "discs x cubes = 6 extra");
}

#[test]
fn w9_selling_two_cloth_and_a_wine_overflows_the_bank_into_four_vp() {
    let (gold, vp) = sell(
        &[Good::Cloth, Good::Cloth, Good::Wine],
        SellBonus::default(),
    );
    assert_eq!((gold, vp), (11, 0));
    let banked = gain_gold(gold, 3);
    assert_eq!((banked.kept, banked.returned, banked.vp), (3, 8, 4));
}

#[test]
fn w7_an_odd_overflowing_coin_is_lost() {
    assert_eq!(
        gain_gold(5, 2).vp,
        1,
        "3 over the room: 1 VP, one coin lost"
    );
}

#[test]
fn w7_selling_bonuses() {
    assert_eq!(
        sell(
            &[Good::Food, Good::Oil],
            SellBonus {
                docks: true,
                cranes: false
            }
        ),
        (1 + 2 + 2, 2)
    );
    assert_eq!(
        sell(
            &[Good::Metal],
            SellBonus {
                docks: false,
                cranes: true
            }
        ),
        (3 + 2, 1)
    );
}
