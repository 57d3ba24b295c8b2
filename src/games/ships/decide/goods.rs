//! Gold and goods outside an action (W7): gained from the pool or a card,
//! put back, and the Spice, metal and wine boxes.

use super::super::effects::effect_of;
use super::super::gold::{METAL_EXCHANGE_VP, SPICE_VP};
use super::super::goods::Goods;
use super::super::model::{Event, GoodsFrom};
use super::super::state::State;
use super::books::{check_goods_supply, gain, vp, GOLD_COINS};
use crate::games::ships::Rule;
use crate::session::RuleError;

/// Gold gained, converted to VP beyond the bank's room (W7).
pub(super) fn gain_gold(
    state: &State,
    amount: &u32,
    reason: &str,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let player = &state.players[seat];
    if *amount == 0 || *amount > GOLD_COINS {
        return Err(RuleError::new(
            Rule::W7,
            format!("{amount} gold: the game has {GOLD_COINS} coins"),
        ));
    }
    let held: u32 = state.players.iter().map(|p| p.gold).sum();
    if held + amount > GOLD_COINS {
        return Err(RuleError::new(Rule::W7,
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

/// Goods gained from the pool, within its supply and the warehouse (W7).
pub(super) fn gain_goods(
    state: &State,
    goods: &Goods,
    discard: &Goods,
    from: &Option<GoodsFrom>,
    industry: &Option<bool>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if goods.total() == 0 {
        return Err(RuleError::new(Rule::W7, "gain at least one good"));
    }
    goods_from(state, goods, *from, industry.unwrap_or(false))?;
    check_goods_supply(state, goods)?;
    let after = player.goods.plus(goods);
    let kept = after.minus(discard).ok_or_else(|| {
        RuleError::new(
            Rule::W7,
            format!("{name} cannot put back {discard}: the warehouse would hold {after}"),
        )
    })?;
    if kept.total() > player.warehouse {
        return Err(RuleError::new(
            Rule::W7,
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

/// Goods a seat puts back (W7).
pub(super) fn discard_goods(
    state: &State,
    who: &usize,
    goods: &Goods,
) -> Result<Vec<Event>, RuleError> {
    let p = state
        .players
        .get(*who)
        .ok_or_else(|| RuleError::new(Rule::W7, format!("there is no seat {who}")))?;
    if goods.total() == 0 || p.goods.minus(goods).is_none() {
        return Err(RuleError::new(
            Rule::W7,
            format!("{} holds {}, not {goods}", p.name, p.goods),
        ));
    }
    Ok(vec![Event::GoodsSpent {
        seat: *who,
        goods: *goods,
    }])
}

/// A cube in the Spice box: VP and one gold (W7).
pub(super) fn spice(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let player = &state.players[seat];
    let mut events: Vec<Event> = vp(seat, SPICE_VP, "a cube in the Spice box")
        .into_iter()
        .collect();
    let mut g = player.gold;
    events.extend(gain(state, seat, &mut g, 1, "spice"));
    Ok(events)
}

/// W7: one metal for a navigation counter's VP.
pub(super) fn exchange_metal(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if player.goods.metal == 0 {
        return Err(RuleError::new(Rule::W7, format!("{name} has no metal")));
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

/// W7: one wine for a gold.
pub(super) fn exchange_wine(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if player.goods.wine == 0 {
        return Err(RuleError::new(Rule::W7, format!("{name} has no wine")));
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
        super::super::gold::Good::ALL
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
                Err(RuleError::new(
                    Rule::W7,
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
                return Err(RuleError::new(
                    Rule::W7,
                    "area 7's merchant side gives no oil",
                ));
            }
            if goods.total() != want {
                return Err(RuleError::new(
                    Rule::W7,
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
            let Some(want) = effect_of(card).goods else {
                return Err(RuleError::new(
                    Rule::W4,
                    "goods from a card come with Warehouse or Venetian Empire taken this turn",
                ));
            };
            if industry || goods.total() != want {
                return Err(RuleError::new(
                    Rule::W4,
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
