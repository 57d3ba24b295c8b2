//! What may happen now in Ships: `decide` checks a command and lists its
//! events (every VP movement a `VpChanged` with its reason), or refuses it
//! with the ruling's id (W1–W8) and a sentence — an action is paid first
//! (`pay`, W4b) and then decided by `act`; `apply` keeps the books;
//! `describe` writes the timeline.

use super::act::act;
use super::actions::{card_action, Cube};
use super::age_track::AGES;
use super::areas::{entry_cost, score_area, AREA_SEVEN_DISC_VP};
use super::board::LAST_AREA;
use super::cards::{self, CardData, Era};
use super::game::{Command, Event, GoodsFrom, LocationInput, DISPLAY_CARDS};
use super::gold::{gain_gold, sell, SellBonus, METAL_EXCHANGE_VP, SPICE_VP};
use super::goods::Goods;
use super::pay;
use super::state::{DiscFrom, DisplayCard, Phase, ShipBox, State, FREE_CUBES};
use crate::session::RuleError;

pub(super) fn rule(id: &str, message: impl Into<String>) -> RuleError {
    RuleError::new(id, message)
}

/// Components: gold coins and goods counters in the game.
pub(super) const GOLD_COINS: u32 = 56;
const SUPPLY: Goods = Goods {
    food: 14,
    oil: 8,
    metal: 8,
    wine: 10,
    cloth: 20,
};

/// Gains gold for `seat`, converting what the bank cannot hold (W7);
/// `gold` is the seat's gold so far in this command and is updated.
pub(super) fn gain(
    state: &State,
    seat: usize,
    gold: &mut u32,
    amount: u32,
    why: &str,
) -> Vec<Event> {
    let room = state.players[seat].bank.saturating_sub(*gold);
    let g = gain_gold(amount, room);
    *gold += g.kept;
    let mut events = Vec::new();
    if g.kept > 0 {
        events.push(Event::GoldChanged {
            seat,
            delta: i32::try_from(g.kept).unwrap_or(0),
        });
    }
    if g.vp > 0 {
        events.push(Event::VpChanged {
            seat,
            delta: i32::try_from(g.vp).unwrap_or(0),
            reason: format!(
                "{why}: {} gold beyond the bank's room, 2 gold = 1 VP",
                g.returned
            ),
        });
    }
    events
}

pub(super) fn vp(seat: usize, delta: u32, reason: impl Into<String>) -> Option<Event> {
    (delta > 0).then(|| Event::VpChanged {
        seat,
        delta: i32::try_from(delta).unwrap_or(0),
        reason: reason.into(),
    })
}

pub(super) fn check_age(age: usize) -> Result<(), RuleError> {
    if !(1..=AGES).contains(&age) {
        return Err(rule(
            "W5",
            format!("the ship age track has ages 1 to {AGES}, not {age}"),
        ));
    }
    Ok(())
}

fn playing(state: &State) -> Result<(), RuleError> {
    match state.phase {
        Phase::Playing => Ok(()),
        Phase::FinalScoring => Err(rule("W8", "the game has ended: final scoring")),
        Phase::Finished => Err(rule("W8", "the game is over")),
    }
}

/// W4: the present era's deck, a name per copy (one copy where the table
/// has not said how many).
fn era_deck(state: &State) -> Vec<String> {
    cards::catalog(&state.cards)
        .into_iter()
        .filter(|c| c.era == state.era)
        .flat_map(|c| std::iter::repeat_n(c.name.to_string(), c.copies.unwrap_or(1) as usize))
        .collect()
}

pub(super) fn check_goods_supply(state: &State, more: &Goods) -> Result<(), RuleError> {
    let held = state
        .players
        .iter()
        .fold(Goods::default(), |acc, p| acc.plus(&p.goods))
        .plus(more);
    if held.minus(&SUPPLY).is_some_and(|over| over.total() > 0) || SUPPLY.minus(&held).is_none() {
        return Err(rule(
            "W7",
            format!("the game has only {SUPPLY} counters: that would be more than exist"),
        ));
    }
    Ok(())
}

/// Whether `event` is the first event `act` makes of `cmd` here — the
/// `decided_as` of an action's own event, asked after its payment.
fn acted_as(state: &State, event: &Event, cmd: &Command, id: &str) -> Result<(), RuleError> {
    if state.paying.is_none() && state.paid_actions {
        return Err(rule(
            "W4b",
            format!(
                "\"{}\" was not paid for: every action is paid by a cube or by the card whose action it is",
                describe(state, event)
            ),
        ));
    }
    match act(state, cmd)?.into_iter().next() {
        Some(first) if first == *event => Ok(()),
        Some(other) => Err(rule(
            id,
            format!(
                "the log says \"{}\", but the rules make that \"{}\"",
                describe(state, event),
                describe(state, &other)
            ),
        )),
        None => Err(rule(
            id,
            format!(
                "\"{}\" is not something a command can do here",
                describe(state, event)
            ),
        )),
    }
}

