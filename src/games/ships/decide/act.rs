//! What an action does once it is paid (W4b, see `pay`): Take One Card
//! (W4, the cards' effects), Place Ship and Upgrade Ship (W5, with new
//! ages, lagging losses and era changes), Remove One Ship, Sell Goods
//! (W7), Take One Gold, Take Two Navigation Counters, Retrieve Merchant
//! Cubes. `act` decides on the state the payment left: `state.paying` says
//! what paid (a card's own action waives what the card says). Without a
//! payment the event comes from a log written before actions were paid,
//! and is held to the rules it was written with.

use super::super::actions::{card_action, ActionBox, Cube};
use super::super::age_track::AGES;
use super::super::cards::{self, Era};
use super::super::describe::box_name;
use super::super::effects::{effect, effect_of, Amount, AtOnce};
use super::super::gold::{sell, SellBonus};
use super::super::goods::Goods;
use super::super::model::{Bonus, Command, Event};
use super::super::pay::card_bonus;
use super::super::state::{DiscFrom, ShipBox, State};
use super::books::{check_age, check_goods_supply, gain, vp, GOLD_COINS};
use crate::games::ships::Rule;
use crate::session::RuleError;

/// The era of `age`, known or given (and refused when they disagree).
fn era_of(state: &State, age: usize, given: Option<Era>) -> Result<Era, RuleError> {
    let known = state.board.age(age).and_then(|a| a.era);
    match (known, given) {
        (Some(k), Some(g)) if k != g => Err(RuleError::new(Rule::W2,
            format!("age {age} is a {k} age on this board, not {g}"),
        )),
        (Some(k), _) => Ok(k),
        (None, Some(g)) if g < state.era => Err(RuleError::new(Rule::W2,
            format!("age {age} cannot be a {g} age: the {} era has begun", state.era),
        )),
        (None, Some(g)) => Ok(g),
        (None, None) => Err(RuleError::new(Rule::W2,
            format!("which era does age {age} belong to? The board data does not say yet: give `era` once"),
        )),
    }
}

/// The board with the values this placement taught it, and the event if
/// anything was new.
fn learn(
    state: &State,
    age: usize,
    era: Era,
    nav_cost: Option<u32>,
    first_vp: Option<u32>,
) -> Option<Event> {
    let mut board = state.board.clone();
    if let Some(a) = board.age_mut(age) {
        a.era.get_or_insert(era);
        if let Some(c) = nav_cost {
            a.nav_cost.get_or_insert(c);
        }
        if let Some(v) = first_vp {
            a.first_vp.get_or_insert(v);
        }
    }
    (board != state.board).then_some(Event::BoardLearned { board })
}

/// The events of a new age (W5): its cost and first-ship VP for `seat`,
/// lagging ships' losses and removals, and an era change.
fn new_age_events(
    state: &State,
    seat: usize,
    age: usize,
    nav_cost: Option<u32>,
    first_vp: Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    let data = state.board.age(age).cloned().unwrap_or_default();
    let printed = if age == 1 {
        0
    } else {
        data.nav_cost.or(nav_cost).ok_or_else(|| {
            RuleError::new(Rule::W5,
                format!("what does it cost to enter age {age}? The board data does not say yet: give `nav_cost` once"),
            )
        })?
    };
    let first = data.first_vp.or(first_vp).ok_or_else(|| {
        RuleError::new(Rule::W5,
            format!("how many VP does the first ship in age {age} score? The board data does not say yet: give `first_vp` once"),
        )
    })?;
    let n = state.players.len();
    let track = state.age_track();
    // W5: the present age is the highest reached (a log from before W4b:
    // the highest standing, see `State::highest_age`).
    let placed = track
        .new_age_from(state.highest_age(), seat, n, printed, first)
        .ok_or_else(|| RuleError::new(Rule::W5, "there is no age beyond 11"))?;
    let mut events = vec![Event::NewAge {
        age,
        cost: placed.cost,
        first_vp: first,
    }];
    events.extend(vp(seat, first, format!("first ship in age {age}")));
    for (offset, loss) in [(2usize, 1u32), (3, 2)] {
        let Some(lag) = age.checked_sub(offset).filter(|a| *a >= 1) else {
            continue;
        };
        for s in 0..n {
            let ships = track.ages[lag - 1].iter().filter(|o| **o == s).count() as u32;
            if ships > 0 {
                events.push(Event::VpChanged {
                    seat: s,
                    delta: -i32::try_from(ships * loss).unwrap_or(0),
                    reason: format!(
                        "{ships} ship{} in age {lag}, {offset} ages below the new age {age}: −{loss} each{}",
                        if ships == 1 { "" } else { "s" },
                        if offset == 3 { ", removed" } else { "" }
                    ),
                });
            }
        }
        if offset == 3 && !track.ages[lag - 1].is_empty() {
            events.push(Event::ShipsRemoved {
                age: lag,
                owners: track.ages[lag - 1].clone(),
            });
        }
    }
    Ok(events)
}

