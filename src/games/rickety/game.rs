//! Rickety Ships at the table: three rounds (R9) of go → build → "done" →
//! enter the ships → score (R8), as a [`Game`] on the session engine.
//!
//! Ships are stored in events as layout text, and each round's scores are
//! frozen into the event that ends it, so history never changes under a
//! later rules fix. Round-flow refusals cite R9 (three rounds, each built
//! then scored) or R8 (who called "done").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::grid::Pos;
use super::layout::{Layout, Stack, MAX_GRID};
use super::legality::{check, Violation};
use super::round::{score_round, RoundReport};
use super::scoring::{game_winners, Totals};
use super::shape::{Role, Shape};
use crate::session::{decided_as, seat_name, Figure, Game, Outcome, RuleError, Seat};

pub const ROUNDS: u8 = 3;

pub struct Rickety;

/// The shape as a session records it: always the full grid, so the session
/// replays the same even if a saved shape is edited later. On input a
/// built-in shape may be named by a string (`"basic"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ShapeSpec", into = "ShapeGrid")]
pub struct SessionShape(pub Shape);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShapeGrid")]
pub struct ShapeGrid {
    pub name: String,
    /// Shape text: `C` cannon, `R` rocket, `7` start, `#` hull, `.` outside.
    pub grid: String,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ShapeSpec {
    Name(String),
    Grid(ShapeGrid),
}

impl TryFrom<ShapeSpec> for SessionShape {
    type Error = String;
    fn try_from(spec: ShapeSpec) -> Result<Self, String> {
        match spec {
            ShapeSpec::Name(name) => Shape::built_in(&name).map(SessionShape).ok_or_else(|| {
                format!("there is no built-in shape {name:?}; give {{\"name\", \"grid\"}} for a drawn shape")
            }),
            ShapeSpec::Grid(g) => Shape::parse(&g.name, &g.grid).map(SessionShape).map_err(|e| e.to_string()),
        }
    }
}

impl From<SessionShape> for ShapeGrid {
    fn from(shape: SessionShape) -> Self {
        ShapeGrid {
            grid: shape.0.to_text(),
            name: shape.0.name,
        }
    }
}

impl Default for SessionShape {
    fn default() -> Self {
        SessionShape(Shape::built_in("basic").unwrap_or(Shape {
            name: "basic".into(),
            cells: vec![vec![Some(Role::Start)]],
        }))
    }
}

fn two() -> u8 {
    2
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "RicketySetup")]
pub struct Setup {
    /// R2: 2 to 4 decks.
    #[serde(default = "two")]
    pub decks: u8,
    /// A built-in shape's name, or `{name, grid}`; stored as `{name, grid}`.
    #[serde(default)]
    #[ts(as = "ShapeGrid")]
    pub shape: SessionShape,
}

/// A layout as typed: parsed when the command is read, so unreadable text
/// is refused with its line and column before reaching the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct LayoutText(pub Layout);

impl TryFrom<String> for LayoutText {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        Layout::parse(&text)
            .map(LayoutText)
            .map_err(|e| e.to_string())
    }
}

impl From<LayoutText> for String {
    fn from(layout: LayoutText) -> String {
        layout.0.to_text()
    }
}

/// One stack as typed (`8H/9H`, `9H^2`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct StackText(pub Stack);

impl TryFrom<String> for StackText {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        Stack::parse(&text).map(StackText)
    }
}

impl From<StackText> for String {
    fn from(stack: StackText) -> String {
        stack.0.to_string()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "RicketyPhase")]
