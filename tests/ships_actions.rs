//! Ships as the rulebook says it, where a scripted reading found the app
//! wrong: what pays for each action (W3, W4b) — the cubes of a turn, the
//! gold of each box, the card whose own action it is (Ram's placement
//! without food, Lateen Sail's upgrade without gold) —, Hanseatic League's
//! goods, an age once reached (W5), gold spent and the bank's limits (W7),
//! the final sale and the end (W8b). Each scenario quotes the passage it
//! plays.

use drydock::games::ships::board::BoardData;
use drydock::games::ships::{ActionBox, Command, Cube, Era, Goods, Ships};
use drydock::games::ships::{Phase, Setup, State};
use drydock::session::{Game, RuleError, Seat};
use serde_json::{json, Value};

const RED: usize = 0;
const BLUE: usize = 1;

fn seats(n: usize) -> Vec<Seat> {
    ["Red", "Blue", "Green", "Yellow"][..n]
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect()
}

/// The table's board data: ages 1–4 Galley, 5–8 Sailing Ship, 9–11
/// Steamship, no navigation cost, 1 VP for a first ship; every action box
/// but Upgrade Ship costs no gold with a merchant cube and `free` gold with
/// a free action cube (our copy lacks those: data the table supplies, W4b);
/// Upgrade Ship 1 and 3 as the text says.
fn board(free: u32) -> BoardData {
    let mut board = BoardData::shipped();
    for (i, age) in board.ages.iter_mut().enumerate() {
        age.era = Some(match i {
            0..=3 => Era::Galley,
            4..=7 => Era::Sailing,
            _ => Era::Steamship,
        });
        age.nav_cost = Some(0);
        age.first_vp = Some(1);
    }
    for cost in board.actions.iter_mut() {
        cost.merchant.get_or_insert(0);
        cost.free.get_or_insert(free);
    }
    board
}

/// [`board`] whose first ages are Sailing Ship ages: the first ship begins
/// that era (for the cards and cubes of a later era).
fn sailing_board() -> BoardData {
    let mut b = board(1);
    for age in b.ages.iter_mut().take(4) {
        age.era = Some(Era::Sailing);
    }
    b
}

fn game_on(players: usize, board: BoardData) -> State {
    let setup = Setup {
        board: Some(board),
        ..Setup::default()
    };
    Ships::setup(&seats(players), &setup).expect("a Ships game")
}

fn game(players: usize) -> State {
    game_on(players, board(1))
}

/// Decides `command` (JSON, as the app and the CLI send it) and applies
/// its events, each passing the replay check first.
fn play(state: &State, command: Value) -> Result<State, RuleError> {
    let cmd: Command = serde_json::from_value(command.clone())
        .unwrap_or_else(|e| panic!("{command} is a Ships command: {e}"));
    let events = Ships::decide(state, &cmd)?;
    Ok(events.iter().fold(state.clone(), |s, event| {
        if let Err(e) = Ships::check_event(&s, event) {
            panic!("{command} decided {event:?}, which check_event refuses: {e}");
        }
        Ships::evolve(s, event)
    }))
}

fn ok(state: &State, command: Value) -> State {
    play(state, command.clone()).unwrap_or_else(|e| panic!("{command} should be accepted: {e}"))
}

fn refused(state: &State, command: Value) -> RuleError {
    match play(state, command.clone()) {
        Ok(_) => panic!("{command} should be refused"),
        Err(e) => e,
    }
}

/// The timeline lines `command` would write.
fn lines(state: &State, command: Value) -> Vec<String> {
    let cmd: Command = serde_json::from_value(command).expect("a command");
    let events = Ships::decide(state, &cmd).expect("accepted");
    let mut s = state.clone();
    let mut out = Vec::new();
    for e in &events {
        out.push(Ships::describe(&s, e));
        s = Ships::evolve(s, e);
    }
    out
}

fn end_turn() -> Value {
    json!({"type": "end_turn"})
}

/// Every seat ends its turn once: the current player's next turn begins.
fn round(state: &State) -> State {
    (0..state.players.len()).fold(state.clone(), |s, _| ok(&s, end_turn()))
}

fn place(age: usize) -> Value {
    json!({"type": "place_ship", "age": age, "ship_box": "merchant"})
}

fn warship(age: usize, disc_from: &str) -> Value {
    json!({"type": "place_ship", "age": age, "ship_box": "warship", "disc_from": disc_from})
}