/// W5: a warship needs a food (unless the card whose own placement this is
/// waives it, W4b) and a disc. Whether the food is spent.
fn warship_checks(
    state: &State,
    seat: usize,
    ship_box: ShipBox,
    disc_from: Option<DiscFrom>,
) -> Result<bool, RuleError> {
    let name = state.name(seat);
    match ship_box {
        ShipBox::Merchant => {
            if disc_from.is_some() {
                return Err(RuleError::new(
                    Rule::W5,
                    "a ship in the Merchant box places a merchant cube, not a city disc",
                ));
            }
            Ok(false)
        }
        ShipBox::Warship => {
            if disc_from.is_none() {
                return Err(RuleError::new(Rule::W5,
                    "a ship in the Warship box places a city disc: say whether it comes from the warehouse or the bank",
                ));
            }
            let free = match &state.paying {
                // W4b: the card's own placement, for that one action only.
                Some(paid) => paid
                    .card
                    .as_deref()
                    .and_then(card_action)
                    .is_some_and(|c| c.no_food),
                // A log from before W4b: as it was read then, every warship
                // that turn after Ram, Cannons or Gunship Diplomacy.
                None => state
                    .card_this_turn
                    .as_deref()
                    .is_some_and(places_free_warship),
            };
            if free {
                return Ok(false);
            }
            if state.players[seat].goods.food == 0 {
                return Err(RuleError::new(Rule::W5,
                    format!("{name} has no food: a warship costs one food counter (only the own placement of Ram, Cannons or Gunship Diplomacy needs none)"),
                ));
            }
            Ok(true)
        }
    }
}

/// What the table says of the age a ship enters, where the board data
/// does not say it yet: its era, navigation cost and first-ship VP (W2, W5).
#[derive(Debug, Clone, Copy)]
struct AgeGiven {
    era: Option<Era>,
    nav_cost: Option<u32>,
    first_vp: Option<u32>,
}

impl AgeGiven {
    fn of(era: &Option<Era>, nav_cost: &Option<u32>, first_vp: &Option<u32>) -> AgeGiven {
        AgeGiven {
            era: *era,
            nav_cost: *nav_cost,
            first_vp: *first_vp,
        }
    }
}

/// The events of the action `cmd`, paid as `state.paying` says.
pub(in crate::games::ships) fn act(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    match cmd {
        Command::TakeCard {
            card,
            gold,
            count,
            goods,
            ..
        } => take_card(state, card, gold, count, goods),
        Command::PlaceShip {
            age,
            ship_box,
            disc_from,
            era,
            nav_cost,
            first_vp,
            ..
        } => place_ship(
            state,
            age,
            ship_box,
            disc_from,
            AgeGiven::of(era, nav_cost, first_vp),
        ),
        Command::UpgradeShip {
            from_age,
            from_box,
            to_box,
            disc_from,
            era,
            nav_cost,
            first_vp,
            ..
        } => upgrade_ship(
            state,
            from_age,
            from_box,
            to_box,
            disc_from,
            AgeGiven::of(era, nav_cost, first_vp),
        ),
        Command::RemoveShip { age, ship_box, .. } => remove_ship(state, age, ship_box),
        Command::Sell { goods, bonus, .. } => sell_goods(state, goods, bonus),
        Command::TakeGold { .. } => take_gold(state),
        Command::TakeNavigation { .. } | Command::RetrieveCubes { .. } => Ok(Vec::new()),
        _ => Err(RuleError::new(Rule::W4b, "that command is not an action")),
    }
}