/// W3: `count` more free action cubes out of the pool fit the 25 there are.
fn free_cubes_fit(state: &State, count: u32) -> Result<(), RuleError> {
    let out: u32 = state.players.iter().map(|p| p.free_cubes).sum::<u32>() + state.section().1;
    if count == 0 || out.saturating_add(count) > FREE_CUBES {
        return Err(rule(
            "W3",
            format!(
                "{count} free action cubes: {out} of the {FREE_CUBES} are out of the pool already"
            ),
        ));
    }
    Ok(())
}

/// Whether a logged event is one `decide` could have returned here. A
/// command's first event is rebuilt into its command and decided again
/// (the display, the end of a turn, a short section); an action's payment
/// is checked by `pay` and its own first event (a card, a ship placed,
/// moved or removed) is acted again on the state the payment left; the
/// events a command adds after it — VP, gold and goods moved, a new age's
/// bookkeeping, an era change, the board or card data learned — are
/// checked against the state the earlier events left: seats that exist,
/// amounts that neither overflow nor go below zero, the next age, era and
/// area.
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    // An action's event comes after its payment (W4b); a log written before
    // actions were paid has none, and is held to the rules it had then.
    use crate::session::decided_as;
    type G = super::game::Ships;
    let player = |seat: usize, id: &str| {
        state
            .players
            .get(seat)
            .ok_or_else(|| rule(id, format!("there is no seat {seat}")))
    };
    match event {
        Event::BoardLearned { board } => {
            playing(state)?;
            board.validate().map_err(|m| rule("W2", m))
        }
        Event::DisplayDrawn { era, cards } => {
            let named = decided_as::<G>(
                state,
                event,
                [Command::DrawDisplay {
                    cards: Some(cards.clone()),
                    seed: None,
                }],
                "W4",
            );
            if named.is_ok() {
                return named;
            }
            // Or the app drew them from a seed: as many cards as a draw
            // takes, each from the era's deck.
            let drawn = decide(
                state,
                &Command::DrawDisplay {
                    cards: None,
                    seed: Some(0),
                },
            )?;
            let mut deck = era_deck(state);
            let from_deck = cards
                .iter()
                .all(|c| match deck.iter().position(|d| d == c) {
                    Some(i) => {
                        deck.swap_remove(i);
                        true
                    }
                    None => false,
                });
            match drawn.first() {
                Some(Event::DisplayDrawn { cards: d, .. })
                    if *era == state.era && from_deck && d.len() == cards.len() =>
                {
                    Ok(())
                }
                _ => named,
            }
        }
        Event::CardTaken { card, gold, .. } => acted_as(
            state,
            event,
            &Command::TakeCard {
                card: card.clone(),
                gold: Some(*gold),
                count: Some(0),
                goods: None,
                pay: None,
                box_gold: None,
            },
            "W4",
        ),
        Event::ShipPlaced {
            age,
            ship_box,
            ship,
            disc,
            ..
        } => acted_as(
            state,
            event,
            &Command::PlaceShip {
                age: *age,
                ship_box: *ship_box,
                disc_from: *disc,
                era: Some(*ship),
                nav_cost: None,
                first_vp: None,
                pay: None,
                box_gold: None,
            },
            "W5",
        ),
        Event::ShipMoved {
            from_age,
            from_box,
            to_box,
            disc,
            ..
        } => acted_as(
            state,
            event,
            &Command::UpgradeShip {
                from_age: *from_age,
                from_box: *from_box,
                to_box: *to_box,
                disc_from: *disc,
                era: None,
                nav_cost: None,
                first_vp: None,
                pay: None,
                box_gold: None,
            },
            "W5",
        ),
        Event::ShipRemoved { age, ship_box, .. } => acted_as(
            state,
            event,
            &Command::RemoveShip {
                age: *age,
                ship_box: *ship_box,
                pay: None,
                box_gold: None,
            },
            "W5",
        ),
        Event::ActionPaid { .. } => {
            playing(state)?;
            pay::check(state, event)
        }
        Event::CardLearned {
            card,
            era,
            gold_cost,
        } => {
            playing(state)?;
            let known = cards::catalog(&state.cards)
                .into_iter()
                .find(|c| c.era == *era && c.name == *card);
            match known {
                None => Err(rule(
                    "W4",
                    format!("there is no {era} card called `{card}`"),
                )),
                Some(c) if c.gold_cost.is_some() => {
                    Err(rule("W4", format!("{card}'s gold cost is known already")))
                }
                Some(_) if *gold_cost > GOLD_COINS => {
                    Err(rule("W4", format!("{card} cannot cost {gold_cost} gold")))
                }
                Some(_) => Ok(()),
            }
        }
        Event::CubesShort { merchant, .. } => decided_as::<G>(
            state,
            event,
            [Command::ShortOfCubes {
                merchant: *merchant,
            }],
            "W3",
        ),
        Event::FreeCubesGained { seat, count, .. } => {
            player(*seat, "W3")?;
            free_cubes_fit(state, *count)
        }
        Event::NewAge { age, .. } => {
            check_age(*age)?;
            let standing = state.age_track().highest();
            // W5: the age after the highest reached; a log from before W4b
            // reopened an age left empty, as it was read then.
            let next = if state.paid_actions {
                state.reached + 1
            } else {
                standing
            };
            if *age != next || standing != *age {
                return Err(rule(
                    "W5",
                    format!(
                        "age {age} is not the age a ship has just reached (age {})",
                        state.highest_age
                    ),
                ));
            }
            Ok(())
        }
        Event::ShipsRemoved { age, owners } => {
            check_age(*age)?;
            let standing = &state.age_track().ages[age - 1];
            if *age + 3 != state.highest_age || owners != standing || owners.is_empty() {
                return Err(rule(
                    "W5",
                    format!("the ships removed from age {age} are not the ones standing three ages below the new age"),
                ));
            }
            Ok(())
        }
        Event::EraChanged { era } => {
            let reached = state.board.age(state.highest_age).and_then(|a| a.era);
            if *era <= state.era || reached != Some(*era) {
                return Err(rule(
                    "W2",
                    format!(
                        "the era changes to that of the age a ship has just reached, not from the {} era to the {era} era",
                        state.era
                    ),
                ));
            }
            Ok(())
        }
        Event::VpChanged { seat, delta, .. } => {
            if player(*seat, "W1")?.vp.checked_add(*delta).is_none() {
                return Err(rule("W1", format!("{delta} VP is beyond any score")));
            }
            Ok(())
        }
        Event::GoldChanged { seat, delta } => {
            let p = player(*seat, "W7")?;
            if p.gold.checked_add_signed(*delta).is_none() {
                return Err(rule(
                    "W7",
                    format!(
                        "{} has {} gold, so it cannot change by {delta}",
                        p.name, p.gold
                    ),
                ));
            }
            Ok(())
        }
        Event::GoodsGained { seat, goods } => {
            player(*seat, "W7")?;
            check_goods_supply(state, goods)
        }
        Event::GoodsSpent { seat, goods } => {
            let p = player(*seat, "W7")?;
            if p.goods.minus(goods).is_none() {
                return Err(rule("W7", format!("{} does not hold {goods}", p.name)));
            }
            Ok(())
        }
        Event::AreaEntered { area, cost } => {
            // The decided cost is the printed one; city discs only lower it.
            let decided = decide(
                state,
                &Command::EnterArea {
                    area: *area,
                    locations: Vec::new(),
                    nav_cost: Some(*cost),
                },
            )?;
            let printed = decided.iter().find_map(|e| match e {
                Event::AreaEntered { cost, .. } => Some(*cost),
                _ => None,
            });
            if printed.is_none_or(|printed| *cost > printed) {
                return Err(rule(
                    "W6",
                    format!(
                        "entering area {area} costs at most {}",
                        printed.unwrap_or(0)
                    ),
                ));
            }
            Ok(())
        }
        Event::TurnEnded { .. } => decided_as::<G>(state, event, [Command::EndTurn], "W8"),
        Event::Finished => {
            if state.phase != Phase::FinalScoring {
                return Err(rule(
                    "W8",
                    "the final scoring comes once the game has ended",
                ));
            }
            Ok(())
        }
    }
}