pub enum Phase {
    /// Before "go".
    Ready,
    /// Everyone is building.
    Building,
    /// Someone called "done" (or the table stopped): ships are entered.
    Scoring,
    /// The round is scored; next round, or the end after round 3.
    Scored,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShip")]
pub struct Ship {
    /// Layout text ("" before anything is entered).
    pub layout: String,
    /// `null` until a card is entered; then R2–R7's verdict.
    #[ts(type = "boolean | null")]
    pub legal: Option<bool>,
    pub complete: bool,
    pub violations: Vec<Violation>,
    pub undetermined: Option<String>,
    pub totals: Totals,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyRoundRecord")]
pub struct RoundRecord {
    pub round: u8,
    pub done_first: Option<usize>,
    pub layouts: Vec<String>,
    pub report: RoundReport,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShapeView")]
pub struct ShapeView {
    pub name: String,
    pub cells: Vec<Vec<Option<Role>>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyState")]
pub struct State {
    pub players: Vec<String>,
    pub decks: u8,
    pub shape: ShapeView,
    /// The round being played, 1 to 3.
    pub round: u8,
    pub phase: Phase,
    /// When "go" was tapped (RFC 3339, from the device that tapped it).
    pub started_at: Option<String>,
    pub done_first: Option<usize>,
    pub ships: Vec<Ship>,
    pub rounds: Vec<RoundRecord>,
    /// VPs so far per seat (R9).
    pub vp: Vec<u32>,
    /// Seats with the most VPs (shared ties); empty before any VP.
    pub leaders: Vec<usize>,
    #[serde(skip)]
    #[ts(skip)]
    layouts: Vec<Layout>,
    #[serde(skip)]
    #[ts(skip)]
    shape_data: Option<Shape>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "RicketyCommand")]
pub enum Command {
    /// "Go": the round's building starts.
    StartRound {
        #[serde(default)]
        #[ts(optional)]
        started_at: Option<String>,
    },
    /// `seat` called "done" first (R8); building stops.
    Done {
        seat: usize,
    },
    /// Building stops without anyone calling "done".
    Stop,
    /// A whole ship as layout text.
    SetLayout {
        seat: usize,
        #[ts(type = "string")]
        layout: LayoutText,
    },
    /// One cell: a stack, or `null` to clear it.
    SetCell {
        seat: usize,
        row: usize,
        col: usize,
        #[ts(type = "string | null")]
        stack: Option<StackText>,
    },
    /// Scores the round (R8) and freezes its result.
    EndRound,
    NextRound,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u8,
        started_at: Option<String>,
    },
    DoneCalled {
        round: u8,
        seat: usize,
    },
    Stopped {
        round: u8,
    },
    LayoutSet {
        seat: usize,
        layout: String,
    },
    CellSet {
        seat: usize,
        row: usize,
        col: usize,
        stack: Option<String>,
    },
    RoundEnded {
        record: RoundRecord,
    },
    NextRound {
        round: u8,
    },
}

fn flow(message: impl Into<String>) -> RuleError {
    RuleError::new("R9", message)
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Ready => "waiting for go",
        Phase::Building => "building",
        Phase::Scoring => "entering ships",
        Phase::Scored => "scored",
        Phase::Finished => "over",
    }
}

impl State {
    fn shape(&self) -> Shape {
        self.shape_data.clone().unwrap_or_else(|| Shape {
            name: self.shape.name.clone(),
            cells: self.shape.cells.clone(),
        })
    }

    fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        if seat >= self.players.len() {
            return Err(RuleError::new(
                "R9",
                format!(
                    "there is no seat {seat}: seats are numbered 0 to {}",
                    self.players.len() - 1
                ),
            ));
        }
        Ok(())
    }

    fn can_edit(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Building | Phase::Scoring => Ok(()),
            other => Err(flow(format!(
                "ships can be entered while building or scoring a round, not while the round is {}",
                phase_name(other)
            ))),
        }
    }

    fn judge(&mut self, seat: usize) {
        let shape = self.shape();
        let Some(layout) = self.layouts.get(seat) else {
            return;
        };
        let empty = layout.stacks().next().is_none();
        let verdict = check(layout, &shape, self.decks);
        if let Some(ship) = self.ships.get_mut(seat) {
            *ship = Ship {
                layout: if empty {
                    String::new()
                } else {
                    layout.to_text()
                },
                legal: if empty { None } else { verdict.legal },
                complete: verdict.complete,
                violations: verdict.violations,
                undetermined: verdict.undetermined,
                totals: verdict.totals,
            };
        }
    }

    fn clear_ships(&mut self) {
        let (rows, cols) = (
            self.shape.cells.len(),
            self.shape.cells.iter().map(Vec::len).max().unwrap_or(0),
        );
        self.layouts = vec![Layout::empty(rows, cols); self.players.len()];
        for seat in 0..self.players.len() {
            self.judge(seat);
        }
    }
}