fn gold(amount: u32) -> Value {
    json!({"type": "gain_gold", "amount": amount, "reason": "a trade box"})
}

fn food(n: u32) -> Value {
    json!({"type": "gain_goods", "goods": {"food": n}})
}

fn take(card: &str) -> Value {
    json!({"type": "take_card", "card": card, "gold": 0})
}

const GALLEY_DISPLAY: [&str; 12] = [
    "Ram",
    "Lateen Sail",
    "Currency",
    "Docks",
    "Warehouse",
    "Lighthouse",
    "Vikings!",
    "Greek Empire",
    "Roman Empire",
    "Navigation Device",
    "Phoenician Alphabet",
    "Currency",
];

fn with_galley_display(state: &State) -> State {
    ok(
        state,
        json!({"type": "draw_display", "cards": GALLEY_DISPLAY}),
    )
}

/// The actions paid this turn, as (box, what paid, card, gold).
fn paid(state: &State) -> Vec<(ActionBox, Cube, Option<&str>, u32)> {
    state
        .actions
        .iter()
        .map(|a| (a.action, a.cube, a.card.as_deref(), a.gold))
        .collect()
}

// Item 1: Ram, Cannons and Gunship Diplomacy waive the food once.

/// "RAM — Perform 'place ship' action. You must place your ship in the
/// Warship box of the level you place in. You do NOT expend a food counter
/// when you do this. All other rules concerning this action apply."
#[test]
fn w4b_ram_waives_the_food_of_its_own_placement_only() {
    let s = with_galley_display(&game(2));
    let s = ok(&s, food(2));
    let s = ok(&s, take("Ram"));
    let s = ok(
        &s,
        json!({"type": "place_ship", "age": 1, "ship_box": "warship", "disc_from": "warehouse"}),
    );
    assert_eq!(
        s.players[RED].goods.food, 2,
        "Ram's own placement spends no food"
    );
    assert!(s.card_action.is_none(), "Ram's placement is done");
    let s = ok(&s, warship(1, "bank"));
    assert_eq!(
        s.players[RED].goods.food, 1,
        "a second warship that turn costs its food as usual"
    );
    assert_eq!(
        paid(&s),
        vec![
            (ActionBox::TakeCard, Cube::Merchant, None, 0),
            (ActionBox::PlaceShip, Cube::Card, Some("Ram"), 0),
            (ActionBox::PlaceShip, Cube::Merchant, None, 0),
        ],
        "the card paid for its placement, a merchant cube for each other action"
    );
}

/// The same passage: the waiver is for "this" placement, the card's.
#[test]
fn w4b_after_ram_a_second_warship_without_food_is_refused() {
    let s = with_galley_display(&game(2));
    let s = ok(&s, take("Ram"));
    let s = ok(&s, warship(1, "warehouse"));
    assert_eq!(s.players[RED].goods.food, 0);
    let err = refused(&s, warship(1, "bank"));
    assert_eq!(err.rule, "W5", "{err}");
    assert!(err.message.contains("no food"), "{err}");
}

/// "You must place your ship in the Warship box": a Merchant placement is
/// not Ram's, and is paid as usual, Ram's placement still to come.
#[test]
fn w4b_a_merchant_placement_after_ram_is_an_ordinary_paid_action() {
    let s = with_galley_display(&game(2));
    let s = ok(&s, take("Ram"));
    let err = refused(
        &s,
        json!({"type": "place_ship", "age": 1, "ship_box": "merchant", "pay": "card"}),
    );
    assert_eq!(err.rule, "W4b", "{err}");
    let s = ok(&s, place(1));
    assert_eq!(
        paid(&s).last(),
        Some(&(ActionBox::PlaceShip, Cube::Merchant, None, 0)),
        "a merchant cube paid for the Merchant placement"
    );
    assert_eq!(s.cubes().merchant_left, 0, "both merchant cubes are spent");
    assert_eq!(
        s.card_action.as_ref().map(|c| c.card.as_str()),
        Some("Ram"),
        "Ram's own placement is still to be done"
    );
    let s = ok(&s, warship(1, "warehouse"));
    assert_eq!(
        s.players[RED].goods.food, 0,
        "Ram's warship needs no food and no cube"
    );
    assert_eq!(s.players[RED].free_cubes, 2, "no free action cube was used");
}