pub(super) fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    match cmd {
        Command::FinalScoring { locations } => {
            if state.phase != Phase::FinalScoring {
                return Err(rule(
                    "W8",
                    "final scoring comes when five ships stand in age 11 and every player has had as many turns",
                ));
            }
            final_scoring(state, locations)
        }
        _ if state.phase != Phase::Playing => playing(state).map(|()| Vec::new()),
        // W4b: an action is paid, then done.
        Command::PlaceShip { .. }
        | Command::UpgradeShip { .. }
        | Command::RemoveShip { .. }
        | Command::TakeCard { .. }
        | Command::TakeGold { .. }
        | Command::TakeNavigation { .. }
        | Command::Sell { .. }
        | Command::RetrieveCubes { .. } => match pay::ask(state, cmd) {
            Some(ask) => pay::decide(state, cmd, ask, act),
            None => act(state, cmd),
        },
        Command::ShortOfCubes { merchant } => {
            let (era_merchant, _) = state.turn_era.action_cubes();
            if !state.actions.is_empty() || state.short.is_some() {
                return Err(rule(
                    "W3",
                    "the action cubes are placed at the start of the turn, before any action",
                ));
            }
            if *merchant >= era_merchant {
                return Err(rule(
                    "W3",
                    format!(
                        "the {} era places {era_merchant} merchant cubes: a short stock gives fewer, not {merchant}",
                        state.turn_era
                    ),
                ));
            }
            Ok(vec![Event::CubesShort {
                seat,
                merchant: *merchant,
            }])
        }
        Command::GainFreeCubes { count, reason } => {
            free_cubes_fit(state, *count)?;
            let reason = reason.trim();
            Ok(vec![Event::FreeCubesGained {
                seat,
                count: *count,
                reason: if reason.is_empty() {
                    "free action cubes".to_string()
                } else {
                    reason.to_string()
                },
            }])
        }
        Command::ExchangeOil => {
            if player.goods.oil == 0 {
                return Err(rule("W7", format!("{name} has no oil")));
            }
            free_cubes_fit(state, 1)?;
            Ok(vec![
                Event::GoodsSpent {
                    seat,
                    goods: Goods {
                        oil: 1,
                        ..Goods::default()
                    },
                },
                Event::FreeCubesGained {
                    seat,
                    count: 1,
                    reason: "oil exchanged for a free action cube".to_string(),
                },
            ])
        }
        Command::DrawDisplay { cards: names, seed } => {
            if !state.display_needed {
                return Err(rule(
                    "W4",
                    "the display is laid out once per era: a taken card is not replaced",
                ));
            }
            let drawn = match (names, seed) {
                (Some(names), _) => {
                    if names.len() > DISPLAY_CARDS {
                        return Err(rule(
                            "W4",
                            format!("{} cards: a display holds {DISPLAY_CARDS}", names.len()),
                        ));
                    }
                    if names.len() < DISPLAY_CARDS {
                        return Err(rule(
                            "W4",
                            format!("{} cards: lay out {DISPLAY_CARDS}", names.len()),
                        ));
                    }
                    let mut out = Vec::new();
                    for n in names {
                        let card = cards::find(n, state.era).ok_or_else(|| {
                            rule("W4", format!("`{n}` is not a {} era card", state.era))
                        })?;
                        out.push(card.name.to_string());
                    }
                    for c in cards::catalog(&state.cards) {
                        let laid = out.iter().filter(|n| **n == c.name).count() as u32;
                        if c.era == state.era && c.copies.is_some_and(|k| laid > k) {
                            return Err(rule(
                                "W4",
                                format!(
                                    "{laid} × {}: the deck has {} copies",
                                    c.name,
                                    c.copies.unwrap_or(0)
                                ),
                            ));
                        }
                    }
                    out
                }
                (None, Some(seed)) => {
                    let mut deck = era_deck(state);
                    crate::rng::Rng::new(*seed).shuffle(&mut deck);
                    deck.truncate(DISPLAY_CARDS);
                    deck
                }
                (None, None) => {
                    return Err(rule(
                        "W4",
                        "name the 12 cards drawn, or give a seed for the app to draw",
                    ))
                }
            };
            Ok(vec![Event::DisplayDrawn {
                era: state.era,
                cards: drawn,
            }])
        }
        Command::GainGold { amount, reason } => {
            if *amount == 0 || *amount > GOLD_COINS {
                return Err(rule(
                    "W7",
                    format!("{amount} gold: the game has {GOLD_COINS} coins"),
                ));
            }
            let held: u32 = state.players.iter().map(|p| p.gold).sum();
            if held + amount > GOLD_COINS {
                return Err(rule(
                    "W7",
                    format!("the banks hold {held} gold: {amount} more is beyond the {GOLD_COINS} coins that exist"),
                ));
            }
            let reason = if reason.trim().is_empty() {
                "gold"
            } else {
                reason.trim()
            };
            let mut g = player.gold;
            Ok(gain(state, seat, &mut g, *amount, reason))
        }
        Command::GainGoods {
            goods,
            discard,
            from,
            industry,
        } => {
            if goods.total() == 0 {
                return Err(rule("W7", "gain at least one good"));
            }
            goods_from(state, goods, *from, industry.unwrap_or(false))?;
            check_goods_supply(state, goods)?;
            let after = player.goods.plus(goods);
            let kept = after.minus(discard).ok_or_else(|| {
                rule(
                    "W7",
                    format!("{name} cannot put back {discard}: the warehouse would hold {after}"),
                )
            })?;
            if kept.total() > player.warehouse {
                return Err(rule(
                    "W7",
                    format!(
                        "{name}'s warehouse has room for {} goods, not {}: say which go back to the pool",
                        player.warehouse,
                        kept.total()
                    ),
                ));
            }
            let mut events = vec![Event::GoodsGained {
                seat,
                goods: *goods,
            }];
            if discard.total() > 0 {
                events.push(Event::GoodsSpent {
                    seat,
                    goods: *discard,
                });
            }
            Ok(events)
        }
        Command::DiscardGoods { seat: who, goods } => {
            let p = state
                .players
                .get(*who)
                .ok_or_else(|| rule("W7", format!("there is no seat {who}")))?;
            if goods.total() == 0 || p.goods.minus(goods).is_none() {
                return Err(rule(
                    "W7",
                    format!("{} holds {}, not {goods}", p.name, p.goods),
                ));
            }
            Ok(vec![Event::GoodsSpent {
                seat: *who,
                goods: *goods,
            }])
        }
        Command::Spice => {
            let mut events: Vec<Event> = vp(seat, SPICE_VP, "a cube in the Spice box")
                .into_iter()
                .collect();
            let mut g = player.gold;
            events.extend(gain(state, seat, &mut g, 1, "spice"));
            Ok(events)
        }
        Command::ExchangeMetal => {
            if player.goods.metal == 0 {
                return Err(rule("W7", format!("{name} has no metal")));
            }
            let mut events = vec![Event::GoodsSpent {
                seat,
                goods: Goods {
                    metal: 1,
                    ..Goods::default()
                },
            }];
            events.extend(vp(
                seat,
                METAL_EXCHANGE_VP,
                "metal exchanged for a navigation counter",
            ));
            Ok(events)
        }
        Command::ExchangeWine => {
            if player.goods.wine == 0 {
                return Err(rule("W7", format!("{name} has no wine")));
            }
            let mut events = vec![Event::GoodsSpent {
                seat,
                goods: Goods {
                    wine: 1,
                    ..Goods::default()
                },
            }];
            let mut g = player.gold;
            events.extend(gain(state, seat, &mut g, 1, "wine exchanged for gold"));
            Ok(events)
        }
        Command::EnterArea {
            area,
            locations,
            nav_cost,
        } => {
            if *area != state.area + 1 || *area > LAST_AREA {
                return Err(rule(
                    "W6",
                    format!(
                        "the present area is {}: the next one to enter is {}",
                        state.area,
                        state.area + 1
                    ),
                ));
            }
            let printed = state.board.area_cost(*area).or(*nav_cost).ok_or_else(|| {
                rule(
                    "W6",
                    format!("what does it cost to enter area {area}? The board data does not say yet: give `nav_cost` once"),
                )
            })?;
            let mut events = Vec::new();
            if state.board.area_cost(*area).is_none() {
                let mut board = state.board.clone();
                board.set_area_cost(*area, printed);
                events.push(Event::BoardLearned { board });
            }
            let scored = score_locations(state, state.area, locations)?;
            let discs: usize = locations.iter().map(|l| l.discs.len()).sum();
            events.push(Event::AreaEntered {
                area: *area,
                cost: entry_cost(printed, u32::try_from(discs).unwrap_or(u32::MAX)),
            });
            events.extend(scored);
            Ok(events)
        }
        Command::AreaSevenDisc => {
            if state.area != LAST_AREA {
                return Err(rule(
                    "W6",
                    format!("the present area is {}, not 7", state.area),
                ));
            }
            Ok(vp(seat, AREA_SEVEN_DISC_VP, "a disc placed in area 7")
                .into_iter()
                .collect())
        }
        Command::AdjustVp {
            seat: who,
            delta,
            reason,
        } => {
            if *who >= state.players.len() {
                return Err(rule("W1", format!("there is no seat {who}")));
            }
            if *delta == 0 || delta.unsigned_abs() > 200 {
                return Err(rule(
                    "W1",
                    format!("a VP change of {delta}: give 1 to 200 either way"),
                ));
            }
            let reason = reason.trim();
            if reason.is_empty() {
                return Err(rule("W1", "every VP change needs a reason"));
            }
            Ok(vec![Event::VpChanged {
                seat: *who,
                delta: *delta,
                reason: reason.to_string(),
            }])
        }
        Command::EndTurn => {
            // W8: the last seat's turn ends a round of equal turns.
            let game_over = state.end_triggered && seat + 1 == state.players.len();
            Ok(vec![Event::TurnEnded { seat, game_over }])
        }
    }
}

