//! Ships' `decide`: checks a command against the state and lists its
//! events, or refuses it with the ruling's id (W1–W8) and a sentence. An
//! action is paid first (`pay`, W4b) and then decided by `act`; every other
//! command is decided by its family's module here. What the events do to
//! the state is `evolve`'s.

pub(super) mod act;
mod areas;
pub(super) mod books;
mod cubes;
mod display;
mod goods;
mod ledger;
mod setup;

use super::model::{Command, Event};
use super::pay;
use super::state::{Phase, State};
use crate::session::RuleError;
pub(super) use act::act;
use books::playing;
pub(super) use setup::setup;

pub(super) fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    match cmd {
        Command::FinalScoring { locations } => areas::final_scoring(state, locations),
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
        Command::ShortOfCubes { merchant } => cubes::short_of_cubes(state, merchant),
        Command::GainFreeCubes { count, reason } => cubes::gain_free_cubes(state, count, reason),
        Command::ExchangeOil => cubes::exchange_oil(state),
        Command::DrawDisplay { cards, seed } => display::draw_display(state, cards, seed),
        Command::GainGold { amount, reason } => goods::gain_gold(state, amount, reason),
        Command::GainGoods {
            goods,
            discard,
            from,
            industry,
        } => goods::gain_goods(state, goods, discard, from, industry),
        Command::DiscardGoods { seat, goods } => goods::discard_goods(state, seat, goods),
        Command::Spice => goods::spice(state),
        Command::ExchangeMetal => goods::exchange_metal(state),
        Command::ExchangeWine => goods::exchange_wine(state),
        Command::EnterArea {
            area,
            locations,
            nav_cost,
        } => areas::enter_area(state, area, locations, nav_cost),
        Command::AreaSevenDisc => areas::area_seven_disc(state),
        Command::AdjustVp {
            seat,
            delta,
            reason,
        } => ledger::adjust_vp(state, seat, delta, reason),
        Command::EndTurn => ledger::end_turn(state),
    }
}