/// "CANNONS — Perform 'place ship' action. You must place your ship in the
/// Warship box … You do NOT expend a food counter when you do this." (and
/// Gunship Diplomacy, in the Steamship era, word for word).
#[test]
fn w4b_cannons_waives_the_food_of_its_own_placement_only() {
    let b = sailing_board();
    let s = ok(
        &game_on(2, b),
        json!({"type": "place_ship", "age": 1, "ship_box": "merchant"}),
    );
    assert_eq!(s.era, Era::Sailing);
    let s = ok(
        &s,
        json!({"type": "draw_display", "cards": ["Cannons", "Compass", "Copper Bottoms", "Double-Entry Book Keeping", "Factories", "Hanseatic League", "Henry the Navigator", "Industry", "Lloyds of London", "Pirates", "Sea Clocks", "V.O.C."]}),
    );
    let s = ok(&s, food(1));
    let s = ok(&s, gold(1));
    let s = ok(&s, take("Cannons"));
    let s = ok(&s, warship(1, "bank"));
    assert_eq!(s.players[RED].goods.food, 1, "Cannons' placement is free");
    let s = ok(&s, warship(1, "bank"));
    assert_eq!(
        s.players[RED].goods.food, 0,
        "the next warship is not Cannons'"
    );
}

// Item 2: Upgrade Ship costs gold.

/// "You would have to expend one merchant cube from your 'Action cubes'
/// section and one gold to perform the 'Upgrade ship' action."
#[test]
fn w4b_upgrade_ship_costs_one_gold_with_a_merchant_cube() {
    let s = ok(&game(2), place(1));
    let s = ok(&s, gold(2));
    let s = ok(
        &s,
        json!({"type": "upgrade_ship", "from_age": 1, "from_box": "merchant", "to_box": "merchant"}),
    );
    assert_eq!(s.players[RED].gold, 1, "one gold for Upgrade Ship");
    assert_eq!(
        paid(&s).last(),
        Some(&(ActionBox::UpgradeShip, Cube::Merchant, None, 1))
    );
}

/// "If you used a free action cube to perform this action you would have
/// to spend three gold instead."
#[test]
fn w4b_upgrade_ship_costs_three_gold_with_a_free_action_cube() {
    let s = ok(&game(2), food(1));
    // A disc from the bank makes room for a third coin.
    let s = ok(&s, warship(1, "bank"));
    let s = ok(&s, place(1));
    let s = ok(&s, gold(2));
    let upgrade = json!({"type": "upgrade_ship", "from_age": 1, "from_box": "merchant", "to_box": "merchant"});
    let err = refused(&s, upgrade.clone());
    assert_eq!(err.rule, "W4b", "{err}");
    assert!(
        err.message
            .contains("Upgrade Ship with a free action cube costs 3 gold and Red has 2"),
        "{err}"
    );
    let s = ok(&s, gold(1));
    let s = ok(&s, upgrade);
    assert_eq!(s.players[RED].gold, 0, "three gold with a free action cube");
    assert_eq!(
        s.players[RED].free_cubes, 1,
        "the free cube came from stock"
    );
}

#[test]
fn w4b_upgrade_ship_with_no_gold_is_refused() {
    let s = ok(&game(2), place(1));
    let err = refused(
        &s,
        json!({"type": "upgrade_ship", "from_age": 1, "from_box": "merchant", "to_box": "merchant"}),
    );
    assert_eq!(err.rule, "W4b", "{err}");
    assert!(err.message.contains("costs 1 gold and Red has 0"), "{err}");
}

/// "LATEEN SAIL — Perform 'Upgrade ship' action." — the card's own upgrade:
/// taking it cost the cube; the upgrade costs no gold.
#[test]
fn w4b_lateen_sail_pays_for_its_own_upgrade() {
    let s = with_galley_display(&game(2));
    let s = ok(&s, place(1));
    let s = ok(&s, take("Lateen Sail"));
    let s = ok(
        &s,
        json!({"type": "upgrade_ship", "from_age": 1, "from_box": "merchant", "to_box": "merchant"}),
    );
    assert_eq!(s.players[RED].gold, 0, "no gold for the card's upgrade");
    assert_eq!(s.track[1].merchant, vec![RED]);
    assert_eq!(
        paid(&s).last(),
        Some(&(ActionBox::UpgradeShip, Cube::Card, Some("Lateen Sail"), 0))
    );
}