/// The limits the rulebook states on goods from a known source (W7).
fn goods_from(
    state: &State,
    goods: &Goods,
    from: Option<GoodsFrom>,
    industry: bool,
) -> Result<(), RuleError> {
    // "With the exception of food, each trade box will gain you one goods
    // counter … In the case of food you will take two counters."
    let one_box = |g: &Goods| (g.total() == 1 && g.food == 0) || (g.total() == 2 && g.food == 2);
    let with_industry = |g: &Goods, base: &dyn Fn(&Goods) -> bool| {
        super::gold::Good::ALL
            .iter()
            .any(|k| g.get(*k) > 0 && g.minus(&Goods::one(*k, 1)).is_some_and(|rest| base(&rest)))
    };
    match from {
        None => Ok(()),
        Some(GoodsFrom::TradeBox) => {
            let fits = if industry {
                with_industry(goods, &one_box)
            } else {
                one_box(goods)
            };
            if fits {
                Ok(())
            } else {
                Err(rule(
                    "W7",
                    format!(
                        "a trade box gives one good, or two food{}: not {goods}",
                        if industry {
                            ", and one more with an industry counter"
                        } else {
                            ""
                        }
                    ),
                ))
            }
        }
        Some(GoodsFrom::AreaSeven) => {
            // "You then take ONE of the goods marked … Note that you cannot
            // gain oil from this box."
            let want = if industry { 2 } else { 1 };
            if goods.oil > 0 {
                return Err(rule("W7", "area 7's merchant side gives no oil"));
            }
            if goods.total() != want {
                return Err(rule(
                    "W7",
                    format!(
                        "area 7's merchant side gives ONE good{}: not {goods}",
                        if industry {
                            " (two with an industry counter)"
                        } else {
                            ""
                        }
                    ),
                ));
            }
            Ok(())
        }
        Some(GoodsFrom::Card) => {
            let card = state.card_this_turn.as_deref().unwrap_or("");
            let want =
                match card {
                    "Warehouse" => 1,
                    "Venetian Empire" => 2,
                    _ => return Err(rule(
                        "W4",
                        "goods from a card come with Warehouse or Venetian Empire taken this turn",
                    )),
                };
            if industry || goods.total() != want {
                return Err(rule(
                    "W4",
                    format!(
                        "{card} gives {want} good{} of your choice",
                        if want == 1 { "" } else { "s" }
                    ),
                ));
            }
            Ok(())
        }
    }
}

