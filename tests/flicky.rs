//! Flicky Spaceships, F1–F7: the worked example, the FAQ answers, payments
//! with wildcards, the hand limit, the end trigger and bad input.

mod common;

use drydock::games::flicky::scoring::score;
use drydock::games::flicky::{catalog, cheapest, covers, Flicky, Resource, Resources, UpgradeId};
use drydock::games::flicky::{Command, Phase, Setup, State, Terrain};
use drydock::session::{Game, RuleError, Seat};
use proptest::prelude::*;
use rstest::rstest;

use UpgradeId::*;

fn seats(n: usize) -> Vec<Seat> {
    ["Ann", "Bob", "Cat", "Dan"][..n]
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect()
}

fn short_game(players: usize) -> State {
    Flicky::setup(
        &seats(players),
        &Setup {
            vp_tokens: 24,
            one_copy_each: true,
            singles: vec![],
        },
    )
    .expect("setup")
}

fn play(state: State, cmd: Command) -> Result<State, RuleError> {
    let events = Flicky::decide(&state, &cmd)?;
    // Every event decide returns must pass check_event, the replay guard.
    Ok(events.iter().fold(state, |state, event| {
        if let Err(e) = Flicky::check_event(&state, event) {
            panic!("{cmd:?} decided {event:?}, which check_event refuses: {e}");
        }
        Flicky::evolve(state, event)
    }))
}

fn ok(state: State, cmd: Command) -> State {
    play(state, cmd.clone()).unwrap_or_else(|e| panic!("{cmd:?} refused: {e}"))
}

/// Gives `seat` these resources (taken from the supply, as the table would).
fn holding(mut state: State, seat: usize, tray: Resources) -> State {
    state.supply = state
        .supply
        .plus(&state.players[seat].tray)
        .minus(&tray)
        .expect("supply holds it");
    state.players[seat].tray = tray;
    state
}

fn to_upgrade_phase(state: State) -> State {
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::Empty,
            sonar: None,
        },
    );
    ok(state, Command::EndFlick)
}

fn rich() -> Resources {
    Resources::new(2, 3, 3, 3, 1)
}

#[test]
fn f7_worked_example_eight_from_upgrades_and_nine_tokens_make_seventeen() {
    let result = score(
        &[Boosters, TractorBeam, Blueprints],
        &Resources::default(),
        9,
    );
    assert_eq!((result.upgrades, result.tokens, result.total), (8, 9, 17));
}

#[test]
fn f7_flagship_counts_full_score_smash_search_sets() {
    let one_set = score(&[Flagship, Boosters, Blueprints], &Resources::default(), 0);
    assert_eq!(
        one_set.flagship_bonus, 2,
        "Flagship (score) + Boosters (smash) + Blueprints (search)"
    );
    let two_sets = score(
        &[
            Flagship,
            Scientists,
            Boosters,
            TroxRockets,
            Blueprints,
            SonarScan,
        ],
        &Resources::default(),
        0,
    );
    assert_eq!(two_sets.flagship_bonus, 4);
    let no_flagship = score(
        &[Scientists, Boosters, Blueprints],
        &Resources::default(),
        0,
    );
    assert_eq!(no_flagship.flagship_bonus, 0);
}

/// F7b: Flagship is itself a Score upgrade, so Flagship + one Smash + one
/// Search upgrade is a full set ("2 Victory Points for every full set of
/// Smash - Search - Score upgrades you have").
#[test]
fn f7b_flagship_counts_itself_as_the_score_of_a_set() {
    let flagship_alone_as_score =
        score(&[Flagship, Boosters, Blueprints], &Resources::default(), 0);
    assert_eq!(flagship_alone_as_score.flagship_bonus, 2);
    let no_search = score(&[Flagship, Boosters], &Resources::default(), 0);
    assert_eq!(no_search.flagship_bonus, 0, "a set needs a Search upgrade");
    let two_scores_one_set = score(
        &[Flagship, Scientists, Boosters, Blueprints],
        &Resources::default(),
        0,
    );
    assert_eq!(
        two_scores_one_set.flagship_bonus, 2,
        "two Score upgrades with one Smash and one Search are one set"
    );
}