/// W4b: the card whose own action `action` is, when a card paid for it;
/// refused when the card performs another action.
fn paid_by_card(
    state: &State,
    action: ActionBox,
) -> Result<Option<super::super::actions::CardAction>, RuleError> {
    let Some(paid) = state.paying.as_ref().filter(|p| p.cube == Cube::Card) else {
        return Ok(None);
    };
    let own = paid.card.as_deref().and_then(card_action);
    match own {
        Some(c) if c.action == action => Ok(Some(c)),
        _ => Err(RuleError::new(
            Rule::W4b,
            format!(
                "{} does not perform {action}",
                paid.card.as_deref().unwrap_or("no card")
            ),
        )),
    }
}

/// W4: a card taken from the display, paid in gold, and what it gives.
fn take_card(
    state: &State,
    card: &String,
    gold: &Option<u32>,
    count: &Option<u32>,
    goods: &Option<Goods>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if state.took_card {
        return Err(RuleError::new(
            Rule::W4,
            format!("{name} has taken a card this turn: once per turn"),
        ));
    }
    let Some(text) = cards::find(card, state.era) else {
        return Err(RuleError::new(
            Rule::W4,
            format!("`{card}` is not a {} era card", state.era),
        ));
    };
    let Some(shown) = state.display.iter().find(|d| d.name == text.name) else {
        return Err(RuleError::new(
            Rule::W4,
            format!("{} is not on display", text.name),
        ));
    };
    let legacy = state.paying.is_none();
    let mut events = Vec::new();
    let cost = card_cost(
        state,
        text.name,
        shown.gold_cost,
        *gold,
        legacy,
        &mut events,
    )?;
    if player.gold < cost {
        return Err(RuleError::new(
            Rule::W4,
            format!(
                "{} costs {cost} gold and {name} has {}",
                text.name, player.gold
            ),
        ));
    }
    events.push(Event::CardTaken {
        seat,
        card: text.name.to_string(),
        gold: cost,
    });
    let mut g = player.gold - cost;
    events.extend(card_effect(
        state, text.name, *count, goods, legacy, &mut g,
    )?);
    Ok(events)
}

/// W4: what card `card` costs to take: the display's known cost, else the
/// one the table gives, which is learnt (a log from before costs were
/// data takes the given cost, or none).
fn card_cost(
    state: &State,
    card: &str,
    known: Option<u32>,
    given: Option<u32>,
    legacy: bool,
    events: &mut Vec<Event>,
) -> Result<u32, RuleError> {
    Ok(match (known, given) {
        (Some(known), _) => known,
        (None, Some(given)) if legacy => given,
        (None, Some(given)) => {
            // W4: the card's cost is data the table enters once.
            if given > GOLD_COINS {
                return Err(RuleError::new(Rule::W4,
                    format!("{} cannot cost {given} gold: there are {GOLD_COINS} coins", card),
                ));
            }
            events.push(Event::CardLearned {
                card: card.to_string(),
                era: state.era,
                gold_cost: given,
            });
            given
        }
        (None, None) if legacy => 0,
        (None, None) => {
            return Err(RuleError::new(Rule::W4,
                format!(
                    "what gold does {} cost to take? The card data does not say yet: give `gold` once (0 if none)",
                    card
                ),
            ))
        }
    })
}

