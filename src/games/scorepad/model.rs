//! What a scorepad session is made of: its setup (the win rule, teams),
//! the commands the table gives and the events they become, and the
//! limits SP1–SP3 set.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub const MAX_SEATS: usize = 12;

pub const MAX_ROUNDS: usize = 1000;

pub const MAX_ABS_SCORE: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum WinRule {
    #[default]
    Highest,
    Lowest,
    /// No score decides: the table names the winners (SP6).
    Chosen,
    /// Everyone wins or loses together (SP7).
    Cooperative,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ScorepadSetup")]
pub struct Setup {
    /// What is being played ("Carcassonne"); shown in history.
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub win: WinRule,
    /// Each seat's team, numbered from 1 (SP8); empty: no teams.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<u32>>")]
    pub teams: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "ScorepadCommand")]
pub enum Command {
    /// A new round at the end, empty or with a score per seat.
    AddRound {
        #[serde(default)]
        #[ts(type = "Array<number | null> | null", optional)]
        scores: Option<Vec<Option<i64>>>,
    },
    /// Sets (or clears, with `null`) one cell.
    SetScore {
        round: usize,
        seat: usize,
        #[ts(type = "number | null")]
        score: Option<i64>,
    },
    /// Removes the last round (SP4).
    RemoveRound { round: usize },
    /// Names the winners of a game no score decides (SP6); none clears.
    ChooseWinners { seats: Vec<usize> },
    /// Says whether a cooperative table won together (SP7); `null` clears.
    DeclareResult { won: Option<bool> },
    /// Orders seats tied on a total, best first (SP9).
    BreakTie { seats: Vec<usize> },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundAdded {
        round: usize,
        scores: Vec<Option<i64>>,
    },
    ScoreSet {
        round: usize,
        seat: usize,
        score: Option<i64>,
        previous: Option<i64>,
    },
    RoundRemoved {
        round: usize,
    },
    WinnersChosen {
        seats: Vec<usize>,
    },
    ResultDeclared {
        won: Option<bool>,
    },
    TieBroken {
        seats: Vec<usize>,
    },
}