/// R8: a frozen round report has one row per seat, each row's VPs are its
/// awards, and each of the five awards went to one player at most.
fn check_report(report: &RoundReport, seats: usize) -> Result<(), RuleError> {
    if report.players.len() != seats {
        return Err(RuleError::new(
            "R8",
            format!(
                "the round's scores have {} rows for {seats} players",
                report.players.len()
            ),
        ));
    }
    let awards =
        |a: &super::scoring::Awards| [a.done, a.rockets, a.cannons, a.crew_cargo, a.battery];
    let mut won = [0u32; 5];
    for (seat, player) in report.players.iter().enumerate() {
        if player.round_vp != player.vp.round_vp() {
            return Err(RuleError::new(
                "R8",
                format!(
                    "seat {seat} scores {} VP but won {} awards",
                    player.round_vp,
                    player.vp.round_vp()
                ),
            ));
        }
        for (n, vp) in won.iter_mut().zip(awards(&player.vp)) {
            *n += u32::from(vp);
        }
    }
    if won.iter().any(|n| *n > 1) {
        return Err(RuleError::new(
            "R8",
            "each of the five VPs of a round is won by one player at most (1 VP each)",
        ));
    }
    Ok(())
}

fn blank_ship() -> Ship {
    Ship {
        layout: String::new(),
        legal: None,
        complete: false,
        violations: Vec::new(),
        undetermined: None,
        totals: Totals::default(),
    }
}

impl Game for Rickety {
    const ID: &'static str = "rickety";
    const NAME: &'static str = "Rickety Ships";

    type Setup = Setup;
    type State = State;
    type View = State;
    type Command = Command;
    type Event = Event;

    fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
        if !(2..=6).contains(&seats.len()) {
            return Err(RuleError::new(
                "R9",
                format!("Rickety Ships is for 2 to 6 players, not {}", seats.len()),
            ));
        }
        if !(2..=4).contains(&setup.decks) {
            return Err(RuleError::new(
                "R2",
                format!("play with 2 to 4 decks, not {}", setup.decks),
            ));
        }
        let shape = setup.shape.0.clone();
        shape
            .validate()
            .map_err(|e| RuleError::new("R3", e.message))?;
        let mut state = State {
            players: seats.iter().map(|s| s.name.trim().to_string()).collect(),
            decks: setup.decks,
            shape: ShapeView {
                name: shape.name.clone(),
                cells: shape.cells.clone(),
            },
            round: 1,
            phase: Phase::Ready,
            started_at: None,
            done_first: None,
            ships: vec![blank_ship(); seats.len()],
            rounds: Vec::new(),
            vp: vec![0; seats.len()],
            leaders: Vec::new(),
            layouts: Vec::new(),
            shape_data: Some(shape),
        };
        state.clear_ships();
        Ok(state)
    }

    fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        match cmd {
            Command::StartRound { started_at } => match state.phase {
                Phase::Ready => Ok(vec![Event::RoundStarted {
                    round: state.round,
                    started_at: started_at.clone(),
                }]),
                other => Err(flow(format!(
                    "round {} is already {}",
                    state.round,
                    phase_name(other)
                ))),
            },
            Command::Done { seat } => call_done(state, *seat),
            Command::Stop => match state.phase {
                Phase::Building => Ok(vec![Event::Stopped { round: state.round }]),
                other => Err(flow(format!(
                    "nobody is building: the round is {}",
                    phase_name(other)
                ))),
            },
            Command::SetLayout { seat, layout } => {
                state.check_seat(*seat)?;
                state.can_edit()?;
                Ok(vec![Event::LayoutSet {
                    seat: *seat,
                    layout: layout.0.to_text(),
                }])
            }
            Command::SetCell {
                seat,
                row,
                col,
                stack,
            } => set_cell(
                state,
                *seat,
                Pos {
                    row: *row,
                    col: *col,
                },
                stack,
            ),
            Command::EndRound => end_round(state),
            Command::NextRound => match state.phase {
                Phase::Scored => Ok(vec![Event::NextRound {
                    round: state.round + 1,
                }]),
                Phase::Finished => Err(flow(format!("the game is over after {ROUNDS} rounds"))),
                other => Err(flow(format!(
                    "score round {} first (it is {})",
                    state.round,
                    phase_name(other)
                ))),
            },
        }
    }

    /// An event is what `decide` makes of the command it came from (R8,
    /// R9), rebuilt from the event. A round's frozen scores are not scored
    /// again (a later rules fix must not change history): the record must
    /// be this round's, with the ships as entered, one row per seat and
    /// each of the five VPs won at most once (R8).
    fn check_event(state: &State, event: &Event) -> Result<(), RuleError> {
        match event {
            Event::RoundStarted { started_at, .. } => decided_as::<Self>(
                state,
                event,
                [Command::StartRound {
                    started_at: started_at.clone(),
                }],
                "R9",
            ),
            Event::DoneCalled { seat, .. } => {
                decided_as::<Self>(state, event, [Command::Done { seat: *seat }], "R8")
            }
            Event::Stopped { .. } => decided_as::<Self>(state, event, [Command::Stop], "R9"),
            Event::LayoutSet { seat, layout } => {
                let layout = LayoutText::try_from(layout.clone())
                    .map_err(|e| RuleError::new("R3", format!("the ship cannot be read: {e}")))?;
                let read = Event::LayoutSet {
                    seat: *seat,
                    layout: layout.0.to_text(),
                };
                let command = Command::SetLayout {
                    seat: *seat,
                    layout,
                };
                decided_as::<Self>(state, &read, [command], "R3")
            }
            Event::CellSet {
                seat,
                row,
                col,
                stack,
            } => {
                let stack = stack
                    .clone()
                    .map(StackText::try_from)
                    .transpose()
                    .map_err(|e| RuleError::new("R3", format!("the stack cannot be read: {e}")))?;
                let read = Event::CellSet {
                    seat: *seat,
                    row: *row,
                    col: *col,
                    stack: stack.as_ref().map(|s| s.0.to_string()),
                };
                let command = Command::SetCell {
                    seat: *seat,
                    row: *row,
                    col: *col,
                    stack,
                };
                decided_as::<Self>(state, &read, [command], "R3")
            }
            Event::RoundEnded { record } => {
                let Event::RoundEnded { record: decided } =
                    Self::decide(state, &Command::EndRound)?
                        .into_iter()
                        .next()
                        .ok_or_else(|| flow("the round cannot be scored"))?
                else {
                    return Err(flow("the round cannot be scored"));
                };
                if (record.round, record.done_first, &record.layouts)
                    != (decided.round, decided.done_first, &decided.layouts)
                {
                    return Err(flow(format!(
                        "the log scores round {} with other ships or another \"done\" than the round {} entered",
                        record.round, state.round
                    )));
                }
                check_report(&record.report, state.players.len())
            }
            Event::NextRound { .. } => decided_as::<Self>(state, event, [Command::NextRound], "R9"),
        }
    }

    /// The screen shows the state as it is.
    fn view(state: &State) -> State {
        state.clone()
    }

    fn evolve(mut state: State, event: &Event) -> State {
        match event {
            Event::RoundStarted { started_at, .. } => {
                state.phase = Phase::Building;
                state.started_at = started_at.clone();
            }
            Event::DoneCalled { seat, .. } => {
                state.done_first = Some(*seat);
                state.phase = Phase::Scoring;
            }
            Event::Stopped { .. } => state.phase = Phase::Scoring,
            Event::LayoutSet { seat, layout } => {
                if let (Some(slot), Ok(parsed)) =
                    (state.layouts.get_mut(*seat), Layout::parse(layout))
                {
                    *slot = parsed;
                }
                state.judge(*seat);
            }
            Event::CellSet {
                seat,
                row,
                col,
                stack,
            } => {
                let parsed = stack.as_deref().and_then(|s| Stack::parse(s).ok());
                if let Some(layout) = state.layouts.get_mut(*seat) {
                    layout.set(
                        super::grid::Pos {
                            row: *row,
                            col: *col,
                        },
                        parsed,
                    );
                }
                state.judge(*seat);
            }
            Event::RoundEnded { record } => {
                for (vp, player) in state.vp.iter_mut().zip(&record.report.players) {
                    *vp += player.round_vp;
                }
                state.rounds.push(record.clone());
                state.phase = if record.round >= ROUNDS {
                    Phase::Finished
                } else {
                    Phase::Scored
                };
                state.leaders = if state.vp.iter().any(|v| *v > 0) {
                    game_winners(&state.vp)
                } else {
                    Vec::new()
                };
            }
            Event::NextRound { round } => {
                state.round = *round;
                state.phase = Phase::Ready;
                state.started_at = None;
                state.done_first = None;
                state.clear_ships();
            }
        }
        state
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn rounds_played(state: &State) -> Option<u32> {
        u32::try_from(state.rounds.len()).ok()
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.vp.iter().map(|v| i64::from(*v)).collect(),
            winners: state.leaders.clone(),
            places: Vec::new(),
        }
    }

    /// Who won each R8 award, round by round (see [`super::figures`]).
    fn figures(state: &State) -> Vec<Figure> {
        super::figures::figures(state)
    }

    fn describe(state: &State, event: &Event) -> String {
        let name = |seat: &usize| seat_name(&state.players, *seat);
        match event {
            Event::RoundStarted { round, .. } => format!("Round {round}: go!"),
            Event::DoneCalled { round, seat } => {
                format!("Round {round}: {} called done first", name(seat))
            }
            Event::Stopped { round } => format!("Round {round}: building stopped"),
            Event::LayoutSet { seat, .. } => format!("{}'s ship entered", name(seat)),
            Event::CellSet {
                seat,
                row,
                col,
                stack: Some(stack),
            } => {
                format!(
                    "{}: {stack} at {}",
                    name(seat),
                    super::grid::Pos {
                        row: *row,
                        col: *col
                    }
                )
            }
            Event::CellSet {
                seat,
                row,
                col,
                stack: None,
            } => {
                format!(
                    "{}: {} cleared",
                    name(seat),
                    super::grid::Pos {
                        row: *row,
                        col: *col
                    }
                )
            }
            Event::RoundEnded { record } => {
                let vps: Vec<String> = record
                    .report
                    .players
                    .iter()
                    .enumerate()
                    .map(|(seat, p)| format!("{} {}", name(&seat), p.round_vp))
                    .collect();
                format!("Round {} scored: {}", record.round, vps.join(", "))
            }
            Event::NextRound { round } => format!("Round {round} set up"),
        }
    }
}