/// W6: area `number`'s scores as `VpChanged` events, one per seat.
fn score_locations(
    state: &State,
    number: u32,
    locations: &[LocationInput],
) -> Result<Vec<Event>, RuleError> {
    let n = state.players.len();
    for l in locations {
        if let Some(s) = l.cubes.iter().chain(&l.discs).find(|s| **s >= n) {
            return Err(rule("W6", format!("{}: there is no seat {s}", l.name)));
        }
        if l.name.trim().is_empty() {
            return Err(rule("W6", "every location needs its name"));
        }
    }
    let locs: Vec<_> = locations.iter().map(LocationInput::location).collect();
    let scores = score_area(number, &locs, n);
    Ok((0..n)
        .filter_map(|s| {
            let parts: Vec<String> = locations
                .iter()
                .filter_map(|l| {
                    let one = score_area(number, std::slice::from_ref(&l.location()), n)[s];
                    (one > 0).then(|| format!("{one} from {}", l.name))
                })
                .collect();
            vp(
                s,
                scores[s],
                format!("area {number} scored: {}", parts.join(", ")),
            )
        })
        .collect())
}

/// W8: the present area, every good sold, all gold at 2:1.
fn final_scoring(state: &State, locations: &[LocationInput]) -> Result<Vec<Event>, RuleError> {
    let mut events = score_locations(state, state.area, locations)?;
    for (seat, p) in state.players.iter().enumerate() {
        let (sale, _) = sell(&p.goods.list(), SellBonus::default());
        if p.goods.total() > 0 {
            events.push(Event::GoodsSpent {
                seat,
                goods: p.goods,
            });
        }
        let total = p.gold + sale;
        if p.gold > 0 {
            events.push(Event::GoldChanged {
                seat,
                delta: -i32::try_from(p.gold).unwrap_or(0),
            });
        }
        events.extend(vp(
            seat,
            total / 2,
            format!(
                "final: {} gold in the bank{}, {total} gold at 2 = 1 VP",
                p.gold,
                if sale > 0 {
                    format!(" + {sale} from selling {}", p.goods)
                } else {
                    String::new()
                }
            ),
        ));
    }
    events.push(Event::Finished);
    Ok(events)
}

