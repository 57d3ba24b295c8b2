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

mod standing;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use standing::winners;
use standing::{breaks_a_tie, standing, team_totals};

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

/// What the log has established: the rounds and the table's choices,
/// with each seat's total and the standing kept up to date event by event
/// (a few numbers per seat). The running total after each round is the
/// [`View`]'s, computed once for the screen rather than after every event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ScorepadFacts")]
pub struct State {
    pub title: String,
    pub win: WinRule,
    pub players: Vec<String>,
    /// `rounds[r][seat]`; `null` is a cell nobody filled in yet.
    #[ts(type = "Array<Array<number | null>>")]
    pub rounds: Vec<Vec<Option<i64>>>,
    #[ts(type = "Array<number>")]
    pub totals: Vec<i64>,
    /// Seats currently winning (SP5–SP9); empty before any score.
    pub leaders: Vec<usize>,
    /// Each seat's team (SP8); empty: no teams.
    pub teams: Vec<u32>,
    /// Each team's total, team 1 first (SP8); empty without teams.
    #[ts(type = "Array<number>")]
    pub team_totals: Vec<i64>,
    /// The winners the table named (SP6).
    pub chosen: Vec<usize>,
    /// Whether the table won together (SP7); `null` until it says.
    pub cooperative_won: Option<bool>,
    /// Ties the table broke, each best first (SP9), oldest first.
    pub tie_breaks: Vec<Vec<usize>>,
    /// Each seat's place while a tie-break is in effect (SP9); empty:
    /// places follow the totals.
    pub places: Vec<u32>,
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

/// SP3: a round with one score per player (or all blank), within the
/// scorepad's rounds.
fn add_round(state: &State, scores: &Option<Vec<Option<i64>>>) -> Result<Vec<Event>, RuleError> {
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

/// The scorepad as the screen shows it: the state and each seat's running
/// total after every round, `running[r][seat]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ScorepadState")]
pub struct View {
    #[serde(flatten)]
    #[ts(flatten)]
    pub state: State,
    #[ts(type = "Array<Array<number>>")]
    pub running: Vec<Vec<i64>>,
}

impl View {
    pub fn of(state: State) -> View {
        let mut totals = vec![0i64; state.players.len()];
        let running = state
            .rounds
            .iter()
            .map(|round| {
                add(&mut totals, round, 1);
                totals.clone()
            })
            .collect();
        View { state, running }
    }
}

/// Adds (`sign` 1) or takes away (-1) a round's scores to each seat's total.
fn add(totals: &mut [i64], round: &[Option<i64>], sign: i64) {
    for (total, cell) in totals.iter_mut().zip(round) {
        *total = total.saturating_add(sign.saturating_mul(cell.unwrap_or(0)));
    }
}

/// Team totals and the standing follow from the totals (SP5–SP9).
fn settle(mut state: State) -> State {
    let any_score = state.rounds.iter().flatten().any(Option::is_some);
    if !state.teams.is_empty() {
        state.team_totals = team_totals(&state.teams, &state.totals);
    }
    (state.leaders, state.places) = standing(&state, any_score);
    state
}

/// Teams numbered from 1 without gaps, one per seat, two or more (SP8).
fn check_teams(teams: &[u32], seats: usize, win: WinRule) -> Result<(), RuleError> {
    if teams.is_empty() {
        return Ok(());
    }
    let refuse = |message: String| Err(RuleError::new("SP8", message));
    if win == WinRule::Cooperative {
        return refuse("a cooperative game has no teams: the whole table is one".into());
    }
    if teams.len() != seats {
        return refuse(format!(
            "every seat needs a team: {seats} seats, {} teams given",
            teams.len()
        ));
    }
    let count = teams.iter().copied().max().unwrap_or(0);
    if let Some(missing) = (1..=count).find(|n| !teams.contains(n)) {
        return refuse(format!(
            "teams are numbered from 1 without gaps: there is a team {count} but no team {missing}"
        ));
    }
    if teams.contains(&0) {
        return refuse("teams are numbered from 1".into());
    }
    if count < 2 {
        return refuse("a team game needs at least two teams".into());
    }
    Ok(())
}

/// Seats that exist, none named twice.
fn distinct_seats(state: &State, seats: &[usize], rule: &str) -> Result<(), RuleError> {
    for (i, &seat) in seats.iter().enumerate() {
        check_seat(state, seat).map_err(|e| RuleError::new(rule, e.message))?;
        if seats[..i].contains(&seat) {
            return Err(RuleError::new(
                rule,
                format!("{} is named twice", seat_name(&state.players, seat)),
            ));
        }
    }
    Ok(())
}

/// A tie-break orders every seat tied on one total, best first (SP9).
fn check_tie_break(state: &State, seats: &[usize]) -> Result<(), RuleError> {
    let refuse = |message: String| Err(RuleError::new("SP9", message));
    match state.win {
        WinRule::Highest | WinRule::Lowest if state.teams.is_empty() => {}
        WinRule::Highest | WinRule::Lowest => {
            return refuse("a tie between teams is not broken here: the table decides".into())
        }
        _ => return refuse("only a game decided by its totals has ties to break".into()),
    }
    distinct_seats(state, seats, "SP9")?;
    if seats.len() < 2 {
        return refuse("a tie needs two or more seats".into());
    }
    if !breaks_a_tie(&state.totals, seats) {
        let said: Vec<String> = seats
            .iter()
            .map(|&s| {
                let total = state.totals.get(s).copied().unwrap_or(0);
                format!("{} ({total})", seat_name(&state.players, s))
            })
            .collect();
        return refuse(format!(
            "{} are not all the seats tied on one total",
            said.join(", ")
        ));
    }
    Ok(())
}

fn show(score: Option<i64>) -> String {
    score.map_or_else(|| "blank".to_string(), |s| s.to_string())
}

impl Game for Scorepad {
    const ID: &'static str = "scorepad";
    const NAME: &'static str = "Scorepad";

    type Setup = Setup;
    type State = State;
    type View = View;
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
        check_teams(&setup.teams, seats.len(), setup.win)?;
        Ok(settle(State {
            title: setup.title.trim().to_string(),
            win: setup.win,
            players: seats.iter().map(|s| s.name.trim().to_string()).collect(),
            rounds: Vec::new(),
            totals: vec![0; seats.len()],
            leaders: Vec::new(),
            teams: setup.teams.clone(),
            team_totals: Vec::new(),
            chosen: Vec::new(),
            cooperative_won: None,
            tie_breaks: Vec::new(),
            places: Vec::new(),
        }))
    }

    fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        match cmd {
            Command::AddRound { scores } => add_round(state, scores),
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
            Command::ChooseWinners { seats } => {
                if state.win != WinRule::Chosen {
                    return Err(RuleError::new(
                        "SP6",
                        "this game is decided by its totals (SP5): winners are named only in a game no score decides",
                    ));
                }
                distinct_seats(state, seats, "SP6")?;
                Ok(vec![Event::WinnersChosen {
                    seats: seats.clone(),
                }])
            }
            Command::DeclareResult { won } => {
                if state.win != WinRule::Cooperative {
                    return Err(RuleError::new(
                        "SP7",
                        "only a cooperative game is won or lost together",
                    ));
                }
                Ok(vec![Event::ResultDeclared { won: *won }])
            }
            Command::BreakTie { seats } => {
                check_tie_break(state, seats)?;
                Ok(vec![Event::TieBroken {
                    seats: seats.clone(),
                }])
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
            Event::WinnersChosen { seats } => Self::decide(
                state,
                &Command::ChooseWinners {
                    seats: seats.clone(),
                },
            )
            .map(|_| ()),
            Event::ResultDeclared { won } => {
                Self::decide(state, &Command::DeclareResult { won: *won }).map(|_| ())
            }
            Event::TieBroken { seats } => Self::decide(
                state,
                &Command::BreakTie {
                    seats: seats.clone(),
                },
            )
            .map(|_| ()),
        }
    }

    fn view(state: &State) -> View {
        View::of(state.clone())
    }

    fn evolve(mut state: State, event: &Event) -> State {
        match event {
            Event::RoundAdded { scores, .. } => {
                add(&mut state.totals, scores, 1);
                state.rounds.push(scores.clone());
            }
            Event::ScoreSet {
                round, seat, score, ..
            } => {
                let cell = state
                    .rounds
                    .get_mut(round.saturating_sub(1))
                    .and_then(|row| row.get_mut(*seat));
                if let (Some(cell), Some(total)) = (cell, state.totals.get_mut(*seat)) {
                    let change = score.unwrap_or(0).saturating_sub(cell.unwrap_or(0));
                    *total = total.saturating_add(change);
                    *cell = *score;
                }
            }
            Event::RoundRemoved { .. } => {
                if let Some(last) = state.rounds.pop() {
                    add(&mut state.totals, &last, -1);
                }
            }
            // The table's choices change who wins, not a round's totals.
            Event::WinnersChosen { seats } => state.chosen = seats.clone(),
            Event::ResultDeclared { won } => state.cooperative_won = *won,
            Event::TieBroken { seats } => state.tie_breaks.push(seats.clone()),
        }
        settle(state)
    }

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
            Event::WinnersChosen { seats } if seats.is_empty() => "No winner named".to_string(),
            Event::WinnersChosen { seats } => {
                let names: Vec<String> = seats.iter().map(name).collect();
                format!("Won by {}", names.join(" and "))
            }
            Event::ResultDeclared { won: Some(true) } => "The table won together".to_string(),
            Event::ResultDeclared { won: Some(false) } => "The table lost together".to_string(),
            Event::ResultDeclared { won: None } => "Result not said yet".to_string(),
            Event::TieBroken { seats } => {
                let names: Vec<String> = seats.iter().map(name).collect();
                format!("Tie broken: {}", names.join(" ahead of "))
            }
        }
    }
}