// Item 3: Hanseatic League keeps the goods.

fn sailing_turn_of_blue() -> State {
    let b = sailing_board();
    let s = ok(&game_on(2, b), place(1));
    let s = ok(&s, end_turn());
    ok(
        &s,
        json!({"type": "draw_display", "cards": ["Hanseatic League", "Cannons", "Compass", "Copper Bottoms", "Double-Entry Book Keeping", "Factories", "Henry the Navigator", "Industry", "Lloyds of London", "Pirates", "Sea Clocks", "V.O.C."]}),
    )
}

/// "HANSEATIC LEAGUE — Convert some or all of your wine counters in your
/// warehouse to goods counters of your choice (but not spice or wine). For
/// each good you change in this manner you gain one gold and one victory
/// point."
#[test]
fn w4_hanseatic_league_turns_wine_into_goods_of_the_players_choice() {
    let s = sailing_turn_of_blue();
    let s = ok(&s, json!({"type": "gain_goods", "goods": {"wine": 2}}));
    let before = s.players[BLUE].vp;
    let s = ok(
        &s,
        json!({"type": "take_card", "card": "Hanseatic League", "gold": 0, "goods": {"cloth": 1, "metal": 1}}),
    );
    let blue = &s.players[BLUE];
    assert_eq!(
        blue.goods,
        Goods {
            cloth: 1,
            metal: 1,
            ..Goods::default()
        },
        "the warehouse of 2 keeps 2 goods: the wine became the goods chosen"
    );
    assert_eq!(blue.gold, 2, "one gold per good changed");
    assert_eq!(blue.vp, before + 2, "one VP per good changed");
}

#[test]
fn w4_hanseatic_league_refuses_wine_and_more_goods_than_wine() {
    let s = sailing_turn_of_blue();
    let s = ok(&s, json!({"type": "gain_goods", "goods": {"wine": 2}}));
    let err = refused(
        &s,
        json!({"type": "take_card", "card": "Hanseatic League", "gold": 0, "goods": {"wine": 1}}),
    );
    assert!(err.message.contains("not into wine"), "{err}");
    let err = refused(
        &s,
        json!({"type": "take_card", "card": "Hanseatic League", "gold": 0, "goods": {"cloth": 3}}),
    );
    assert!(err.message.contains("has 2 wine, not 3"), "{err}");
    let err = refused(
        &s,
        json!({"type": "take_card", "card": "Hanseatic League", "gold": 0, "count": 2}),
    );
    assert!(err.message.contains("say which goods"), "{err}");
}

// Item 4: an age once occupied stays occupied.

/// "It does not matter whether you have placed your ship in the Merchant
/// or Warship box, only the first ship in this age receives these points."
/// and "Once a ship has been placed in a ship age level then no ships can
/// be placed in a lower level using the Place Ship action".
#[test]
fn w5_an_age_emptied_by_a_removal_stays_the_highest_reached() {
    let mut b = board(1);
    b.ages[2].nav_cost = Some(2);
    let s = ok(&game_on(2, b), place(1));
    let s = ok(&s, place(2));
    let s = round(&s);
    let s = ok(
        &s,
        json!({"type": "remove_ship", "age": 2, "ship_box": "merchant"}),
    );
    assert!(s.track[1].is_empty(), "age 2 stands empty");
    assert_eq!(s.highest_age(), 2, "but a ship has reached it");
    let s = ok(&s, end_turn());
    let err = refused(&s, place(1));
    assert_eq!(err.rule, "W5", "{err}");
    assert!(err.message.contains("never goes below"), "{err}");
    let vp = s.players[BLUE].vp;
    let text = lines(&s, place(2)).join("; ");
    assert!(!text.contains("opened"), "no new age: {text}");
    let s = ok(&s, place(2));
    assert_eq!(s.players[BLUE].vp, vp, "no first-ship VP the second time");
    assert_eq!(
        s.ledger
            .iter()
            .filter(|e| e.reason == "first ship in age 2")
            .count(),
        1,
        "only the first ship in age 2 scored"
    );
    // The present age is still age 2: its one ship discounts age 3.
    let text = lines(&s, place(3)).join("; ");
    assert!(
        text.contains("Age 3 opened: 1 navigation counter to enter"),
        "{text}"
    );
}