fn remove_one(list: &mut Vec<usize>, seat: usize) -> bool {
    match list.iter().position(|s| *s == seat) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

fn age_era(state: &State, age: usize) -> Era {
    state
        .board
        .age(age)
        .and_then(|a| a.era)
        .unwrap_or(state.era)
}

pub(super) fn apply(state: &mut State, event: &Event) {
    match event {
        Event::BoardLearned { board } => state.board = board.clone(),
        Event::CardLearned {
            card,
            era,
            gold_cost,
        } => {
            match state
                .cards
                .iter_mut()
                .find(|c| c.era == *era && c.name.eq_ignore_ascii_case(card))
            {
                Some(c) => c.gold_cost = Some(*gold_cost),
                None => state.cards.push(CardData {
                    name: card.clone(),
                    era: *era,
                    gold_cost: Some(*gold_cost),
                    copies: None,
                }),
            }
            for shown in state.display.iter_mut().filter(|d| d.name == *card) {
                shown.gold_cost = Some(*gold_cost);
            }
        }
        Event::ActionPaid { .. } => pay::apply(state, event),
        Event::CubesShort { merchant, .. } => state.short = Some(*merchant),
        Event::FreeCubesGained { seat, count, .. } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.free_cubes = p.free_cubes.saturating_add(*count);
            }
        }
        Event::DisplayDrawn { cards: names, .. } => {
            let catalog = cards::catalog(&state.cards);
            state.display = names
                .iter()
                .map(|n| {
                    let c = catalog.iter().find(|c| c.era == state.era && c.name == *n);
                    DisplayCard {
                        name: n.clone(),
                        text: c.map(|c| c.text.clone()).unwrap_or_default(),
                        gold_cost: c.and_then(|c| c.gold_cost),
                    }
                })
                .collect();
            state.display_needed = false;
        }
        Event::CardTaken { seat, card, gold } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.gold = p.gold.saturating_sub(*gold);
            }
            if let Some(i) = state.display.iter().position(|d| d.name == *card) {
                state.display.remove(i);
            }
            state.took_card = true;
            state.card_this_turn = Some(card.clone());
            // W4b: the card's own action waits to be performed.
            state.card_action = card_action(card);
        }
        Event::ShipPlaced {
            seat,
            age,
            ship_box,
            ship,
            food,
            disc,
        } => {
            if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
                a.boxed_mut(*ship_box).push(*seat);
            }
            pay_for_ship(state, *seat, Some(*ship), None, *food, *disc);
        }
        Event::ShipMoved {
            seat,
            from_age,
            from_box,
            to_box,
            ship,
            returned,
            food,
            disc,
        } => {
            if let Some(a) = from_age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
                remove_one(a.boxed_mut(*from_box), *seat);
            }
            if ship.is_some() {
                if let Some(a) = state.track.get_mut(*from_age) {
                    a.boxed_mut(*to_box).push(*seat);
                }
            }
            // The counter only changes hands when the era changes.
            let take = if returned.is_some() { *ship } else { None };
            pay_for_ship(state, *seat, take, *returned, *food, *disc);
        }
        Event::NewAge { age, .. } => state.reached = state.reached.max(*age),
        Event::ShipsRemoved { age, owners } => {
            let era = age_era(state, *age);
            if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
                a.merchant.clear();
                a.warship.clear();
            }
            for o in owners {
                if let Some(p) = state.players.get_mut(*o) {
                    *p.ships.get_mut(era) += 1;
                }
            }
        }
        Event::ShipRemoved {
            seat,
            age,
            ship_box,
        } => {
            let era = age_era(state, *age);
            if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
                if remove_one(a.boxed_mut(*ship_box), *seat) {
                    if let Some(p) = state.players.get_mut(*seat) {
                        *p.ships.get_mut(era) += 1;
                    }
                }
            }
            // W4b: Lighthouse's further removals stay in this age level.
            if state.paying.as_ref().is_some_and(|p| p.cube == Cube::Card) {
                if let Some(c) = state.card_action.as_mut().filter(|c| c.repeats) {
                    c.age = Some(*age);
                }
            }
        }
        Event::EraChanged { era } => {
            state.era = *era;
            state.display.clear();
            state.display_needed = true;
        }
        Event::VpChanged {
            seat,
            delta,
            reason,
        } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.vp += delta;
                let vp = p.vp;
                state.ledger.push(super::state::LedgerEntry {
                    seat: *seat,
                    delta: *delta,
                    vp,
                    reason: reason.clone(),
                    turn: state.turn,
                });
            }
        }
        Event::GoldChanged { seat, delta } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.gold = p.gold.saturating_add_signed(*delta);
            }
        }
        Event::GoodsGained { seat, goods } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goods = p.goods.plus(goods);
            }
        }
        Event::GoodsSpent { seat, goods } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goods = p.goods.minus(goods).unwrap_or_default();
            }
        }
        Event::AreaEntered { area, .. } => state.area = *area,
        Event::TurnEnded { seat, game_over } => {
            // W3, tidy up: "Any free action cubes that are still in your
            // 'Action cubes' section … are moved to your available stock."
            let (_, unused) = state.section_left();
            let books = state.paid_actions;
            if let Some(p) = state.players.get_mut(*seat) {
                p.turns += 1;
                if books {
                    p.free_cubes = p.free_cubes.saturating_add(unused);
                }
            }
            state.took_card = false;
            state.card_this_turn = None;
            state.card_action = None;
            state.actions.clear();
            state.short = None;
            if *game_over {
                state.phase = Phase::FinalScoring;
            } else {
                state.current = (seat + 1) % state.players.len().max(1);
                state.turn += 1;
                // W3: a new era's cubes count from the next player's turn.
                state.turn_era = state.era;
            }
        }
        Event::Finished => state.phase = Phase::Finished,
    }
    // W4b: a payment stands until the action it paid for has its own event.
    if !matches!(
        event,
        Event::ActionPaid { .. } | Event::BoardLearned { .. } | Event::CardLearned { .. }
    ) {
        state.paying = None;
    }
}