#[test]
fn f7_guide_to_the_galaxy_counts_resource_types_held() {
    let three_kinds = score(&[GuideToTheGalaxy], &Resources::new(4, 1, 0, 2, 0), 0);
    assert_eq!((three_kinds.guide_bonus, three_kinds.total), (6, 10));
    let all_kinds = score(&[GuideToTheGalaxy], &Resources::new(1, 1, 1, 1, 1), 0);
    assert_eq!(all_kinds.guide_bonus, 10, "at most 5 types");
}

#[test]
fn f4_the_catalog_is_the_rulebooks() {
    let all = catalog();
    assert_eq!(all.len(), 12);
    let sonar = all.iter().find(|u| u.id == SonarScan).unwrap();
    assert_eq!(
        sonar.cost,
        Resources::new(0, 1, 1, 2, 0),
        "1 dark matter, 1 rare metal, 2 star crystals"
    );
    let total_vp: u32 = all.iter().map(|u| u.vp).sum();
    assert_eq!(total_vp, 29, "0+2+4+4 + 3+3+0+2 + 2+3+3+3");
    for (i, u) in all.iter().enumerate() {
        assert_eq!(u.id as usize, i, "catalog order is the id order");
    }
}

#[rstest]
#[case::exact(Resources::new(1, 1, 1, 1, 0), Resources::new(1, 1, 1, 1, 0), 0, 0)]
#[case::alien_pair_before_energy_triple(
    Resources::new(3, 1, 1, 0, 2),
    Resources::new(0, 1, 1, 1, 0),
    1,
    0
)]
#[case::energy_triple_when_no_aliens(
    Resources::new(4, 1, 1, 0, 0),
    Resources::new(0, 1, 1, 1, 0),
    0,
    1
)]
#[case::energy_need_needs_an_alien_pair(
    Resources::new(0, 1, 1, 1, 2),
    Resources::new(1, 1, 1, 1, 0),
    1,
    0
)]
#[case::alien_need_needs_an_energy_triple(
    Resources::new(3, 2, 1, 1, 1),
    Resources::new(0, 2, 1, 1, 2),
    0,
    1
)]
fn f3_cheapest_payment(
    #[case] tray: Resources,
    #[case] cost: Resources,
    #[case] pairs: u32,
    #[case] triples: u32,
) {
    let payment = cheapest(&tray, &cost).expect("affordable");
    assert_eq!(
        (payment.alien_pairs, payment.energy_triples),
        (pairs, triples)
    );
    assert!(tray.contains(&payment.spend));
    assert_eq!(
        covers(&payment.spend, &cost),
        Some(payment.clone()),
        "the suggestion is a valid payment"
    );
}

#[test]
fn f3_two_aliens_cannot_stand_for_an_alien_nor_three_energy_for_energy() {
    assert_eq!(
        cheapest(
            &Resources::new(0, 0, 0, 0, 3),
            &Resources::new(0, 0, 0, 0, 2)
        )
        .map(|p| p.alien_pairs),
        Some(0)
    );
    assert!(
        cheapest(
            &Resources::new(5, 0, 0, 0, 0),
            &Resources::new(0, 0, 0, 0, 1)
        )
        .is_some(),
        "3 energy for an alien sample"
    );
    assert!(
        cheapest(
            &Resources::new(2, 0, 0, 0, 0),
            &Resources::new(3, 0, 0, 0, 0)
        )
        .is_none(),
        "energy cannot cover energy"
    );
    assert!(
        covers(
            &Resources::new(3, 0, 0, 0, 0),
            &Resources::new(1, 0, 0, 0, 0)
        )
        .is_none(),
        "no overpaying"
    );
}

fn small() -> impl Strategy<Value = Resources> {
    (0u32..5, 0u32..4, 0u32..4, 0u32..4, 0u32..5)
        .prop_map(|(e, d, r, s, a)| Resources::new(e, d, r, s, a))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn f3_cheapest_finds_a_payment_whenever_one_exists(tray in small(), cost in small()) {
        let mut exists = false;
        'search: for e in 0..=tray.energy { for d in 0..=tray.dark_matter { for r in 0..=tray.rare_metal {
            for s in 0..=tray.star_crystal { for a in 0..=tray.alien_samples {
                if covers(&Resources::new(e, d, r, s, a), &cost).is_some() { exists = true; break 'search; }
            }}
        }}}
        prop_assert_eq!(cheapest(&tray, &cost).is_some(), exists);
    }
}