// Item 5: gold is spent, cubes are counted.

/// "During the Galley era you take two merchant cubes from your available
/// stock and place them in your 'Action cubes' section" and "you move the
/// cube either from your 'Action cubes' section OR from your available
/// stock": two merchant cubes and the two free cubes of the setup, then no
/// more.
#[test]
fn w3_a_seventh_galley_in_one_galley_turn_is_refused() {
    let mut s = ok(&game(2), gold(2));
    let mut placed = 0;
    let mut refusal = None;
    for _ in 0..7 {
        match play(&s, place(1)) {
            Ok(next) => {
                s = next;
                placed += 1;
            }
            Err(e) => {
                refusal = Some(e);
                break;
            }
        }
    }
    assert_eq!(placed, 4, "2 merchant cubes and 2 free action cubes");
    let err = refusal.expect("the fifth placement is refused");
    assert_eq!(err.rule, "W3", "{err}");
    assert!(err.message.contains("no action cube left"), "{err}");
    assert_eq!(s.players[RED].gold, 0, "each free cube cost 1 gold");
    assert_eq!(s.players[RED].free_cubes, 0);
    assert_eq!(
        s.cubes().left_text,
        "Left this turn: 0 merchant cubes, 0 free action cubes in stock"
    );
}

/// "If there is an associated cost in gold coins then you must pay the
/// amount indicated with coins from your bank."
#[test]
fn w4b_an_action_the_bank_cannot_pay_is_refused() {
    let s = ok(&game(2), place(1));
    let s = ok(&s, place(1));
    let err = refused(&s, place(1));
    assert_eq!(err.rule, "W4b", "{err}");
    assert_eq!(
        err.message,
        "Place Ship with a free action cube costs 1 gold and Red has 0"
    );
}

/// "On the left-hand side of each box … your merchant cubes and the amount
/// of gold shown … On the right-hand side … a free action cube … and an
/// amount of gold": each action's line names its box and what it paid.
#[test]
fn w4b_each_action_records_the_cube_that_paid_and_its_gold() {
    let s = ok(&game(2), gold(1));
    assert_eq!(
        lines(&s, place(1)).first().map(String::as_str),
        Some("Red: Place Ship, paid with a merchant cube")
    );
    let s = ok(&s, place(1));
    let s = ok(&s, place(1));
    assert_eq!(
        lines(&s, json!({"type": "take_gold", "pay": "free"}))
            .first()
            .map(String::as_str),
        Some("Red: Take One Gold, paid with a free action cube and 1 gold")
    );
    let s = ok(&s, json!({"type": "take_gold", "pay": "free"}));
    assert_eq!(
        paid(&s),
        vec![
            (ActionBox::PlaceShip, Cube::Merchant, None, 0),
            (ActionBox::PlaceShip, Cube::Merchant, None, 0),
            (ActionBox::TakeGold, Cube::Free, None, 1),
        ]
    );
    assert_eq!(s.players[RED].gold, 1, "paid 1, took 1");
    let s = ok(&s, end_turn());
    assert!(s.actions.is_empty(), "Blue's turn has paid nothing yet");
    assert_eq!((s.cubes().merchant_left, s.cubes().stock_free), (2, 2));
}

/// W4b: the boxes' gold is board data the table enters once, when it
/// first matters, and keeps.
#[test]
fn w4b_an_unknown_box_cost_is_asked_once_and_kept() {
    let s = Ships::setup(&seats(2), &Setup::default()).unwrap();
    assert!(s
        .board
        .unknown()
        .contains(&"Place Ship: gold with a merchant cube".to_string()));
    let err = refused(
        &s,
        json!({"type": "place_ship", "age": 1, "ship_box": "merchant", "first_vp": 1}),
    );
    assert_eq!(err.rule, "W4b", "{err}");
    assert!(err.message.contains("give `box_gold` once"), "{err}");
    let s = ok(
        &s,
        json!({"type": "place_ship", "age": 1, "ship_box": "merchant", "first_vp": 1, "box_gold": 0}),
    );
    assert_eq!(
        s.board.action_cost(ActionBox::PlaceShip).merchant,
        Some(0),
        "kept in the board data for this and later games"
    );
    assert!(!s
        .board
        .unknown()
        .contains(&"Place Ship: gold with a merchant cube".to_string()));
    ok(&s, place(1));
}

