//! What the table looks like between commands: each player's rocket and
//! what it counts for, their scrap (S9), the project display (S4) or
//! advanced tracks (S5),
//! the plan and countdown (S7), whose turn and which step, and the live
//! scores (S8). Derived figures are recomputed by [`State::recount`] after
//! every event; the rules deciding what may happen are in `decide`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::{occurrences, Goal};
use super::joins::{JoinTable, Violation};
use super::measures::Measures;
use super::part::Palette;
use super::projects::{describe_all, AdvancedCard, BasicCard, Requirement};
use super::rocket::Rocket;
use super::scoring::{breakdown, winners, Breakdown, Marked, Sheet, Variant};
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

/// What the current player has done since leaving the scrapyard.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftLeave")]
pub struct Leave {
    /// The rocket when the player left: parts are never given back.
    pub before: String,
    pub parts_built: u32,
    pub completed: u32,
    pub reserved: bool,
    pub marker: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftPlayer")]
pub struct Player {
    pub name: String,
    pub goal: Option<Goal>,
    /// The rocket in the text format.
    pub rocket: String,
    /// The rocket's cells as part texts (`N:gold`) for drawing.
    pub cells: Vec<Vec<Option<String>>>,
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

/// How the game ended (S7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftEnd")]
pub struct End {
    pub by: usize,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftState")]
pub struct State {
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
    pub scores: Vec<Breakdown>,
    pub leaders: Vec<usize>,
    /// What the table should not forget now.
    pub reminders: Vec<String>,
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

    /// Seats whose rocket meets `card` now.
    fn claimable(&self, card: &BasicCard) -> Vec<usize> {
        (0..self.players.len())
            .filter(|s| card.met_by(&self.players[*s].measures))
            .collect()
    }

    pub(super) fn slot(&self, card: BasicCard) -> Slot {
        Slot {
            text: card.describe(),
            claimable_by: Vec::new(),
            card,
        }
    }

    /// Re-derives every figure that follows from the facts.
    pub(super) fn recount(&mut self) {
        let palette = self.palette();
        for p in &mut self.players {
            let rocket = Rocket::parse(&p.rocket, &palette).unwrap_or_default();
            p.cells = rocket
                .cells
                .iter()
                .map(|row| {
                    row.iter()
                        .map(|c| c.as_ref().map(ToString::to_string))
                        .collect()
                })
                .collect();
            p.measures = Measures::of(&rocket);
            p.occurrences = occurrences(&rocket).to_vec();
            p.violations = self.joins.check(&rocket);
            p.plan_met = !self.plan.is_empty() && self.plan.iter().all(|r| r.met_by(&p.measures));
        }
        let claims: Vec<Vec<Option<Vec<usize>>>> = [&self.display.lower, &self.display.upper]
            .iter()
            .map(|row| {
                row.iter()
                    .map(|s| s.as_ref().map(|s| self.claimable(&s.card)))
                    .collect()
            })
            .collect();
        for (row, claims) in [&mut self.display.lower, &mut self.display.upper]
            .into_iter()
            .zip(claims)
        {
            for (slot, claim) in row.iter_mut().zip(claims) {
                if let (Some(slot), Some(claim)) = (slot.as_mut(), claim) {
                    slot.claimable_by = claim;
                }
            }
        }
        for track in &mut self.tracks {
            track.value = track.card.value(track.markers.len());
        }
        let c = &mut self.countdown;
        c.flips_left = (c.sequence.len() as u32 + 1).saturating_sub(c.flipped);
        self.plan_text = describe_all(&self.plan);
        self.scores = (0..self.players.len())
            .map(|s| breakdown(self.variant, &self.sheet(s)))
            .collect();
        self.leaders = winners(&self.scores);
        self.reminders = self.reminders();
    }

    /// S8: what `seat` brings to the final scoring now.
    fn sheet(&self, seat: usize) -> Sheet {
        let p = &self.players[seat];
        Sheet {
            measures: p.measures.clone(),
            occurrences: std::array::from_fn(|i| p.occurrences.get(i).copied().unwrap_or(0)),
            goal: p.goal,
            launch: self.countdown.holder == Some(seat),
            plan_met: p.plan_met,
            projects: p.completed.iter().map(|c| c.points).collect(),
            marked: self
                .tracks
                .iter()
                .filter(|t| t.markers.contains(&seat))
                .map(|t| Marked {
                    card: t.card.name.clone(),
                    target: t.card.target.clone(),
                    per_part: t.value,
                })
                .collect(),
            unused_scrap: p.unused_scrap,
        }
    }

    fn reminders(&self) -> Vec<String> {
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