#[test]
fn f2_players_start_with_three_energy_from_the_supply() {
    let state = short_game(3);
    assert!(state
        .players
        .iter()
        .all(|p| p.tray == Resources::one(Resource::Energy, 3)));
    assert_eq!(
        state.supply,
        Resources::new(11, 12, 12, 12, 12),
        "F1: 20 energy, 9 handed out"
    );
    assert_eq!(state.tokens_left, 24);
}

#[test]
fn faq_blueprints_pays_after_later_purchases_not_its_own() {
    let state = to_upgrade_phase(holding(short_game(2), 0, rich()));
    let state = ok(
        state,
        Command::Buy {
            upgrade: Blueprints,
            payment: None,
        },
    );
    assert_eq!(
        state.blueprint_credits, 0,
        "no resource for buying Blueprints itself"
    );
    let state = ok(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: None,
        },
    );
    assert_eq!(
        state.blueprint_credits, 1,
        "one resource after the next purchase"
    );
    let before = state.players[0].tray.star_crystal;
    let state = ok(
        state,
        Command::TakeBlueprint {
            resource: Resource::StarCrystal,
        },
    );
    assert_eq!(state.players[0].tray.star_crystal, before + 1);
    assert!(
        play(
            state,
            Command::TakeBlueprint {
                resource: Resource::Energy
            }
        )
        .is_err(),
        "only one"
    );
}

#[test]
fn faq_several_rams_in_one_flick_each_count() {
    let mut state = short_game(3);
    state.players[0].upgrades.push(TroxRockets);
    state.players[2].upgrades.push(LiveBroadcast);
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::Empty,
            sonar: None,
        },
    );
    let state = ok(
        state,
        Command::Ram {
            target: 1,
            raid: None,
        },
    );
    let state = ok(
        state,
        Command::Ram {
            target: 2,
            raid: None,
        },
    );
    let state = ok(
        state,
        Command::Ram {
            target: 2,
            raid: None,
        },
    );
    assert_eq!(state.players[0].tokens, 3, "TROX: one token per ram");
    assert_eq!(
        state.players[2].tokens, 2,
        "Live Broadcast: one token each time Cat is rammed"
    );
    assert_eq!(state.tokens_left, 24 - 5);
}

#[test]
fn f5_ram_raid_takes_a_resource_the_target_holds() {
    let mut state = short_game(2);
    state.players[0].upgrades.push(RamRaidEngines);
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::Empty,
            sonar: None,
        },
    );
    let err = play(
        state.clone(),
        Command::Ram {
            target: 1,
            raid: Some(Resource::StarCrystal),
        },
    )
    .expect_err("Bob has none");
    assert_eq!(err.rule, "F5");
    let state = ok(
        state,
        Command::Ram {
            target: 1,
            raid: Some(Resource::Energy),
        },
    );
    assert_eq!(
        (state.players[0].tray.energy, state.players[1].tray.energy),
        (4, 2)
    );
}

#[rstest]
#[case::recycler_on_energy(&[EnergyRecycler], Terrain::Energy, 2)]
#[case::recycler_elsewhere(&[EnergyRecycler], Terrain::RareMetal, 1)]
#[case::double_claws(&[DoubleClaws], Terrain::StarCrystal, 2)]
#[case::faq_recycler_and_double_claws_give_two_energy(&[EnergyRecycler, DoubleClaws], Terrain::Energy, 2)]
#[case::plain(&[], Terrain::Energy, 1)]
fn f5_collect(#[case] owned: &[UpgradeId], #[case] on: Terrain, #[case] expected: u32) {
    let mut state = short_game(2);
    state.players[0].upgrades.extend_from_slice(owned);
    let before = state.players[0].tray.total();
    let state = ok(state, Command::Collect { on, sonar: None });
    assert_eq!(state.players[0].tray.total() - before, expected);
    assert_eq!(state.phase, Phase::Flick);
}

