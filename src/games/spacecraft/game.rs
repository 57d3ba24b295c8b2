//! Space Craft at the table as a [`Game`]: the personal goal kept at setup
//! (S6, S7c), turns of enter / search / leave with the scrap each pawn takes
//! (S9), building on leaving with exchanges of scrap (S2, S9), then project
//! cards (S4) or markers (S5), the plan, countdown and final round (S7,
//! S7b), and final scoring (S8).
//!
//! The scrapyard and workshop boards stay on the table: the app does not
//! track the stacks or pawns' squares, only whether a pawn is on the board
//! (that decides who may leave in the final round), and the tiles the table
//! says each pawn took.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::goals::Goal;
use super::joins::JoinTable;
use super::part::valid_colour_name;
use super::projects::{validate_requirements, AdvancedCard, BasicCard, Requirement};
use super::rules::{self, rule};
use super::scoring::Variant;
pub use super::scrap::{Column, Exchange, Tile};
pub use super::state::{Countdown, Display, End, Leave, Phase, Player, Slot, State, Step, Track};
use crate::session::{Figure, Game, Outcome, RuleError, Seat};

pub struct Spacecraft;

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
        rocket: String,
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

impl Game for Spacecraft {
    const ID: &'static str = "spacecraft";
    const NAME: &'static str = "Space Craft";

    type Setup = Setup;
    type State = State;
    type View = State;
    type Command = Command;
    type Event = Event;

    fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
        check_setup(seats, setup)?;
        let goals = personal_goals(seats, setup)?;
        let tracks = advanced_tracks(setup)?;
        let spaces = usize::try_from(setup.display).unwrap_or(4);
        let mut state = State {
            variant: setup.variant,
            plan: setup.plan.clone(),
            plan_text: String::new(),
            colours: setup
                .colours
                .iter()
                .map(|c| c.trim().to_lowercase())
                .collect(),
            joins: setup.joins.clone().unwrap_or_default(),
            players: seats
                .iter()
                .enumerate()
                .map(|(i, s)| new_player(s, goals.get(i).copied().flatten(), setup.variant))
                .collect(),
            current: 0,
            turn: 1,
            phase: Phase::Playing,
            step: Step::Action,
            leave: Leave::default(),
            display: Display {
                lower: vec![
                    None;
                    if setup.variant == Variant::Basic {
                        spaces
                    } else {
                        0
                    }
                ],
                upper: vec![
                    None;
                    if setup.variant == Variant::Basic {
                        spaces
                    } else {
                        0
                    }
                ],
                stack_left: setup.project_cards,
            },
            tracks,
            countdown: Countdown {
                sequence: setup.countdown.clone(),
                holder: None,
                flipped: 0,
                showing: None,
                flips_left: 0,
                launched: false,
            },
            end: None,
            final_queue: Vec::new(),
            scrap_tracked: true,
            workshop: Vec::new(),
            known_cards: Vec::new(),
            scores: Vec::new(),
            leaders: Vec::new(),
            reminders: Vec::new(),
        };
        state.recount();
        Ok(state)
    }

    fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, cmd)
    }

    /// A stored command is held to the rules in replay mode, which also
    /// accept what earlier builds decided (see `rules`).
    fn decide_stored(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        rules::decide_stored(state, cmd)
    }

    /// An event is what `decide` makes of the command it came from (S4–S9);
    /// see [`rules::check`].
    fn check_event(state: &State, event: &Event) -> Result<(), RuleError> {
        rules::check(state, event)
    }

    /// The screen shows the state as it is.
    fn view(state: &State) -> State {
        state.clone()
    }

    fn evolve(mut state: State, event: &Event) -> State {
        rules::apply(&mut state, event);
        state.recount();
        state
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.scores.iter().map(|s| i64::from(s.total)).collect(),
            winners: state.leaders.clone(),
            places: Vec::new(),
        }
    }

    /// Which personal goals scored, per seat (see [`super::figures`]).
    fn figures(state: &State) -> Vec<Figure> {
        super::figures::figures(state)
    }

    fn describe(state: &State, event: &Event) -> String {
        rules::describe(state, event)
    }
}

/// S1, S4, S7: the seats and the setup's plan, countdown, colours and
/// display are within what the game has.
fn check_setup(seats: &[Seat], setup: &Setup) -> Result<(), RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(rule(
            "S7",
            format!("Space Craft is for 2 to 4 players, not {}", seats.len()),
        ));
    }
    validate_requirements(&setup.plan).map_err(|m| rule("S7", format!("the plan: {m}")))?;
    if setup.countdown.len() > 20 {
        return Err(rule("S7", "a countdown of more than 20 cards".to_string()));
    }
    for c in &setup.colours {
        if !valid_colour_name(&c.trim().to_lowercase()) {
            return Err(rule(
                "S1",
                format!("`{c}` is not a colour name: use one lowercase word"),
            ));
        }
    }
    if !(1..=8).contains(&setup.display) {
        return Err(rule(
            "S4",
            format!("a display row of {} spaces: use 1 to 8", setup.display),
        ));
    }
    Ok(())
}

/// S6: each seat's personal goal, when the table dealt them.
fn personal_goals(seats: &[Seat], setup: &Setup) -> Result<Vec<Option<Goal>>, RuleError> {
    let goals = setup.goals.clone().unwrap_or_default();
    if goals.len() > seats.len() {
        return Err(rule(
            "S6",
            format!("{} personal goals for {} players", goals.len(), seats.len()),
        ));
    }
    goals
        .iter()
        .map(|g| match g {
            None => Ok(None),
            Some(n) => Goal::new(*n).map(Some).ok_or_else(|| {
                rule(
                    "S6",
                    format!("personal goal {n}: goals are numbered 1 to 8"),
                )
            }),
        })
        .collect::<Result<Vec<_>, _>>()
}

/// S5: the advanced variant's cards, each with its marker track.
fn advanced_tracks(setup: &Setup) -> Result<Vec<Track>, RuleError> {
    Ok(match setup.variant {
        Variant::Basic => Vec::new(),
        Variant::Advanced => {
            if setup.advanced_cards.is_empty() {
                return Err(rule(
                    "S5",
                    "the advanced variant needs the advanced cards laid out".to_string(),
                ));
            }
            for card in &setup.advanced_cards {
                card.validate().map_err(|m| rule("S5", m))?;
            }
            setup
                .advanced_cards
                .iter()
                .map(|card| Track {
                    card: card.clone(),
                    markers: Vec::new(),
                    value: 0,
                })
                .collect()
        }
    })
}

/// A seat's player as the game starts: a bare rocket, no scrap, the
/// advanced variant's markers.
fn new_player(s: &Seat, goal: Option<Goal>, variant: Variant) -> Player {
    Player {
        name: s.name.trim().to_string(),
        goal,
        rocket: "H:grey\n".to_string(),
        cells: Vec::new(),
        measures: Default::default(),
        occurrences: Vec::new(),
        violations: Vec::new(),
        on_board: false,
        completed: Vec::new(),
        reserved: None,
        markers_left: if variant == Variant::Advanced {
            MARKERS
        } else {
            0
        },
        plan_met: false,
        unused_scrap: 0,
        acted: false,
        board: Vec::new(),
        scrap: Vec::new(),
        spent: Vec::new(),
    }
}
