//! A new Space Craft game (S1, S4, S6, S7): the seats and setup checked,
//! the personal goals dealt, the advanced tracks, each player's sheet.

use super::super::goals::Goal;
use super::super::model::{Setup, MARKERS};
use super::super::part::valid_colour_name;
use super::super::projects::validate_requirements;
use super::super::scoring::Variant;
use super::super::state::{Countdown, Display, Leave, Phase, Player, State, Step, Track};
use crate::games::spacecraft::Rule;
use crate::session::{RuleError, Seat};

pub(in crate::games::spacecraft) fn setup(
    seats: &[Seat],
    setup: &Setup,
) -> Result<State, RuleError> {
    check_setup(seats, setup)?;
    let goals = personal_goals(seats, setup)?;
    let tracks = advanced_tracks(setup)?;
    let spaces = usize::try_from(setup.display).unwrap_or(4);
    let state = State {
        variant: setup.variant,
        plan: setup.plan.clone(),
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
            launched: false,
        },
        end: None,
        final_queue: Vec::new(),
        scrap_tracked: true,
        workshop: Vec::new(),
        known_cards: Vec::new(),
    };
    Ok(state)
}

/// S1, S4, S7: the seats and the setup's plan, countdown, colours and
/// display are within what the game has.
fn check_setup(seats: &[Seat], setup: &Setup) -> Result<(), RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RuleError::new(
            Rule::S7,
            format!("Space Craft is for 2 to 4 players, not {}", seats.len()),
        ));
    }
    validate_requirements(&setup.plan)
        .map_err(|m| RuleError::new(Rule::S7, format!("the plan: {m}")))?;
    if setup.countdown.len() > 20 {
        return Err(RuleError::new(
            Rule::S7,
            "a countdown of more than 20 cards".to_string(),
        ));
    }
    for c in &setup.colours {
        if !valid_colour_name(&c.trim().to_lowercase()) {
            return Err(RuleError::new(
                Rule::S1,
                format!("`{c}` is not a colour name: use one lowercase word"),
            ));
        }
    }
    if !(1..=8).contains(&setup.display) {
        return Err(RuleError::new(
            Rule::S4,
            format!("a display row of {} spaces: use 1 to 8", setup.display),
        ));
    }
    Ok(())
}

/// S6: each seat's personal goal, when the table dealt them.
fn personal_goals(seats: &[Seat], setup: &Setup) -> Result<Vec<Option<Goal>>, RuleError> {
    let goals = setup.goals.clone().unwrap_or_default();
    if goals.len() > seats.len() {
        return Err(RuleError::new(
            Rule::S6,
            format!("{} personal goals for {} players", goals.len(), seats.len()),
        ));
    }
    goals
        .iter()
        .map(|g| match g {
            None => Ok(None),
            Some(n) => Goal::new(*n).map(Some).ok_or_else(|| {
                RuleError::new(
                    Rule::S6,
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
                return Err(RuleError::new(
                    Rule::S5,
                    "the advanced variant needs the advanced cards laid out".to_string(),
                ));
            }
            for card in &setup.advanced_cards {
                card.validate().map_err(|m| RuleError::new(Rule::S5, m))?;
            }
            setup
                .advanced_cards
                .iter()
                .map(|card| Track {
                    card: card.clone(),
                    markers: Vec::new(),
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
        on_board: false,
        completed: Vec::new(),
        reserved: None,
        markers_left: if variant == Variant::Advanced {
            MARKERS
        } else {
            0
        },
        unused_scrap: 0,
        acted: false,
        board: Vec::new(),
        scrap: Vec::new(),
        spent: Vec::new(),
    }
}