#[test]
fn faq_scientists_and_sonar_scan_give_a_token_and_the_resource_in_front() {
    let mut state = short_game(2);
    state.players[0].upgrades.extend([Scientists, SonarScan]);
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::Empty,
            sonar: Some(Terrain::DarkMatter),
        },
    );
    assert_eq!(
        state.players[0].tokens, 1,
        "Scientists: the ship is on empty space"
    );
    assert_eq!(
        state.players[0].tray.dark_matter, 1,
        "Sonar Scan: the hex in front"
    );
}

#[test]
fn f5_sonar_scan_needs_the_upgrade() {
    let err = play(
        short_game(2),
        Command::Collect {
            on: Terrain::Empty,
            sonar: Some(Terrain::RareMetal),
        },
    )
    .expect_err("no sonar");
    assert_eq!(err.rule, "F5");
}

#[test]
fn f5_tractor_beam_copies_the_collect_once() {
    let mut state = short_game(2);
    state.players[1].upgrades.push(TractorBeam);
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::RareMetal,
            sonar: None,
        },
    );
    let state = ok(state, Command::TractorBeam { seat: 1 });
    assert_eq!(state.players[1].tray.rare_metal, 1);
    assert!(
        play(state, Command::TractorBeam { seat: 1 }).is_err(),
        "once per collect"
    );
}

/// F5b: "Take 2 tokens instead of 1 when you collect any resource" (Double
/// Claws) does not apply to a Tractor Beam: the beam takes a resource, it
/// does not collect one.
#[test]
fn f5b_tractor_beam_with_the_beamers_own_double_claws_gives_one() {
    let mut state = short_game(2);
    state.players[1].upgrades.push(TractorBeam);
    state.players[1].upgrades.push(DoubleClaws);
    let before = state.players[1].tray.rare_metal;
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::RareMetal,
            sonar: None,
        },
    );
    let state = ok(state, Command::TractorBeam { seat: 1 });
    assert_eq!(
        state.players[1].tray.rare_metal,
        before + 1,
        "the beamer's Double Claws do not double a beam"
    );
}

#[test]
fn f1_nothing_is_taken_beyond_the_supply() {
    let mut state = short_game(2);
    state.supply.dark_matter = 0;
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::DarkMatter,
            sonar: None,
        },
    );
    assert_eq!(
        state.players[0].tray.dark_matter, 0,
        "the dark matter pile is empty"
    );
}

#[test]
fn f2_more_than_twelve_forces_an_exact_discard_first() {
    let state = holding(short_game(2), 0, Resources::new(3, 3, 3, 3, 0));
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::StarCrystal,
            sonar: None,
        },
    );
    assert_eq!(state.must_discard(), Some(0));
    let err = play(state.clone(), Command::EndFlick).expect_err("discard first");
    assert_eq!(err.rule, "F2");
    let err = play(
        state.clone(),
        Command::Discard {
            seat: 0,
            resources: Resources::one(Resource::Energy, 2),
        },
    )
    .expect_err("too many");
    assert!(
        err.message.contains("must discard exactly 1"),
        "{}",
        err.message
    );
    let state = ok(
        state,
        Command::Discard {
            seat: 0,
            resources: Resources::one(Resource::Energy, 1),
        },
    );
    assert_eq!(
        (state.must_discard(), state.players[0].tray.total()),
        (None, 12)
    );
    ok(state, Command::EndFlick);
}

#[rstest]
#[case::twice(Boosters, "already has Boosters")]
#[case::unaffordable(GuideToTheGalaxy, "cannot afford Guide to the Galaxy")]
fn f4_bad_purchases_are_refused(#[case] second: UpgradeId, #[case] expected: &str) {
    let state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(1, 1, 1, 0, 0)));
    let state = ok(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: None,
        },
    );
    let err = play(
        state,
        Command::Buy {
            upgrade: second,
            payment: None,
        },
    )
    .expect_err("refused");
    assert!(err.message.contains(expected), "{}", err.message);
}

#[test]
fn f4_an_empty_pile_cannot_be_bought_from() {
    let state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(1, 1, 1, 0, 0)));
    let state = ok(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: None,
        },
    );
    let state = ok(state, Command::EndTurn);
    let state = to_upgrade_phase(holding(state, 1, Resources::new(1, 1, 1, 0, 0)));
    let err = play(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: None,
        },
    )
    .expect_err("one copy only");
    assert_eq!(err.rule, "F4");
    assert!(err.message.contains("pile is empty"));
}