/// "Some cards will cost you additional gold to take, which will be
/// indicated on the card." — paid on top of the Take One Card box, the
/// printed cost entered once.
#[test]
fn w4b_a_cards_gold_is_paid_on_top_of_the_take_one_card_box() {
    let mut b = board(1);
    if let Some(c) = b
        .actions
        .iter_mut()
        .find(|c| c.action == ActionBox::TakeCard)
    {
        c.merchant = Some(1);
    }
    let s = with_galley_display(&game_on(2, b));
    let s = ok(&s, gold(2));
    let err = refused(&s, json!({"type": "take_card", "card": "Currency"}));
    assert_eq!(err.rule, "W4", "{err}");
    assert!(err.message.contains("give `gold` once"), "{err}");
    let err = refused(
        &s,
        json!({"type": "take_card", "card": "Currency", "gold": 2}),
    );
    assert!(err.message.contains("costs 2 gold and Red has 1"), "{err}");
    let s = ok(
        &s,
        json!({"type": "take_card", "card": "Currency", "gold": 1}),
    );
    assert_eq!(
        s.players[RED].gold, 2,
        "2 − 1 for the box − 1 for the card + 2"
    );
    assert_eq!(
        s.display
            .iter()
            .find(|c| c.name == "Currency")
            .and_then(|c| c.gold_cost),
        Some(1),
        "the other Currency shows its cost now"
    );
    assert!(s
        .cards
        .iter()
        .any(|c| c.name == "Currency" && c.gold_cost == Some(1)));
}

/// "You take one gold from the available stock and place it in your bank.
/// You must have space in your bank to be able to perform this action."
#[test]
fn w7_take_one_gold_needs_room_in_the_bank() {
    let s = ok(&game(2), gold(1));
    let s = ok(&s, json!({"type": "take_gold"}));
    assert_eq!(s.players[RED].gold, 2, "one gold into the last space");
    let err = refused(&s, json!({"type": "take_gold"}));
    assert_eq!(err.rule, "W7", "{err}");
    assert!(
        err.message
            .contains("Take One Gold needs room in the bank: Red's bank holds 2 gold in 2 spaces"),
        "{err}"
    );
}

/// "AREA SEVEN — … You then take ONE of the goods marked (so you would only
/// get one food counter from placing here) … Note that you cannot gain oil
/// from this box." and "With the exception of food, each trade box will
/// gain you one goods counter … In the case of food you will take two
/// counters."
#[test]
fn w7_area_seven_gives_one_good_and_never_oil_a_trade_box_one_or_two_food() {
    let s = game(2);
    let gain =
        |goods: Value, from: &str| json!({"type": "gain_goods", "goods": goods, "from": from});
    let err = refused(&s, gain(json!({"oil": 1}), "area_seven"));
    assert_eq!(err.rule, "W7", "{err}");
    assert!(err.message.contains("no oil"), "{err}");
    let err = refused(&s, gain(json!({"food": 2}), "area_seven"));
    assert!(err.message.contains("ONE good"), "{err}");
    ok(&s, gain(json!({"food": 1}), "area_seven"));
    ok(&s, gain(json!({"food": 2}), "trade_box"));
    let err = refused(&s, gain(json!({"cloth": 2}), "trade_box"));
    assert!(err.message.contains("one good, or two food"), "{err}");
    ok(
        &s,
        json!({"type": "gain_goods", "goods": {"cloth": 2}, "from": "trade_box", "industry": true}),
    );
}

/// "Any free action cubes that are still in your 'Action cubes' section,
/// i.e. cubes you have not played, are moved to your available stock."
#[test]
fn w3_unused_free_cubes_move_to_the_stock_at_tidy_up() {
    let b = sailing_board();
    let s = ok(&game_on(2, b), place(1));
    let s = round(&s);
    assert_eq!(s.turn_era, Era::Sailing);
    assert_eq!((s.cubes().merchant, s.cubes().free), (2, 1));
    assert_eq!(s.cubes().free_left, 1, "the Sailing Ship era's free cube");
    let s = ok(&s, gold(1));
    let s = ok(
        &s,
        json!({"type": "take_navigation", "pay": "free", "box_gold": 1}),
    );
    assert_eq!(
        s.players[RED].free_cubes, 2,
        "the section's free cube was played first"
    );
    let s = round(&s);
    assert_eq!(
        s.players[RED].free_cubes, 2,
        "it was played: back to the pool"
    );
    let s = round(&s);
    assert_eq!(
        s.players[RED].free_cubes, 3,
        "an unplayed one joins the stock"
    );
}

