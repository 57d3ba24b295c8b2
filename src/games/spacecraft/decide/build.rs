//! Building on leaving (S2, S9): the parts added to the rocket and the
//! exchanges of scrap that paid for them.

use super::super::model::Event;
use super::super::part::{Part, PartEntry};
use super::super::rocket::{Rocket, RocketEntry};
use super::super::scrap::{self, Exchange, PARTS_PER_LEAVE};
use super::super::state::State;
use crate::games::spacecraft::decide::end::meets_plan_first;
use crate::games::spacecraft::decide::{leaving, Mode};
use crate::games::spacecraft::describe::part_words;
use crate::games::spacecraft::Rule;
use crate::session::RuleError;

/// S2, S9: the rocket built after leaving, paid by its exchanges.
pub(in crate::games::spacecraft) fn build(
    state: &State,
    rocket: &RocketEntry,
    exchanges: &[Exchange],
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    leaving(state)?;
    let leave = &state.leave;
    if now && (leave.completed > 0 || leave.reserved || leave.marker) {
        let done = if leave.marker {
            "placed a marker"
        } else if leave.reserved {
            "reserved a card"
        } else {
            "completed a project card"
        };
        return Err(RuleError::new(Rule::S9,
            format!("{name} has {done} this turn: building comes first (1. building the rocket, 2. completing project cards)"),
        ));
    }
    let palette = state.palette();
    let new = rocket
        .read(&palette)
        .map_err(|e| RuleError::new(Rule::S2, format!("the rocket cannot be read: {e}")))?
        .trimmed();
    let keep_every_part = || {
        RuleError::new(Rule::S2,
            format!("{name}'s rocket must keep every part {name} owns: parts are rearranged, never given back"),
        )
    };
    let before = Rocket::parse(&state.leave.before, &palette).unwrap_or_default();
    let added = added_parts(&before, &new)
        .ok_or_else(keep_every_part)?
        .len();
    // S9: parts paid for are owned, even those built earlier this leave.
    let fresh = if state.scrap_tracked {
        added_parts(&state.rocket(seat), &new).ok_or_else(keep_every_part)?
    } else {
        Vec::new()
    };
    if added > PARTS_PER_LEAVE {
        return Err(RuleError::new(
            Rule::S9,
            format!(
                "{name} may build at most {PARTS_PER_LEAVE} parts per leave action, not {added}"
            ),
        ));
    }
    let violations = state.joins.check(&new);
    if let Some(first) = violations.first() {
        let more = match violations.len() {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        return Err(RuleError::new(
            Rule::S2,
            format!(
                "a part cannot be built where it cannot be attached: {}{more}",
                first.message
            ),
        ));
    }
    let exchanges = if state.scrap_tracked {
        paid(state, &fresh, exchanges)?
    } else if exchanges.is_empty() {
        Vec::new()
    } else {
        return Err(RuleError::new(
            Rule::S9,
            "this session began before Drydock kept the scrap: build without exchanges",
        ));
    };
    let mut events = vec![Event::Built {
        seat,
        rocket: new.to_text(),
        added: u32::try_from(added).unwrap_or(0),
        exchanges,
    }];
    if meets_plan_first(state, &super::super::measures::Measures::of(&new)) {
        events.push(Event::PlanMet { seat });
    }
    Ok(events)
}

/// S9: the exchanges of a build, checked against the parts it adds
/// (`fresh`) and the scrap next to the current player's board; returned as
/// the log keeps them.
fn paid(state: &State, fresh: &[Part], exchanges: &[Exchange]) -> Result<Vec<Exchange>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let palette = state.palette();
    let mut unpaid: Vec<Part> = fresh.to_vec();
    let mut out = Vec::with_capacity(exchanges.len());
    for x in exchanges {
        let part = x
            .part
            .read(&palette)
            .map_err(|m| RuleError::new(Rule::S9, format!("an exchange for {m}")))?;
        let what = part_words(&part);
        let i = unpaid.iter().position(|p| *p == part).ok_or_else(|| {
            RuleError::new(Rule::S9,
                format!("an exchange for {what}, which this build does not add: one exchange pays for each new part"),
            )
        })?;
        unpaid.remove(i);
        let token = scrap::scrap_name(&x.token).map_err(|m| RuleError::new(Rule::S9, m))?;
        if !(1..=4 * scrap::BOARD_WEIGHT).contains(&x.min_weight) {
            return Err(RuleError::new(
                Rule::S9,
                format!(
                    "a minimum weight of {} for {what}: a workshop section asks for 1 to {}",
                    x.min_weight,
                    4 * scrap::BOARD_WEIGHT
                ),
            ));
        }
        let tiles = x
            .tiles
            .iter()
            .map(|t| t.normalised().map_err(|m| RuleError::new(Rule::S9, m)))
            .collect::<Result<Vec<_>, _>>()?;
        scrap::exchange(&tiles, &token, x.min_weight)
            .map_err(|m| RuleError::new(Rule::S9, format!("{name} cannot build {what}: {m}")))?;
        out.push(Exchange {
            part: PartEntry::Typed(part.to_string()),
            token,
            min_weight: x.min_weight,
            tiles,
        });
    }
    if let Some(part) = unpaid.first() {
        return Err(RuleError::new(Rule::S9,
            format!("{name} builds {} without an exchange: each new part is paid with scrap at its workshop column", part_words(part)),
        ));
    }
    let mut pile = state
        .players
        .get(seat)
        .map(|p| p.scrap.clone())
        .unwrap_or_default();
    scrap::take(&mut pile, out.iter().flat_map(|x| &x.tiles)).map_err(|tile| {
        RuleError::new(Rule::S9,
            format!("{name} has no unused {tile} tile left beside the board to exchange (a tile pays once; the excess weight is lost)"),
        )
    })?;
    Ok(out)
}

/// `rest` minus `base` as multisets, or `None` if `base` is not contained.
fn added_parts(base: &Rocket, rest: &Rocket) -> Option<Vec<Part>> {
    let mut have = rest.inventory();
    for part in base.inventory() {
        let i = have.iter().position(|p| *p == part)?;
        have.remove(i);
    }
    Some(have)
}