/// W4: what the card taken gives at once, as printed (its `effects`
/// entry); `g` is the seat's gold so far in this action.
fn card_effect(
    state: &State,
    why: &'static str,
    count: Option<u32>,
    goods: &Option<Goods>,
    legacy: bool,
    g: &mut u32,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let (gold, worth, counts) = match effect_of(why).at_once {
        AtOnce::Nothing => return Ok(Vec::new()),
        AtOnce::Hanseatic => return hanseatic(state, count, goods, legacy, g),
        AtOnce::Books { gold, vp, counts } => (gold, vp, counts),
    };
    let n = match counts {
        Some(c) => count
            .ok_or_else(|| RuleError::new(Rule::W4, format!("{why}: say how many {}", c.ask)))?,
        None => 0,
    };
    let mut events = Vec::new();
    match gold {
        Amount::None => {}
        Amount::Fixed(k) => events.extend(gain(state, seat, g, k, why)),
        Amount::Each(k) => events.extend(gain(state, seat, g, k.saturating_mul(n), why)),
    }
    match (worth, counts) {
        (Amount::Fixed(k), _) => events.extend(vp(seat, k, why)),
        (Amount::Each(k), Some(c)) => events.extend(vp(
            seat,
            k.saturating_mul(n),
            format!("{why}: {k} VP × {n} {}", c.unit),
        )),
        _ => {}
    }
    Ok(events)
}

/// W4: Hanseatic League converts some or all of the seat's wine into other
/// goods, each for a gold and a VP.
fn hanseatic(
    state: &State,
    count: Option<u32>,
    goods: &Option<Goods>,
    legacy: bool,
    g: &mut u32,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    let why = "Hanseatic League";
    let need = |what: &str| {
        count.ok_or_else(|| RuleError::new(Rule::W4, format!("{why}: say how many {what}")))
    };
    let mut events = Vec::new();
    // "Convert some or all of your wine counters … to goods
    // counters of your choice (but not spice or wine)."
    let chosen = if legacy {
        // A log from before: the wine was returned and no
        // goods recorded in its place.
        None
    } else {
        match (goods, count) {
            (Some(g), _) => Some(*g),
            (None, None | Some(0)) => Some(Goods::default()),
            (None, Some(n)) => {
                return Err(RuleError::new(
                    Rule::W4,
                    format!("Hanseatic League: say which goods the {n} wine become (`goods`)"),
                ))
            }
        }
    };
    let n = match chosen {
        Some(g) => g.total(),
        None => need("wine counters are converted")?,
    };
    if chosen.is_some_and(|g| g.wine > 0) {
        return Err(RuleError::new(
            Rule::W4,
            "Hanseatic League turns wine into other goods, not into wine",
        ));
    }
    if chosen.is_some() && count.is_some_and(|c| c != n) {
        return Err(RuleError::new(
            Rule::W4,
            format!(
                "Hanseatic League: {n} goods chosen for {} wine",
                count.unwrap_or(0)
            ),
        ));
    }
    if player.goods.wine < n {
        return Err(RuleError::new(
            Rule::W4,
            format!("{name} has {} wine, not {n}", player.goods.wine),
        ));
    }
    if n > 0 {
        let wine = Goods {
            wine: n,
            ..Goods::default()
        };
        events.push(Event::GoodsSpent { seat, goods: wine });
        if let Some(g) = chosen.filter(|g| g.total() > 0) {
            check_goods_supply(state, &g)?;
            events.push(Event::GoodsGained { seat, goods: g });
        }
    }
    events.extend(gain(state, seat, g, n, why));
    events.extend(vp(seat, n, format!("{why}: 1 VP × {n} goods converted")));
    Ok(events)
}

