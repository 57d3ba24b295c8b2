//! What a Space Craft session is made of: its setup (plan, countdown,
//! colours, display, variant and advanced tracks, S1, S4, S7), the rows of
//! the card display, the commands the table gives and the events they
//! become.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::Goal;
use super::joins::JoinTable;
use super::projects::{AdvancedCard, BasicCard, Requirement};
use super::rocket::RocketEntry;
use super::scoring::Variant;
use super::scrap::{Exchange, Tile};

/// S5: markers per player in the advanced variant.
pub const MARKERS: u32 = 6;

/// S4: at most two cards completed per turn.
pub const COMPLETIONS_PER_TURN: u32 = 2;

fn default_countdown() -> Vec<u32> {
    vec![3, 2, 1]
}

fn default_display() -> u32 {
    4
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "SpacecraftSetup")]
pub struct Setup {
    #[serde(default)]
    pub variant: Variant,
    /// S7: the rocket plan card's requirements.
    pub plan: Vec<Requirement>,
    /// S7: the countdown cards before the launch card, in flipping order.
    /// Their values are lost with the rulebook's illustration, so this is a
    /// setting (default 3, 2, 1).
    #[serde(default = "default_countdown")]
    pub countdown: Vec<u32>,
    /// S6: each seat's personal goal (1–8), if chosen already.
    #[serde(default)]
    #[ts(optional)]
    pub goals: Option<Vec<Option<u32>>>,
    /// Colours the table added to the five known ones.
    #[serde(default)]
    pub colours: Vec<String>,
    /// S2 as data; the standard table when absent.
    #[serde(default)]
    #[ts(optional)]
    pub joins: Option<JoinTable>,
    /// S4: spaces per display row.
    #[serde(default = "default_display")]
    pub display: u32,
    /// S4: basic project cards in play (display and stack), if known; the
    /// game then ends when the display cannot be refilled (S7).
    #[serde(default)]
    #[ts(optional)]
    pub project_cards: Option<u32>,
    /// S5: the advanced cards laid out (advanced variant).
    #[serde(default)]
    pub advanced_cards: Vec<AdvancedCard>,
}

/// S7: which alternative end a player declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftEndCause")]
pub enum EndCause {
    /// The current player, outside the scrapyard, cannot place their pawn.
    #[default]
    CannotPlace,
    /// The project display cannot be refilled (for a table that did not say
    /// how many cards are in play; otherwise the app sees it by itself).
    DisplayEmpty,
}

/// A display row (S4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftRow")]
pub enum Row {
    Lower,
    Upper,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "SpacecraftCommand")]
pub enum Command {
    /// S6, S7c: `seat` keeps this personal goal, once, before their first
    /// action (a mistaken choice is undone).
    ChooseGoal {
        seat: usize,
        goal: u32,
    },
    /// S4: the card the table put in an empty display space.
    RevealCard {
        row: Row,
        slot: usize,
        card: BasicCard,
    },
    /// The current player puts their pawn on the scrapyard and takes the
    /// stack's top tile (S9; no tile only in a session begun before the app
    /// kept the scrap).
    Enter {
        #[serde(default)]
        #[ts(optional)]
        tile: Option<Tile>,
    },
    /// The current player moves on the scrapyard and takes a tile (S9).
    Search {
        #[serde(default)]
        #[ts(optional)]
        tile: Option<Tile>,
    },
    /// The current player leaves the scrapyard (then builds and completes).
    Leave,
    /// S2/S9: after leaving and before any project card, the rocket as
    /// rebuilt: every part owned plus at most two new ones this leave, legal,
    /// each new part paid by one exchange of scrap.
    Build {
        rocket: RocketEntry,
        #[serde(default)]
        exchanges: Vec<Exchange>,
    },
    /// S4: complete the card in lower-row space `slot`, or the reserved card.
    Complete {
        #[serde(default)]
        #[ts(optional)]
        slot: Option<usize>,
    },
    /// S4: reserve the card in lower-row space `slot`.
    Reserve {
        slot: usize,
    },
    /// S5: place a marker on advanced card `card` (index in the layout).
    PlaceMarker {
        card: usize,
    },
    EndTurn,
    /// S7 alternative ends: the current player, outside the scrapyard,
    /// cannot place their pawn; or the display cannot be refilled. Ends the
    /// game with the current player.
    DeclareEnd {
        reason: String,
        #[serde(default)]
        cause: EndCause,
    },
    /// S8: the unused scrap tiles per seat (the tie-break); finishes.
    Finish {
        unused_scrap: Vec<u32>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    GoalChosen {
        seat: usize,
        goal: Goal,
    },
    CardRevealed {
        row: Row,
        slot: usize,
        card: BasicCard,
    },
    /// `tile`: the tile taken (absent in logs written before the app kept
    /// the scrap; such a log plays on without it).
    Entered {
        seat: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<Tile>,
    },
    Searched {
        seat: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<Tile>,
    },
    Left {
        seat: usize,
    },
    /// `added`: parts new since leaving; `exchanges`: what paid for the
    /// parts new in this build (absent when none, and in older logs).
    Built {
        seat: usize,
        rocket: String,
        added: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exchanges: Vec<Exchange>,
    },
    /// S7: `seat` met the plan first: the countdown and launch card.
    PlanMet {
        seat: usize,
    },
    Completed {
        seat: usize,
        slot: Option<usize>,
        card: BasicCard,
    },
    Reserved {
        seat: usize,
        slot: usize,
        card: BasicCard,
    },
    MarkerPlaced {
        seat: usize,
        card: usize,
    },
    /// S4: cards that moved down into these lower-row spaces.
    TurnEnded {
        seat: usize,
        moved: Vec<usize>,
    },
    /// S7: the countdown card flipped at the start of the holder's turn
    /// (`value` null: the launch card).
    CountdownFlipped {
        value: Option<u32>,
    },
    /// S7: the game ends; `queue` may still leave the scrapyard, in order.
    GameEnded {
        by: usize,
        reason: String,
        queue: Vec<usize>,
    },
    Finished {
        unused_scrap: Vec<u32>,
    },
}