/// "If you do not have enough merchant cubes in your available stock then
/// you take what you can … If at the start of your turn you are unable to
/// take any cubes then you take one free action cube from the pool."
#[test]
fn w3_a_short_stock_places_fewer_merchant_cubes_and_none_gives_one_free_cube() {
    let s = ok(&game(2), json!({"type": "short_of_cubes", "merchant": 0}));
    assert_eq!((s.cubes().merchant, s.cubes().free), (0, 1));
    let s = ok(&s, gold(1));
    let s = ok(&s, place(1));
    assert_eq!(
        s.players[RED].free_cubes, 2,
        "the pool's free cube paid, the stock's are left"
    );
    let err = refused(&s, json!({"type": "short_of_cubes", "merchant": 1}));
    assert_eq!(err.rule, "W3", "{err}");
}

// W8b: the final sale and the end condition.

/// Places ships up the track (Place Ship costs no gold either way here)
/// until age 11 holds `n` ships, ending a turn whenever the cubes run out.
fn to_age_eleven(mut s: State, n: usize) -> State {
    while s.track[10].len() < n {
        let next = (s.highest_age() + 1).min(11);
        match play(&s, place(next)) {
            Ok(after) => s = after,
            Err(e) if e.rule == "W3" => s = ok(&s, end_turn()),
            Err(e) => panic!("placing in age {next}: {e}"),
        }
    }
    s
}

/// "Players now sell all of their remaining goods, taking the gold they
/// make and adding it to any gold they have in their bank. This gold is
/// then converted to victory points at an exchange rate of two gold for
/// one victory point. You do not gain anything for single gold coins."
#[test]
fn w8b_the_final_sale_joins_the_bank_gold_and_converts_once() {
    let s = to_age_eleven(game_on(2, board(0)), 4);
    let s = round(&ok(&s, end_turn()));
    let s = if s.current == BLUE {
        ok(&s, end_turn())
    } else {
        s
    };
    assert_eq!(s.current, RED);
    // Red: 1 gold in a bank with room for more, one metal (3 gold).
    let s = ok(&s, gold(1));
    let s = ok(&s, json!({"type": "gain_goods", "goods": {"metal": 1}}));
    let s = ok(&s, place(11));
    assert!(s.end_triggered());
    let s = round(&s);
    assert_eq!(s.phase, Phase::FinalScoring);
    let before = s.players[RED].vp;
    let s = ok(&s, json!({"type": "final_scoring", "locations": []}));
    assert_eq!(
        s.players[RED].vp,
        before + 2,
        "1 + 3 gold = 4 gold = 2 VP (apart, 1 and 3 would make only 1)"
    );
    assert!(s
        .ledger
        .iter()
        .any(|e| e.seat == RED && e.reason.contains("4 gold at 2 = 1 VP")));
}

/// "The game will end when there are five or more ship counters in the
/// level eleven boxes … AND all players have had an equal number of turns."
#[test]
fn w8b_a_removal_before_the_turns_are_equal_keeps_the_game_going() {
    let s = to_age_eleven(game_on(2, board(0)), 4);
    let s = if s.current == BLUE {
        ok(&s, end_turn())
    } else {
        s
    };
    let s = if s.actions.is_empty() { s } else { round(&s) };
    assert_eq!(s.current, RED);
    let s = ok(&s, place(11));
    assert!(s.end_triggered(), "five ships stand in age 11");
    let s = ok(&s, end_turn());
    let (age, own) = (11, s.track[10].merchant.contains(&BLUE));
    assert!(own, "Blue has a ship in age 11");
    let s = ok(
        &s,
        json!({"type": "remove_ship", "age": age, "ship_box": "merchant"}),
    );
    assert!(!s.end_triggered(), "four are left");
    let s = ok(&s, end_turn());
    assert_eq!(
        s.phase,
        Phase::Playing,
        "every player has had as many turns, but fewer than five ships stand in age 11: the game goes on"
    );
    let s = ok(&s, place(11));
    let s = round(&s);
    assert_eq!(
        s.phase,
        Phase::FinalScoring,
        "five again at the round's end"
    );
}