#[test]
fn f3_a_chosen_payment_must_be_held_and_must_pay() {
    let state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(4, 1, 1, 0, 2)));
    let err = play(
        state.clone(),
        Command::Buy {
            upgrade: Boosters,
            payment: Some(Resources::new(1, 2, 1, 0, 0)),
        },
    )
    .expect_err("holds 1 DM");
    assert!(err.message.contains("does not hold"), "{}", err.message);
    let err = play(
        state.clone(),
        Command::Buy {
            upgrade: Boosters,
            payment: Some(Resources::new(1, 1, 0, 0, 0)),
        },
    )
    .expect_err("short");
    assert!(
        err.message.contains("does not pay for Boosters"),
        "{}",
        err.message
    );
    // Energy triple for the rare metal instead of the suggested exact one.
    let state = ok(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: Some(Resources::new(4, 1, 0, 0, 0)),
        },
    );
    assert_eq!(state.players[0].tray, Resources::new(0, 0, 1, 0, 2));
}

#[test]
fn f3_exchange_three_energy_or_two_aliens_for_one_other() {
    let state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(3, 0, 0, 0, 2)));
    let state = ok(
        state,
        Command::Exchange {
            give: Resource::AlienSamples,
            get: Resource::Energy,
        },
    );
    assert_eq!(state.players[0].tray, Resources::new(4, 0, 0, 0, 0));
    let err = play(
        state.clone(),
        Command::Exchange {
            give: Resource::Energy,
            get: Resource::Energy,
        },
    )
    .expect_err("same");
    assert_eq!(err.rule, "F3");
    let state = ok(
        state,
        Command::Exchange {
            give: Resource::Energy,
            get: Resource::StarCrystal,
        },
    );
    assert_eq!(state.players[0].tray, Resources::new(1, 0, 0, 1, 0));
}

#[test]
fn f6_the_game_ends_at_the_end_of_the_turn_that_empties_the_fourth_pile() {
    let mut state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(3, 2, 3, 3, 0)));
    state = ok(
        state,
        Command::Buy {
            upgrade: Blueprints,
            payment: None,
        },
    );
    state = ok(
        state,
        Command::Buy {
            upgrade: Boosters,
            payment: None,
        },
    );
    state = ok(
        state,
        Command::TakeBlueprint {
            resource: Resource::StarCrystal,
        },
    );
    state = ok(
        state,
        Command::Buy {
            upgrade: Scientists,
            payment: None,
        },
    );
    state = ok(
        state,
        Command::TakeBlueprint {
            resource: Resource::DarkMatter,
        },
    );
    assert!(!state.end_meter().triggered, "three piles gone");
    state = ok(
        state,
        Command::Buy {
            upgrade: SonarScan,
            payment: None,
        },
    );
    assert_eq!(
        (
            state.end_meter().piles_emptied,
            state.piles_to_end,
            state.end_meter().triggered
        ),
        (4, 4, true)
    );
    assert_eq!(
        state.phase,
        Phase::Upgrade,
        "the turn goes on until it ends"
    );
    let state = ok(state, Command::EndTurn);
    assert_eq!(state.phase, Phase::Finished);
    assert!(play(
        state.clone(),
        Command::Collect {
            on: Terrain::Empty,
            sonar: None
        }
    )
    .is_err());
    let outcome = Flicky::outcome(&state);
    assert_eq!(
        outcome.scores,
        vec![8, 0],
        "Blueprints 2 + Boosters 3 + Scientists 0 + Sonar Scan 3"
    );
    assert_eq!(outcome.winners, vec![0]);
}

#[rstest]
#[case(2, 4)]
#[case(3, 5)]
#[case(4, 6)]
fn f6_piles_that_end_the_game(#[case] players: usize, #[case] piles: u32) {
    assert_eq!(short_game(players).piles_to_end, piles);
}