/// W5: a ship placed in an age of the track (a new age opens the next era's first).
fn place_ship(
    state: &State,
    age: &usize,
    ship_box: &ShipBox,
    disc_from: &Option<DiscFrom>,
    given: AgeGiven,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    check_age(*age)?;
    if let Some(card) = paid_by_card(state, ActionBox::PlaceShip)? {
        if let Some(b) = card.ship_box.filter(|b| b != ship_box) {
            return Err(RuleError::new(
                Rule::W4b,
                format!(
                    "{}'s placement goes in the {} box of the age placed in",
                    card.card,
                    box_name(b)
                ),
            ));
        }
    }
    let highest = state.highest_age();
    if highest == 0 && *age != 1 {
        return Err(RuleError::new(
            Rule::W5,
            "the first ship is placed in age 1",
        ));
    }
    if *age < highest {
        return Err(RuleError::new(Rule::W5,
            format!("Place Ship never goes below the highest age a ship has reached ({highest}), even when it stands empty; only Upgrade Ship can"),
        ));
    }
    if *age > highest + 1 {
        return Err(RuleError::new(
            Rule::W5,
            format!(
                "a ship goes in the highest age reached ({highest}) or the next one, not {age}"
            ),
        ));
    }
    let age_era = era_of(state, *age, given.era)?;
    if player.ships.get(age_era) == 0 {
        return Err(RuleError::new(
            Rule::W5,
            format!("{name} has no {age_era} counter left"),
        ));
    }
    let food = warship_checks(state, seat, *ship_box, *disc_from)?;
    let mut events = Vec::new();
    let fresh = *age > highest;
    events.extend(learn(state, *age, age_era, given.nav_cost, given.first_vp));
    let new_age = if fresh {
        new_age_events(state, seat, *age, given.nav_cost, given.first_vp)?
    } else {
        Vec::new()
    };
    events.push(Event::ShipPlaced {
        seat,
        age: *age,
        ship_box: *ship_box,
        ship: age_era,
        food,
        disc: *disc_from,
    });
    events.extend(new_age);
    if age_era > state.era {
        events.push(Event::EraChanged { era: age_era });
    }
    Ok(events)
}

/// W5: a ship moved to a better box, a later age or both.
fn upgrade_ship(
    state: &State,
    from_age: &usize,
    from_box: &ShipBox,
    to_box: &ShipBox,
    disc_from: &Option<DiscFrom>,
    given: AgeGiven,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    paid_by_card(state, ActionBox::UpgradeShip)?;
    check_age(*from_age)?;
    let to = from_age + 1;
    if to > AGES {
        return Err(RuleError::new(Rule::W5, "a ship in age 11 cannot move up"));
    }
    if !state.track[from_age - 1].boxed(*from_box).contains(&seat) {
        return Err(RuleError::new(
            Rule::W5,
            format!("{name} has no ship in the {from_box:?} box of age {from_age}"),
        ));
    }
    let highest = state.highest_age();
    let from_era = era_of(state, *from_age, None).unwrap_or(state.era);
    let to_era = era_of(state, to, given.era)?;
    let food = warship_checks(state, seat, *to_box, *disc_from)?;
    let mut events = Vec::new();
    events.extend(learn(state, to, to_era, given.nav_cost, given.first_vp));
    // W5: the moving ship counts toward the discount, so the new age
    // is reckoned before it moves.
    let new_age = if to > highest {
        new_age_events(state, seat, to, given.nav_cost, given.first_vp)?
    } else {
        Vec::new()
    };
    let (ship, returned) = if to_era == from_era {
        (Some(to_era), None)
    } else if player.ships.get(to_era) > 0 {
        (Some(to_era), Some(from_era))
    } else {
        (None, Some(from_era))
    };
    events.push(Event::ShipMoved {
        seat,
        from_age: *from_age,
        from_box: *from_box,
        to_box: *to_box,
        ship,
        returned,
        food,
        disc: *disc_from,
    });
    events.extend(new_age);
    if to_era > state.era {
        events.push(Event::EraChanged { era: to_era });
    }
    Ok(events)
}

/// W5: one of the seat's ships taken off the track.
fn remove_ship(state: &State, age: &usize, ship_box: &ShipBox) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    if paid_by_card(state, ActionBox::RemoveShip)?.is_some() {
        if let Some((card, level)) = state
            .card_action
            .as_ref()
            .and_then(|c| c.age.map(|a| (&c.card, a)))
            .filter(|(_, a)| a != age)
        {
            return Err(RuleError::new(
                Rule::W4b,
                format!("{card} removes ships from one age level: age {level}"),
            ));
        }
    }
    check_age(*age)?;
    if !state.track[age - 1].boxed(*ship_box).contains(&seat) {
        return Err(RuleError::new(
            Rule::W5,
            format!("{name} has no ship in the {ship_box:?} box of age {age}"),
        ));
    }
    Ok(vec![Event::ShipRemoved {
        seat,
        age: *age,
        ship_box: *ship_box,
    }])
}

