//! What the table has done, as facts: each player's rocket (as built, in
//! the text format the events keep), their scrap (S9), the project display
//! (S4) or advanced tracks (S5), the plan and countdown (S7), whose turn
//! and which step. What follows from the facts — a rocket's measures,
//! goals and violations, who could complete a card, the scores (S8) and
//! the reminders — is worked out when asked ([`State::measures`],
//! [`State::scores`]) and once per answer by `view`, not after every event.
//! The rules deciding what may happen are in `decide`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::{occurrences, Goal};
use super::joins::JoinTable;
use super::measures::Measures;
use super::part::Palette;
use super::projects::{AdvancedCard, BasicCard, Requirement};
use super::rocket::Rocket;
use super::scoring::{breakdown, Breakdown, Marked, Sheet, Variant};
use super::scrap::{board_full, Column, Tile};

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftPhase")]
pub enum Phase {
    /// Normal turns.
    Playing,
    /// S7: after the end, players with a pawn on the board may each leave
    /// the scrapyard once, starting with the player who triggered it.
    FinalRound,
    /// Everyone has acted; the table counts unused scrap (the tie-break).
    Scoring,
    Finished,
}

/// Where the current player is within their turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftStep")]
pub enum Step {
    /// Choose the turn's action: enter, search or leave.
    Action,
    /// Left the scrapyard: build up to two parts, then projects or a marker.
    Leaving,
    /// Entered or searched: nothing left but ending the turn.
    Done,
}

/// What the current player has done since leaving the scrapyard (the
/// window sees it in `view::LeaveView`, with the rocket's cells).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
pub struct Leave {
    /// The rocket when the player left (text, for the CLI and files):
    /// parts are never given back.
    #[ts(skip)]
    pub before: String,
    pub parts_built: u32,
    pub completed: u32,
    pub reserved: bool,
    pub marker: bool,
}

/// A player's facts; what their rocket counts for is worked out from it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Player {
    pub name: String,
    pub goal: Option<Goal>,
    /// The rocket in the text format, as the last build left it (for the
    /// CLI and files; the window reads the view's `cells`).
    #[ts(skip)]
    pub rocket: String,
    pub on_board: bool,
    pub completed: Vec<BasicCard>,
    pub reserved: Option<BasicCard>,
    pub markers_left: u32,
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

/// S4: the two rows of cards; only the lower row can be completed or
/// reserved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Display {
    pub lower: Vec<Option<BasicCard>>,
    pub upper: Vec<Option<BasicCard>>,
    /// Cards not yet drawn, when the table said how many are in play.
    pub stack_left: Option<u32>,
}

/// S5: an advanced card with the markers on it, in the order placed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Track {
    pub card: AdvancedCard,
    pub markers: Vec<usize>,
}

impl Track {
    /// Points per matching part now.
    pub fn value(&self) -> u32 {
        self.card.value(self.markers.len())
    }
}

/// S7: the countdown once a player met the plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Countdown {
    /// The cards before the launch card, in the order they are flipped.
    pub sequence: Vec<u32>,
    /// Who met the plan first: holds the countdown and the launch card.
    pub holder: Option<usize>,
    pub flipped: u32,
    /// The value on the last flipped card (null before the first flip).
    pub showing: Option<u32>,
    pub launched: bool,
}

impl Countdown {
    /// Flips left before the launch card shows.
    pub fn flips_left(&self) -> u32 {
        (u32::try_from(self.sequence.len()).unwrap_or(u32::MAX))
            .saturating_add(1)
            .saturating_sub(self.flipped)
    }
}

/// How the game ended (S7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftEnd")]
pub struct End {
    pub by: usize,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub variant: Variant,
    pub plan: Vec<Requirement>,
    pub colours: Vec<String>,
    pub joins: JoinTable,
    pub players: Vec<Player>,
    pub current: usize,
    /// Turns played so far plus one (the turn in progress).
    pub turn: u32,
    pub phase: Phase,
    pub step: Step,
    pub leave: Leave,
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
}

impl State {
    pub fn name(&self, seat: usize) -> String {
        self.players.get(seat).map_or_else(
            || format!("seat {}", seat.saturating_add(1)),
            |p| p.name.clone(),
        )
    }

    pub fn palette(&self) -> Palette {
        Palette::with_extra(&self.colours)
    }

    /// The rocket of `seat` as parsed from its text (which was checked when
    /// it was built, so a failure here means an empty rocket).
    pub fn rocket(&self, seat: usize) -> Rocket {
        self.players
            .get(seat)
            .and_then(|p| Rocket::parse(&p.rocket, &self.palette()).ok())
            .unwrap_or_default()
    }

    /// S3: what `seat`'s rocket counts for now.
    pub fn measures(&self, seat: usize) -> Measures {
        Measures::of(&self.rocket(seat))
    }

    /// S7: whether `measures` meet every requirement of the plan.
    pub fn plan_met_by(&self, measures: &Measures) -> bool {
        !self.plan.is_empty() && self.plan.iter().all(|r| r.met_by(measures))
    }

    /// S8: every seat's score as it stands.
    pub fn scores(&self) -> Vec<Breakdown> {
        (0..self.players.len())
            .map(|seat| breakdown(self.variant, &self.sheet(seat)))
            .collect()
    }

    /// S8: what `seat` brings to the final scoring now.
    fn sheet(&self, seat: usize) -> Sheet {
        let rocket = self.rocket(seat);
        let measures = Measures::of(&rocket);
        let p = &self.players[seat];
        Sheet {
            plan_met: self.plan_met_by(&measures),
            occurrences: occurrences(&rocket),
            measures,
            goal: p.goal,
            launch: self.countdown.holder == Some(seat),
            projects: p.completed.iter().map(|c| c.points).collect(),
            marked: self
                .tracks
                .iter()
                .filter(|t| t.markers.contains(&seat))
                .map(|t| Marked {
                    card: t.card.name.clone(),
                    target: t.card.target.clone(),
                    per_part: t.value(),
                })
                .collect(),
            unused_scrap: p.unused_scrap,
        }
    }

    /// What the table should not forget now.
    pub fn reminders(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.phase == Phase::Finished {
            return out;
        }
        for p in &self.players {
            if p.goal.is_none() && !p.acted {
                out.push(format!(
                    "{} has not kept a personal goal yet: choose one of the two cards dealt, before {}'s first action",
                    p.name, p.name
                ));
            }
        }
        if let Some(p) = self.players.get(self.current) {
            let must_leave = self.scrap_tracked
                && self.phase == Phase::Playing
                && self.step == Step::Action
                && p.on_board
                && board_full(&p.board);
            if must_leave {
                out.push(format!(
                    "{}'s player board is full (4 tiles or weight 7): {} must leave the scrapyard",
                    p.name, p.name
                ));
            }
        }
        if self.variant == Variant::Basic {
            // A lower space with a card above it is refilled by the card
            // moving down at the end of the turn, not from the stack.
            let d = &self.display;
            let empty = d.upper.iter().filter(|s| s.is_none()).count()
                + d.lower
                    .iter()
                    .zip(&d.upper)
                    .filter(|(lower, upper)| lower.is_none() && upper.is_none())
                    .count();
            if empty > 0 && self.display.stack_left != Some(0) {
                out.push(format!(
                    "{empty} project card space{} empty: enter the card{} drawn from the stack",
                    if empty == 1 { " is" } else { "s are" },
                    if empty == 1 { "" } else { "s" }
                ));
            }
        }
        out
    }
}
