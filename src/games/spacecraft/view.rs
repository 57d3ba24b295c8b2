//! What the screen shows of a Space Craft game: the facts, and what
//! follows from them — each rocket's cells, measures (S3), goal
//! occurrences (S6) and join violations (S2), whether it meets the plan
//! (S7), who could complete each displayed card (S4), the tracks' values
//! (S5), the flips left (S7), the scores and leaders (S8) and the
//! reminders — worked out once per answer, not after every event.
//!
//! The wire names (`SpacecraftState`, `SpacecraftPlayer`, …) are the
//! screen's; the facts behind them are `state`'s.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::occurrences;
use super::joins::{JoinTable, Violation};
use super::measures::Measures;
use super::part::{Part, PartWire};
use super::projects::{describe_all, BasicCard, Requirement};
use super::rocket::Rocket;
use super::scoring::{winners, Breakdown, Variant};
use super::scrap::Column;
use super::state::{self, End, Leave, Phase, State, Step};

/// A player's facts, and what their rocket counts for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftPlayer")]
pub struct Player {
    #[serde(flatten)]
    #[ts(flatten)]
    pub facts: state::Player,
    /// The rocket's parts by `[row][col]`, `null` where empty.
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    pub cells: Vec<Vec<Option<Part>>>,
    pub measures: Measures,
    /// S6: occurrences of goals 1..8 (index 0 is goal 1).
    pub occurrences: Vec<u32>,
    pub violations: Vec<Violation>,
    pub plan_met: bool,
}

/// A displayed basic card and who could complete it now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftSlot")]
pub struct Slot {
    pub card: BasicCard,
    pub text: String,
    pub claimable_by: Vec<usize>,
}

/// S4: the two rows; only the lower row can be completed or reserved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftDisplay")]
pub struct Display {
    pub lower: Vec<Option<Slot>>,
    pub upper: Vec<Option<Slot>>,
    /// Cards not yet drawn, when the table said how many are in play.
    pub stack_left: Option<u32>,
}

/// S5: an advanced card with the markers on it, and its value now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftTrack")]
pub struct Track {
    #[serde(flatten)]
    #[ts(flatten)]
    pub facts: state::Track,
    /// Points per matching part now.
    pub value: u32,
}

/// S7: the countdown, and the flips left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftCountdown")]
pub struct Countdown {
    #[serde(flatten)]
    #[ts(flatten)]
    pub facts: state::Countdown,
    /// Flips left before the launch card shows.
    pub flips_left: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftState")]
pub struct View {
    pub variant: Variant,
    pub plan: Vec<Requirement>,
    pub plan_text: String,
    pub colours: Vec<String>,
    pub joins: JoinTable,
    pub players: Vec<Player>,
    pub current: usize,
    /// Turns played so far plus one (the turn in progress).
    pub turn: u32,
    pub phase: Phase,
    pub step: Step,
    pub leave: LeaveView,
    pub display: Display,
    pub tracks: Vec<Track>,
    pub countdown: Countdown,
    pub end: Option<End>,
    /// Seats still to act in the final round, next first.
    pub final_queue: Vec<usize>,
    /// S9: whether the app keeps each player's scrap. False only for a
    /// session whose log began before it did (its pawns took no tiles):
    /// that game plays on as it was, without the scrap checks.
    pub scrap_tracked: bool,
    /// S9: the workshop columns the table described in exchanges so far.
    pub workshop: Vec<Column>,
    /// Basic cards entered in this session, for offering again.
    pub known_cards: Vec<BasicCard>,
    pub scores: Vec<Breakdown>,
    pub leaders: Vec<usize>,
    /// What the table should not forget now.
    pub reminders: Vec<String>,
}

pub(super) fn view(state: &State) -> View {
    let players: Vec<Player> = (0..state.players.len())
        .map(|seat| player(state, seat))
        .collect();
    let scores = state.scores();
    View {
        variant: state.variant,
        plan: state.plan.clone(),
        plan_text: describe_all(&state.plan),
        colours: state.colours.clone(),
        joins: state.joins.clone(),
        display: display(&state.display, &players),
        players,
        current: state.current,
        turn: state.turn,
        phase: state.phase,
        step: state.step,
        leave: leave(state),
        tracks: state.tracks.iter().map(track).collect(),
        countdown: countdown(&state.countdown),
        end: state.end.clone(),
        final_queue: state.final_queue.clone(),
        scrap_tracked: state.scrap_tracked,
        workshop: state.workshop.clone(),
        known_cards: state.known_cards.clone(),
        leaders: winners(&scores),
        scores,
        reminders: state.reminders(),
    }
}

/// What the current player has done since leaving the scrapyard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftLeave")]
pub struct LeaveView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub facts: Leave,
    /// The rocket when the player left, by `[row][col]`: parts are never
    /// given back.
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    pub before_cells: Vec<Vec<Option<Part>>>,
}

fn leave(state: &State) -> LeaveView {
    LeaveView {
        // Written by a build this game accepted; text that no longer reads
        // shows as no parts rather than failing the view.
        before_cells: Rocket::parse(&state.leave.before, &state.palette())
            .map(|r| r.cells)
            .unwrap_or_default(),
        facts: state.leave.clone(),
    }
}

/// `seat`'s facts with what their rocket counts for.
fn player(state: &State, seat: usize) -> Player {
    let rocket = state.rocket(seat);
    let measures = Measures::of(&rocket);
    Player {
        facts: state.players[seat].clone(),
        cells: rocket.cells.clone(),
        occurrences: occurrences(&rocket).to_vec(),
        violations: state.joins.check(&rocket),
        plan_met: state.plan_met_by(&measures),
        measures,
    }
}

/// S4: each displayed card with the seats whose rocket meets it now.
fn display(display: &state::Display, players: &[Player]) -> Display {
    let row = |cards: &[Option<BasicCard>]| {
        cards
            .iter()
            .map(|card| {
                card.as_ref().map(|card| Slot {
                    text: card.describe(),
                    claimable_by: (0..players.len())
                        .filter(|s| card.met_by(&players[*s].measures))
                        .collect(),
                    card: card.clone(),
                })
            })
            .collect()
    };
    Display {
        lower: row(&display.lower),
        upper: row(&display.upper),
        stack_left: display.stack_left,
    }
}

fn track(track: &state::Track) -> Track {
    Track {
        value: track.value(),
        facts: track.clone(),
    }
}

fn countdown(countdown: &state::Countdown) -> Countdown {
    Countdown {
        flips_left: countdown.flips_left(),
        facts: countdown.clone(),
    }
}