/// A ship counter taken (`take`) and/or given back (`give`), the food a
/// warship costs, and the room a city disc frees.
fn pay_for_ship(
    state: &mut State,
    seat: usize,
    take: Option<Era>,
    give: Option<Era>,
    food: bool,
    disc: Option<DiscFrom>,
) {
    let Some(p) = state.players.get_mut(seat) else {
        return;
    };
    if let Some(e) = take {
        let n = p.ships.get_mut(e);
        *n = n.saturating_sub(1);
    }
    if let Some(e) = give {
        *p.ships.get_mut(e) += 1;
    }
    if food {
        p.goods.food = p.goods.food.saturating_sub(1);
    }
    match disc {
        Some(DiscFrom::Warehouse) => p.warehouse += 1,
        Some(DiscFrom::Bank) => p.bank += 1,
        None => {}
    }
}

fn box_name(b: ShipBox) -> &'static str {
    match b {
        ShipBox::Merchant => "Merchant",
        ShipBox::Warship => "Warship",
    }
}

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |s: &usize| state.name(*s);
    match event {
        Event::BoardLearned { .. } => "Board data noted for this and later games".to_string(),
        Event::CardLearned { card, gold_cost, .. } => {
            format!("{card} costs {gold_cost} gold to take: noted for this and later games")
        }
        Event::ActionPaid { .. } => pay::describe(state, event),
        Event::CubesShort { seat, merchant } => format!(
            "{}'s stock held only {merchant} merchant cube{} for the action cubes section",
            name(seat),
            if *merchant == 1 { "" } else { "s" }
        ),
        Event::FreeCubesGained { seat, count, reason } => format!(
            "{} +{count} free action cube{} in stock: {reason}",
            name(seat),
            if *count == 1 { "" } else { "s" }
        ),
        Event::DisplayDrawn { era, cards } => {
            format!("{} {era} cards laid out: {}", cards.len(), cards.join(", "))
        }
        Event::CardTaken { seat, card, gold: 0 } => format!("{} took {card}", name(seat)),
        Event::CardTaken { seat, card, gold } => {
            format!("{} took {card} for {gold} gold", name(seat))
        }
        Event::ShipPlaced { seat, age, ship_box, ship, food, .. } => format!(
            "{} placed a {} in the {} box of age {age}{}",
            name(seat),
            ship.name().to_lowercase(),
            box_name(*ship_box),
            if *food { " (one food)" } else { "" }
        ),
        Event::ShipMoved { seat, from_age, to_box, .. } => format!(
            "{} upgraded a ship from age {from_age} to the {} box of age {}",
            name(seat),
            box_name(*to_box),
            from_age + 1
        ),
        Event::NewAge { age, cost, first_vp } => format!(
            "Age {age} opened: {cost} navigation counter{} to enter, {first_vp} VP for the first ship",
            if *cost == 1 { "" } else { "s" }
        ),
        Event::ShipsRemoved { age, owners } => {
            format!("{} ship{} removed from age {age}", owners.len(), if owners.len() == 1 { "" } else { "s" })
        }
        Event::ShipRemoved { seat, age, .. } => format!("{} removed a ship from age {age}", name(seat)),
        Event::EraChanged { era } => {
            format!("The {era} era begins: the display is cleared, old-era cards are discarded")
        }
        Event::VpChanged { seat, delta, reason } => format!("{} {delta:+} VP: {reason}", name(seat)),
        Event::GoldChanged { seat, delta } => format!("{} {delta:+} gold", name(seat)),
        Event::GoodsGained { seat, goods } => format!("{} took {goods}", name(seat)),
        Event::GoodsSpent { seat, goods } => format!("{} returned {goods}", name(seat)),
        Event::AreaEntered { area, cost } => format!(
            "Area {area} entered: {cost} navigation counter{}",
            if *cost == 1 { "" } else { "s" }
        ),
        Event::TurnEnded { seat, game_over: true } => {
            format!("{} ended the turn: every player has had as many turns, the game ends", name(seat))
        }
        Event::TurnEnded { seat, .. } => format!("{} ended the turn", name(seat)),
        Event::Finished => "Final scoring".to_string(),
    }
}