/// R8: who called "done" first, while the ships are being built.
fn call_done(state: &State, seat: usize) -> Result<Vec<Event>, RuleError> {
    state.check_seat(seat)?;
    if state.phase != Phase::Building {
        return Err(match state.done_first {
            Some(first) => RuleError::new(
                "R8",
                format!(
                    "{} already called \"done\" first this round",
                    state.players[first]
                ),
            ),
            None => flow(format!(
                "nobody is building: the round is {}",
                phase_name(state.phase)
            )),
        });
    }
    Ok(vec![Event::DoneCalled {
        round: state.round,
        seat,
    }])
}

/// One cell of a ship entered or cleared, within any ship's bounds (R3).
fn set_cell(
    state: &State,
    seat: usize,
    pos: Pos,
    stack: &Option<StackText>,
) -> Result<Vec<Event>, RuleError> {
    state.check_seat(seat)?;
    state.can_edit()?;
    if pos.row >= MAX_GRID || pos.col >= MAX_GRID {
        return Err(RuleError::new(
            "R3",
            format!(
                "{} is far outside any ship (at most {MAX_GRID} by {MAX_GRID})",
                pos
            ),
        ));
    }
    Ok(vec![Event::CellSet {
        seat,
        row: pos.row,
        col: pos.col,
        stack: stack.as_ref().map(|s| s.0.to_string()),
    }])
}

/// R8: the round scored from the ships entered, while it is built or entered.
fn end_round(state: &State) -> Result<Vec<Event>, RuleError> {
    if !matches!(state.phase, Phase::Building | Phase::Scoring) {
        return Err(flow(format!(
            "round {} cannot be scored while it is {}",
            state.round,
            phase_name(state.phase)
        )));
    }
    let (report, _) = score_round(
        &state.layouts,
        &state.players,
        &state.shape(),
        state.decks,
        state.done_first,
    );
    Ok(vec![Event::RoundEnded {
        record: RoundRecord {
            round: state.round,
            done_first: state.done_first,
            layouts: state.ships.iter().map(|s| s.layout.clone()).collect(),
            report,
        },
    }])
}
