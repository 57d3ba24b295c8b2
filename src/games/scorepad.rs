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

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::session::{seat_name, Game, Outcome, RuleError, Seat};

pub const MAX_SEATS: usize = 12;
pub const MAX_ROUNDS: usize = 1000;
pub const MAX_ABS_SCORE: i64 = 1_000_000_000;

pub struct Scorepad;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum WinRule {
    #[default]
    Highest,
    Lowest,
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
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ScorepadState")]
pub struct State {
    pub title: String,
    pub win: WinRule,
    pub players: Vec<String>,
    /// `rounds[r][seat]`; `null` is a cell nobody filled in yet.
    #[ts(type = "Array<Array<number | null>>")]
    pub rounds: Vec<Vec<Option<i64>>>,
    /// Total per seat after each round: `running[r][seat]`.
    #[ts(type = "Array<Array<number>>")]
    pub running: Vec<Vec<i64>>,
    #[ts(type = "Array<number>")]
    pub totals: Vec<i64>,
    /// Seats currently winning (SP5); empty before any score.
    pub leaders: Vec<usize>,
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
}

fn check_score(score: Option<i64>) -> Result<(), RuleError> {
    match score {
        Some(s) if !(-MAX_ABS_SCORE..=MAX_ABS_SCORE).contains(&s) => Err(RuleError::new(
            "SP2",
            format!(
                "{s} is out of range: a score must be between -1,000,000,000 and 1,000,000,000"
            ),
        )),
        _ => Ok(()),
    }
}

fn check_round(state: &State, round: usize) -> Result<usize, RuleError> {
    if round == 0 || round > state.rounds.len() {
        let have = match state.rounds.len() {
            0 => "there are no rounds yet".to_string(),
            1 => "there is only round 1".to_string(),
            n => format!("rounds are numbered 1 to {n}"),
        };
        return Err(RuleError::new(
            "SP3",
            format!("there is no round {round}: {have}"),
        ));
    }
    Ok(round - 1)
}

fn check_seat(state: &State, seat: usize) -> Result<(), RuleError> {
    if seat >= state.players.len() {
        return Err(RuleError::new(
            "SP3",
            format!(
                "there is no seat {seat}: seats are numbered 0 to {}",
                state.players.len() - 1
            ),
        ));
    }
    Ok(())
}

/// Totals, running totals and leaders follow from the rounds (SP2, SP5).
/// Running totals before round `from` (0-based) are still right, so only
/// the rest is recomputed: adding a round costs one row, not the game.
fn recount(mut state: State, from: usize) -> State {
    let seats = state.players.len();
    let from = from.min(state.rounds.len()).min(state.running.len());
    state.running.truncate(from);
    let mut totals = match from.checked_sub(1) {
        Some(previous) => state.running[previous].clone(),
        None => vec![0i64; seats],
    };
    for round in &state.rounds[from..] {
        for (total, cell) in totals.iter_mut().zip(round) {
            *total += cell.unwrap_or(0);
        }
        state.running.push(totals.clone());
    }
    let any_score = state.rounds.iter().flatten().any(Option::is_some);
    state.leaders = if any_score {
        winners(&totals, state.win)
    } else {
        Vec::new()
    };
    state.totals = totals;
    state
}

/// Seats with the best total (SP5); all of them when tied.
pub fn winners(totals: &[i64], win: WinRule) -> Vec<usize> {
    let best = match win {
        WinRule::Highest => totals.iter().max(),
        WinRule::Lowest => totals.iter().min(),
    };
    match best {
        Some(best) => (0..totals.len()).filter(|&s| totals[s] == *best).collect(),
        None => Vec::new(),
    }
}

fn show(score: Option<i64>) -> String {
    score.map_or_else(|| "blank".to_string(), |s| s.to_string())
}

impl Game for Scorepad {
    const ID: &'static str = "scorepad";
    const NAME: &'static str = "Scorepad";

    type Setup = Setup;
    type State = State;
    type Command = Command;
    type Event = Event;

    fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
        if seats.is_empty() || seats.len() > MAX_SEATS {
            return Err(RuleError::new(
                "SP1",
                format!(
                    "a scorepad needs 1 to {MAX_SEATS} players, not {}",
                    seats.len()
                ),
            ));
        }
        for (i, seat) in seats.iter().enumerate() {
            if seat.name.trim().is_empty() {
                return Err(RuleError::new("SP1", format!("seat {} has no name", i + 1)));
            }
            if seats[..i]
                .iter()
                .any(|s| s.name.trim().eq_ignore_ascii_case(seat.name.trim()))
            {
                return Err(RuleError::new(
                    "SP1",
                    format!("{} sits at the table twice", seat.name.trim()),
                ));
            }
        }
        Ok(recount(
            State {
                title: setup.title.trim().to_string(),
                win: setup.win,
                players: seats.iter().map(|s| s.name.trim().to_string()).collect(),
                rounds: Vec::new(),
                running: Vec::new(),
                totals: Vec::new(),
                leaders: Vec::new(),
            },
            0,
        ))
    }

    fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        match cmd {
            Command::AddRound { scores } => {
                if state.rounds.len() >= MAX_ROUNDS {
                    return Err(RuleError::new(
                        "SP3",
                        format!("a scorepad holds at most {MAX_ROUNDS} rounds"),
                    ));
                }
                let scores = match scores {
                    None => vec![None; state.players.len()],
                    Some(scores) if scores.len() == state.players.len() => scores.clone(),
                    Some(scores) => {
                        return Err(RuleError::new(
                            "SP3",
                            format!(
                                "a round needs one score per player: {} players, {} scores given",
                                state.players.len(),
                                scores.len()
                            ),
                        ))
                    }
                };
                for score in &scores {
                    check_score(*score)?;
                }
                Ok(vec![Event::RoundAdded {
                    round: state.rounds.len() + 1,
                    scores,
                }])
            }
            Command::SetScore { round, seat, score } => {
                let r = check_round(state, *round)?;
                check_seat(state, *seat)?;
                check_score(*score)?;
                let previous = state.rounds[r][*seat];
                Ok(vec![Event::ScoreSet {
                    round: *round,
                    seat: *seat,
                    score: *score,
                    previous,
                }])
            }
            Command::RemoveRound { round } => {
                check_round(state, *round)?;
                if *round != state.rounds.len() {
                    return Err(RuleError::new(
                        "SP4",
                        format!(
                            "only the last round ({}) can be removed, not round {round}",
                            state.rounds.len()
                        ),
                    ));
                }
                Ok(vec![Event::RoundRemoved { round: *round }])
            }
        }
    }

    /// An event is what `decide` would make of the same command (SP2–SP4),
    /// for the round that comes next.
    fn check_event(state: &State, event: &Event) -> Result<(), RuleError> {
        match event {
            Event::RoundAdded { round, scores } => {
                if *round != state.rounds.len() + 1 {
                    return Err(RuleError::new(
                        "SP3",
                        format!(
                            "round {round} cannot be added after {} rounds",
                            state.rounds.len()
                        ),
                    ));
                }
                let scores = Some(scores.clone());
                Self::decide(state, &Command::AddRound { scores }).map(|_| ())
            }
            Event::ScoreSet {
                round, seat, score, ..
            } => Self::decide(
                state,
                &Command::SetScore {
                    round: *round,
                    seat: *seat,
                    score: *score,
                },
            )
            .map(|_| ()),
            Event::RoundRemoved { round } => {
                Self::decide(state, &Command::RemoveRound { round: *round }).map(|_| ())
            }
        }
    }

    fn evolve(mut state: State, event: &Event) -> State {
        let changed_from = match event {
            Event::RoundAdded { scores, .. } => {
                state.rounds.push(scores.clone());
                state.rounds.len() - 1
            }
            Event::ScoreSet {
                round, seat, score, ..
            } => {
                let r = round.saturating_sub(1);
                if let Some(cell) = state.rounds.get_mut(r).and_then(|row| row.get_mut(*seat)) {
                    *cell = *score;
                }
                r
            }
            Event::RoundRemoved { .. } => {
                state.rounds.pop();
                state.rounds.len()
            }
        };
        recount(state, changed_from)
    }

    fn rounds_played(state: &State) -> Option<u32> {
        u32::try_from(state.rounds.len()).ok()
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.totals.clone(),
            winners: state.leaders.clone(),
            places: Vec::new(),
        }
    }

    fn describe(state: &State, event: &Event) -> String {
        let name = |seat: &usize| seat_name(&state.players, *seat);
        match event {
            Event::RoundAdded { round, scores } if scores.iter().all(Option::is_none) => {
                format!("Round {round} added")
            }
            Event::RoundAdded { round, scores } => {
                let cells: Vec<String> = scores
                    .iter()
                    .enumerate()
                    .map(|(seat, s)| format!("{} {}", name(&seat), show(*s)))
                    .collect();
                format!("Round {round} added: {}", cells.join(", "))
            }
            Event::ScoreSet {
                round,
                seat,
                score,
                previous,
            } => format!(
                "Round {round}: {} {} (was {})",
                name(seat),
                show(*score),
                show(*previous)
            ),
            Event::RoundRemoved { round } => format!("Round {round} removed"),
        }
    }
}