#[test]
fn f6_the_last_vp_token_ends_the_game_at_the_end_of_the_turn() {
    let mut state = short_game(2);
    state.tokens_left = 1;
    state.players[0].upgrades.push(TroxRockets);
    let state = ok(
        state,
        Command::Collect {
            on: Terrain::Empty,
            sonar: None,
        },
    );
    let state = ok(
        state,
        Command::Ram {
            target: 1,
            raid: None,
        },
    );
    assert!(state.end_meter().triggered);
    let state = ok(
        state,
        Command::Ram {
            target: 1,
            raid: None,
        },
    );
    assert_eq!(
        state.players[0].tokens, 1,
        "no token left for the second ram"
    );
    let state = ok(ok(state, Command::EndFlick), Command::EndTurn);
    assert_eq!(state.phase, Phase::Finished);
}

#[test]
fn f7_a_tie_is_a_draw_shared_by_the_tied() {
    let state = short_game(3);
    assert_eq!(
        Flicky::outcome(&state).winners,
        vec![0, 1, 2],
        "all on 0 VP"
    );
}

#[test]
fn f4_setup_needs_three_single_piles_unless_one_copy_each() {
    let err = Flicky::setup(
        &seats(2),
        &Setup {
            vp_tokens: 24,
            one_copy_each: false,
            singles: vec![Boosters],
        },
    )
    .expect_err("three");
    assert_eq!(err.rule, "F4");
    let state = Flicky::setup(
        &seats(2),
        &Setup {
            vp_tokens: 12,
            one_copy_each: false,
            singles: vec![Flagship, GuideToTheGalaxy, DoubleClaws],
        },
    )
    .unwrap();
    let copies: u32 = state.piles.iter().map(|p| p.copies).sum();
    assert_eq!(copies, 21, "the rulebook's 21 upgrade cards");
    assert_eq!(state.tokens_left, 12);
}

#[test]
fn the_short_example_game_plays_to_its_end_trigger_and_ann_wins() {
    let script: drydock::api::Script =
        serde_json::from_str(include_str!("../docs/examples/flicky-short.json"))
            .expect("example parses");
    let (_, run) = drydock::api::Api::run_script(drydock::api::GameId::Flicky, &script)
        .expect("example plays");
    let state = &common::state_json(&run.session);
    assert_eq!(state["phase"], "finished");
    assert_eq!(
        state["end"]["piles_emptied"], 4,
        "F6: four piles gone in a 2-player game"
    );
    assert_eq!(
        run.session.outcome.scores,
        vec![5, 3],
        "Boosters 3 + Blueprints 2 against Scientists 0 + Sonar Scan 3"
    );
    assert_eq!(run.session.outcome.winners, vec![0]);
    assert!(
        run.session.ended_at.is_some(),
        "the script closes the session"
    );
}

#[test]
fn unknown_upgrade_names_are_refused_by_name() {
    let mut api = drydock::api::Api::in_memory().unwrap();
    let id = common::ann_and_bob(
        &mut api,
        "flicky",
        serde_json::json!({"one_copy_each": true}),
    );
    let err = drydock::api::Action::decode(
        drydock::api::GameId::Flicky,
        &serde_json::json!({"action": "command", "command": {"type": "buy", "upgrade": "Warp Drive"}}),
    )
    .and_then(|action| api.act(id, &action))
    .expect_err("no such upgrade");
    assert!(
        err.message
            .contains("F4: there is no upgrade called \"Warp Drive\""),
        "{}",
        err.message
    );
    let by_name =
        serde_json::from_value::<UpgradeId>(serde_json::json!("Ram-Raid Engines")).unwrap();
    assert_eq!(by_name, RamRaidEngines, "printed names are accepted too");
}

#[test]
fn f1_an_exchange_the_supply_cannot_pay_is_refused() {
    let mut state = to_upgrade_phase(holding(short_game(2), 0, Resources::new(3, 0, 0, 0, 0)));
    state.supply.rare_metal = 0;
    let err = play(
        state.clone(),
        Command::Exchange {
            give: Resource::Energy,
            get: Resource::RareMetal,
        },
    )
    .expect_err("none left");
    assert_eq!(err.rule, "F1");
    assert!(
        err.message.contains("the supply has no rare metal left"),
        "{}",
        err.message
    );
    assert_eq!(state.players[0].tray.energy, 3, "nothing changed");
}
