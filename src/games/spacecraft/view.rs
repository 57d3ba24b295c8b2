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

use super::goals::{occurrences, Goal};
use super::joins::{JoinTable, Violation};
use super::measures::Measures;
use super::part::{Part, PartWire};
use super::projects::{describe_all, AdvancedCard, BasicCard, Requirement};
use super::rocket::Rocket;
use super::scoring::{winners, Breakdown, Variant};
use super::scrap::{Column, Tile};
use super::state::{self, End, Leave, Phase, State, Step};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftPlayer")]
pub struct Player {
    pub name: String,
    pub goal: Option<Goal>,
    /// The rocket in the text format, for the CLI and files; the window
    /// reads `cells`.
    #[ts(skip)]
    pub rocket: String,
    /// The rocket's parts by `[row][col]`, `null` where empty.
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    pub cells: Vec<Vec<Option<Part>>>,
    pub measures: Measures,
    /// S6: occurrences of goals 1..8 (index 0 is goal 1).
    pub occurrences: Vec<u32>,
    pub violations: Vec<Violation>,
    pub on_board: bool,
    pub completed: Vec<BasicCard>,
    pub reserved: Option<BasicCard>,
    pub markers_left: u32,
    pub plan_met: bool,
    /// S8: the unused tiles the table counted at the end (the tie-break).
    pub unused_scrap: u32,
    /// Has taken a turn's action (S7c: the goal is kept before the first).
    pub acted: bool,
    /// S9: tiles on the player board, collected since entering.
    pub board: Vec<Tile>,
    /// S9: tiles face up next to the board, for later exchanges.
    pub scrap: Vec<Tile>,
    /// S9: tiles given in exchanges, face down for the rest of the game.
    pub spent: Vec<Tile>,
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

/// S5: an advanced card with the markers on it, in the order placed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftTrack")]
pub struct Track {
    pub card: AdvancedCard,
    pub markers: Vec<usize>,
    /// Points per matching part now.
    pub value: u32,
}

/// S7: the countdown once a player met the plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftCountdown")]
pub struct Countdown {
    /// The cards before the launch card, in the order they are flipped.
    pub sequence: Vec<u32>,
    /// Who met the plan first: holds the countdown and the launch card.
    pub holder: Option<usize>,
    pub flipped: u32,
    /// The value on the last flipped card (null before the first flip).
    pub showing: Option<u32>,
    /// Flips left before the launch card shows.
    pub flips_left: u32,
    pub launched: bool,
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
    /// The rocket when the player left (text, for the CLI and files).
    #[ts(skip)]
    pub before: String,
    /// The same rocket's parts by `[row][col]`: parts are never given back.
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    pub before_cells: Vec<Vec<Option<Part>>>,
    pub parts_built: u32,
    pub completed: u32,
    pub reserved: bool,
    pub marker: bool,
}

fn leave(state: &State) -> LeaveView {
    let Leave {
        before,
        parts_built,
        completed,
        reserved,
        marker,
    } = state.leave.clone();
    LeaveView {
        // Written by a build this game accepted; text that no longer reads
        // shows as no parts rather than failing the view.
        before_cells: Rocket::parse(&before, &state.palette())
            .map(|r| r.cells)
            .unwrap_or_default(),
        before,
        parts_built,
        completed,
        reserved,
        marker,
    }
}

/// `seat`'s facts with what their rocket counts for.
fn player(state: &State, seat: usize) -> Player {
    let rocket = state.rocket(seat);
    let measures = Measures::of(&rocket);
    let p = &state.players[seat];
    Player {
        name: p.name.clone(),
        goal: p.goal,
        rocket: p.rocket.clone(),
        cells: rocket.cells.clone(),
        occurrences: occurrences(&rocket).to_vec(),
        violations: state.joins.check(&rocket),
        plan_met: state.plan_met_by(&measures),
        measures,
        on_board: p.on_board,
        completed: p.completed.clone(),
        reserved: p.reserved.clone(),
        markers_left: p.markers_left,
        unused_scrap: p.unused_scrap,
        acted: p.acted,
        board: p.board.clone(),
        scrap: p.scrap.clone(),
        spent: p.spent.clone(),
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
        card: track.card.clone(),
        markers: track.markers.clone(),
        value: track.value(),
    }
}

fn countdown(countdown: &state::Countdown) -> Countdown {
    Countdown {
        sequence: countdown.sequence.clone(),
        holder: countdown.holder,
        flipped: countdown.flipped,
        showing: countdown.showing,
        flips_left: countdown.flips_left(),
        launched: countdown.launched,
    }
}