/// W7: goods sold for gold, with the sale's bonus.
fn sell_goods(state: &State, goods: &Goods, bonus: &Bonus) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if goods.total() == 0 {
        return Err(RuleError::new(Rule::W7, "sell at least one good"));
    }
    if player.goods.minus(goods).is_none() {
        return Err(RuleError::new(
            Rule::W7,
            format!("{name} holds {}, not {goods}", player.goods),
        ));
    }
    // The cards whose sale earns this bonus, in the catalog's order.
    let needs: Vec<&str> = match bonus {
        Bonus::None => Vec::new(),
        _ => cards::CARDS
            .iter()
            .filter(|c| effect(c.id).sale_bonus == *bonus)
            .map(|c| c.name)
            .collect(),
    };
    let by_card = paid_by_card(state, ActionBox::SellGoods)?;
    let taken = state
        .card_this_turn
        .as_deref()
        .is_some_and(|c| needs.contains(&c));
    if !needs.is_empty() && !taken {
        return Err(RuleError::new(
            Rule::W7,
            format!(
                "the selling bonus needs {} taken this turn",
                needs.join(" or ")
            ),
        ));
    }
    // W4b: the bonus is the card's own sale, one sale; a log from
    // before W4b had no payment and took the card's word for it.
    if state.paying.is_some() {
        match &by_card {
            Some(card) if card_bonus(&card.card) != *bonus => {
                return Err(RuleError::new(Rule::W4b,
                    format!("{}'s own sale has its bonus", card.card),
                ))
            }
            None if *bonus != Bonus::None => {
                return Err(RuleError::new(Rule::W4b,
                    format!(
                        "the selling bonus is {}'s own sale, made once: this sale is an ordinary Sell Goods action",
                        state.card_this_turn.as_deref().unwrap_or("the card")
                    ),
                ))
            }
            _ => {}
        }
    }
    let (gold, bonus_vp) = sell(
        &goods.list(),
        SellBonus {
            docks: *bonus == Bonus::Docks,
            cranes: *bonus == Bonus::Cranes,
        },
    );
    let mut events = vec![Event::GoodsSpent {
        seat,
        goods: *goods,
    }];
    let mut g = player.gold;
    events.extend(gain(
        state,
        seat,
        &mut g,
        gold,
        &format!("sold {goods} for {gold} gold"),
    ));
    events.extend(vp(
        seat,
        bonus_vp,
        format!("selling bonus: 1 VP × {} goods", goods.total()),
    ));
    Ok(events)
}

/// W7: Take One Gold, with room in the bank.
fn take_gold(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    // "You must have space in your bank to be able to perform this
    // action."
    if player.gold >= player.bank {
        return Err(RuleError::new(
            Rule::W7,
            format!(
                "Take One Gold needs room in the bank: {name}'s bank holds {} gold in {} spaces",
                player.gold, player.bank
            ),
        ));
    }
    let held: u32 = state.players.iter().map(|p| p.gold).sum();
    if held >= GOLD_COINS {
        return Err(RuleError::new(
            Rule::W7,
            format!("the banks hold all {GOLD_COINS} gold coins"),
        ));
    }
    Ok(vec![Event::GoldChanged { seat, delta: 1 }])
}

/// Whether the card named `name` (in any case, as a log from before W4b
/// may spell it) places a warship without food: Ram, Cannons, Gunship
/// Diplomacy.
fn places_free_warship(name: &str) -> bool {
    cards::CARDS
        .iter()
        .find(|c| c.name.eq_ignore_ascii_case(name))
        .and_then(|c| effect(c.id).performs)
        .is_some_and(|p| p.no_food)
}
