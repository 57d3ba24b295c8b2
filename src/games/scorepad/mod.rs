//! The free scorepad: any game, any number of players, a score per player
//! per round, running totals, and the winner(s).
//!
//! It is the first [`Game`] and the template for the others. It has no
//! rulebook, so its rules carry their own ids, cited in errors and tests:
//!
//! - **SP1** 1 to 12 seats, each with a non-empty name, no name twice.
//! - **SP2** a score is a whole number from -1,000,000,000 to 1,000,000,000
//!   (negative allowed); an empty cell counts as 0.
//! - **SP3** a score goes in an existing round (numbered from 1) and seat
//!   (numbered from 0); at most 1,000 rounds.
//! - **SP4** only the last round can be removed.
//! - **SP5** the highest total wins, or the lowest if the table chose so;
//!   tied totals share the win; nobody wins before a score is entered.
//! - **SP6** in a game without a score to decide it (`win: "chosen"`), the
//!   table names the winner or winners (`choose_winners`); nobody wins
//!   until it does. Scores may still be kept.
//! - **SP7** in a cooperative game (`win: "cooperative"`) the table wins or
//!   loses together (`declare_result`): every seat wins, or none.
//! - **SP8** in a team game every seat has a team, numbered from 1 without
//!   gaps, with at least two teams; a team's total is its members' totals
//!   added, SP5 decides between the teams and every member of the winning
//!   team wins. A cooperative game has no teams (the table is one).
//! - **SP9** seats tied on a total may be ordered by the table's own
//!   tie-breaker (`break_tie`, best first): places follow, and the first of
//!   a tie for the win wins alone. A later score that ends the tie ends
//!   the tie-break. Teams and games decided without scores have no
//!   tie-break: the table chooses.
//!
//! The folder has every game's shape: `model`, `state`, `decide/`,
//! `evolve`, `view`, `describe`, `v1_events` and this file implementing
//! [`Game`]. It keeps no `figures`: its scores are all a scorepad says.

mod decide;
mod describe;
mod evolve;
mod model;
mod rule;
mod standing;
mod state;
mod v1_events;
mod view;

pub use model::{Command, Event, Setup, WinRule, MAX_ABS_SCORE, MAX_ROUNDS, MAX_SEATS};
pub use rule::Rule;
pub use standing::winners;
pub use state::State;
pub use view::View;

use crate::session::{game_shape, Game, Outcome};

pub struct Scorepad;

impl Game for Scorepad {
    const ID: &'static str = "scorepad";
    const NAME: &'static str = "Scorepad";

    game_shape!();

    fn rounds_played(state: &State) -> Option<u32> {
        u32::try_from(state.rounds.len()).ok()
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.totals.clone(),
            winners: state.leaders.clone(),
            places: state.places.clone(),
        }
    }
}
